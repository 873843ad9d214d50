import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { Database } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { AccessGrantsService } from './access-grants.service';
import { AnalyzerError } from './analyzer.errors';
import { MAX_OPEN_REPORTS_PER_USER } from './company-report.fields';
import { CompanyReportClosedListener } from './company-report-closed.listener';
import { CompanyReportError } from './company-reports.errors';
import {
  AdminReportRow,
  CompanyReportRow,
  CompanyReportsRepository,
} from './company-reports.repository';
import { CompanyRepository } from './company.repository';
import type {
  AdminReportListResponse,
  AdminReportResponse,
  AdminReportsQuery,
  CompanyReportResponse,
  CreateCompanyReportDto,
} from './dto/company-report.dto';

const toReportView = (row: CompanyReportRow): CompanyReportResponse => ({
  id: row.id,
  siren: row.siren,
  field: row.field,
  message: row.message,
  recordId: row.recordId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * "Signaler une erreur" (CONTRACT §8.3): a user reports wrong data about a company they see;
 * admins list the reports and close them, and closing one tells its reporter.
 */
@Injectable()
export class CompanyReportsService {
  constructor(
    private readonly db: Database,
    private readonly reports: CompanyReportsRepository,
    private readonly companies: CompanyRepository,
    private readonly grants: AccessGrantsService,
    private readonly closedListener: CompanyReportClosedListener,
  ) {}

  /** A company the user does not see is "not found", as on its page; so is a notice of another. */
  async create(
    user: AuthUser,
    siren: string,
    dto: CreateCompanyReportDto,
  ): Promise<CompanyReportResponse> {
    const viewer = await this.grants.viewerOf(user);
    const recordId = dto.recordId ?? null;
    const [{ notices }, isNoticeVisible] = await Promise.all([
      this.companies.profileVisibleTo(siren, viewer),
      recordId === null ? true : this.reports.isNoticeOfVisibleTo(recordId, siren, viewer),
    ]);
    if (notices === 0) throw new DomainException(AnalyzerError.CompanyNotFound);
    if (!isNoticeVisible) throw new DomainException(AnalyzerError.RecordNotFound);
    return this.db.transaction(async (tx) => {
      await this.reports.lockReportsOf(user.id, tx);
      if ((await this.reports.countOpenOf(user.id, tx)) >= MAX_OPEN_REPORTS_PER_USER) {
        throw new DomainException(CompanyReportError.OpenReportsLimitReached, {
          limit: MAX_OPEN_REPORTS_PER_USER,
        });
      }
      const row = await this.reports.insert(
        { userId: user.id, siren, field: dto.field, message: dto.message, recordId },
        tx,
      );
      return toReportView(row);
    });
  }

  async list(query: AdminReportsQuery): Promise<AdminReportListResponse> {
    const { page, limit, state } = query;
    const { rows, total } = await this.reports.pageInState(state, (page - 1) * limit, limit);
    const names = await this.companies.namesOf([...new Set(rows.map((row) => row.siren))]);
    const nameOf = new Map(names.map((row) => [row.siren, row.name]));
    return {
      reports: rows.map((row) => this.toAdminView(row, nameOf.get(row.siren) ?? null)),
      page,
      limit,
      total,
      totalPages: Math.ceil(total / limit),
    };
  }

  /** Closed once: closing it again is a conflict, and tells nobody a second time. */
  async close(admin: AuthUser, id: number, reply?: string): Promise<AdminReportResponse> {
    const row = await this.db.transaction(async (tx) => {
      const closed = await this.reports.closeIfOpen(id, admin.id, reply || null, tx);
      if (!closed) {
        const isKnown = Boolean(await this.reports.adminViewOf(id, tx));
        throw new DomainException(
          isKnown ? CompanyReportError.ReportAlreadyClosed : CompanyReportError.ReportNotFound,
        );
      }
      await this.closedListener.onReportClosed(tx, { reportId: id, userId: closed.userId });
      return (await this.reports.adminViewOf(id, tx))!;
    });
    const [name] = await this.companies.namesOf([row.siren]);
    return this.toAdminView(row, name?.name ?? null);
  }

  private toAdminView(row: AdminReportRow, companyName: string | null): AdminReportResponse {
    return {
      ...toReportView(row),
      companyName,
      reporterEmail: row.reporterEmail,
      closedAt: row.closedAt?.toISOString() ?? null,
      closedByEmail: row.closedByEmail,
      reply: row.reply,
    };
  }
}
