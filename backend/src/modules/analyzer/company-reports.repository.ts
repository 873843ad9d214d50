import { Injectable } from '@nestjs/common';
import { Database, rawSql, sql, Transaction } from '../../shared/database';
import type { CompanyReportField } from './company-report.fields';
import type { ReportState } from './dto/company-report.dto';
import { visibleTo, type Viewer } from './record-visibility';

export interface NewCompanyReport {
  userId: number;
  siren: string;
  field: CompanyReportField;
  message: string;
  recordId: number | null;
}

export interface CompanyReportRow {
  id: number;
  siren: string;
  field: CompanyReportField;
  message: string;
  recordId: number | null;
  createdAt: Date;
}

/** A report as admins list it, with who sent it and who closed it (Identity's published view). */
export interface AdminReportRow extends CompanyReportRow {
  reporterEmail: string | null;
  closedAt: Date | null;
  closedByEmail: string | null;
  reply: string | null;
}

/** What a closed report's notification shows of it. */
export interface ClosedReportRow {
  id: number;
  siren: string;
  field: CompanyReportField;
  reply: string | null;
}

const REPORT = sql`r.id, r.siren, r.field, r.message, r.record_id AS "recordId",
  r.created_at AS "createdAt"`;
const ADMIN_REPORT = sql`SELECT ${REPORT}, reporter.email AS "reporterEmail",
    r.closed_at AS "closedAt", closer.email AS "closedByEmail", r.reply
  FROM company_reports r
  LEFT JOIN identity_accounts reporter ON reporter.user_id = r.user_id
  LEFT JOIN identity_accounts closer ON closer.user_id = r.closed_by`;

@Injectable()
export class CompanyReportsRepository {
  constructor(private readonly db: Database) {}

  /** Whether the notice names the company and this viewer (undefined: an admin) sees it. */
  async isNoticeOfVisibleTo(
    recordId: number,
    siren: string,
    viewer: Viewer | undefined,
  ): Promise<boolean> {
    const visibility = visibleTo(viewer);
    const row = await this.db.queryOne<{ isVisible: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM analyzer_records r
            WHERE r.id = ${recordId} AND r.sirens @> ARRAY[${siren}]::text[]
            ${visibility ? sql`AND ${visibility}` : rawSql('')}) AS "isVisible"`,
    );
    return row!.isVisible;
  }

  /** Held until `tx` ends: a user's reports are counted and added one request at a time. */
  async lockReportsOf(userId: number, tx: Transaction): Promise<void> {
    await this.db.query(
      sql`SELECT pg_advisory_xact_lock(hashtext('company_reports'), ${userId})`,
      tx,
    );
  }

  async countOpenOf(userId: number, tx: Transaction): Promise<number> {
    const row = await this.db.queryOne<{ open: number }>(
      sql`SELECT count(*)::int AS open FROM company_reports
          WHERE user_id = ${userId} AND closed_at IS NULL`,
      tx,
    );
    return row!.open;
  }

  async insert(report: NewCompanyReport, tx: Transaction): Promise<CompanyReportRow> {
    const [row] = await this.db.query<CompanyReportRow>(
      sql`INSERT INTO company_reports AS r (user_id, siren, field, message, record_id)
          VALUES (${report.userId}, ${report.siren}, ${report.field}, ${report.message},
                  ${report.recordId})
          RETURNING ${REPORT}`,
      tx,
    );
    return row;
  }

  /** Open ones oldest first (the queue to work through); closed ones most recently closed first. */
  async pageInState(
    state: ReportState,
    offset: number,
    limit: number,
  ): Promise<{ rows: AdminReportRow[]; total: number }> {
    const isOpen = state === 'open';
    const where = isOpen ? sql`r.closed_at IS NULL` : sql`r.closed_at IS NOT NULL`;
    const order = isOpen ? sql`r.created_at, r.id` : sql`r.closed_at DESC, r.id DESC`;
    const [rows, count] = await Promise.all([
      this.db.query<AdminReportRow>(
        sql`${ADMIN_REPORT} WHERE ${where} ORDER BY ${order} OFFSET ${offset} LIMIT ${limit}`,
      ),
      this.db.queryOne<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM company_reports r WHERE ${where}`,
      ),
    ]);
    return { rows, total: count!.total };
  }

  /** Closes the report if it is open; its reporter, or undefined when it is not open. */
  async closeIfOpen(
    id: number,
    adminId: number,
    reply: string | null,
    tx: Transaction,
  ): Promise<{ userId: number } | undefined> {
    return this.db.queryOne<{ userId: number }>(
      sql`UPDATE company_reports
          SET closed_at = now(), closed_by = ${adminId}, reply = ${reply}
          WHERE id = ${id} AND closed_at IS NULL
          RETURNING user_id AS "userId"`,
      tx,
    );
  }

  async adminViewOf(id: number, tx?: Transaction): Promise<AdminReportRow | undefined> {
    return this.db.queryOne<AdminReportRow>(sql`${ADMIN_REPORT} WHERE r.id = ${id}`, tx);
  }

  closedAmong(ids: number[]): Promise<ClosedReportRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.query<ClosedReportRow>(
      sql`SELECT id, siren, field, reply FROM company_reports
          WHERE id = ANY(${ids}::int[]) AND closed_at IS NOT NULL`,
    );
  }
}
