import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { PageQuery } from '../../shared/dto/page.query';
import { DomainException } from '../../shared/errors';
import { dayInParis } from '../../shared/time';
import { AccessGrantsService } from './access-grants.service';
import { AnalyzerError } from './analyzer.errors';
import { AnalyzerRepository } from './analyzer.repository';
import { companyStatusOf, toRecordSummaryView } from './analyzer-record.view';
import { filingsOf, isAccountsOverdue } from './company-filings';
import { CompanyIdentityService } from './company-identity.service';
import { officerTermsOf } from './company-officers';
import { transfersOf } from './company-transfers';
import { CompanyRepository } from './company.repository';
import type { CompanyPageResponse } from './dto/company.response';

/** The company page (CONTRACT §7.3): what the user's visible notices say, and its status. */
@Injectable()
export class CompanyService {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly records: AnalyzerRepository,
    private readonly grants: AccessGrantsService,
    private readonly identities: CompanyIdentityService,
  ) {}

  async findOne(user: AuthUser, siren: string, query: PageQuery): Promise<CompanyPageResponse> {
    const viewer = await this.grants.viewerOf(user);
    const { notices, ...profile } = await this.companies.profileVisibleTo(siren, viewer);
    if (notices === 0) throw new DomainException(AnalyzerError.CompanyNotFound);
    const { page, limit } = query;
    // Asked beside the notices' queries, its bounded wait overlapping theirs; it never throws.
    const identity = this.identities.identityOf(siren);
    const [found, status, factNotices, officerNotices] = await Promise.all([
      this.records.findPageVisibleTo(
        {
          visibleTo: viewer,
          siren,
          terms: [],
          types: [],
          departements: [],
          statuses: [],
          judgments: [],
          includeInactive: true,
          offset: (page - 1) * limit,
          limit,
        },
        user.id,
      ),
      this.companies.statusOf(siren),
      this.companies.factNoticesVisibleTo(siren, viewer),
      this.companies.officerNoticesVisibleTo([siren], viewer),
    ]);
    const companyStatus = companyStatusOf(siren, status)!;
    const filings = filingsOf(factNotices);
    return {
      company: {
        siren,
        ...profile,
        status: companyStatus,
        officers: officerTermsOf(officerNotices.get(siren) ?? []),
        filings,
        transfers: transfersOf(factNotices),
        accountsOverdue: isAccountsOverdue(filings, companyStatus.code, dayInParis(new Date())),
        identity: await identity,
      },
      announcements: {
        data: found.records.map(({ favoriteId, ...record }) =>
          toRecordSummaryView(record, favoriteId),
        ),
        meta: {
          page,
          limit,
          total: found.total,
          totalPages: Math.ceil(found.total / limit),
          totalIsExact: found.totalIsExact,
        },
      },
    };
  }
}
