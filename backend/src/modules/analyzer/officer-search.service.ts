import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { AccessGrantsService } from './access-grants.service';
import { companyStatusOf } from './analyzer-record.view';
import { officerTermsOf } from './company-officers';
import { CompanyRepository } from './company.repository';
import type { OfficerSearchResponse } from './dto/officer-search.dto';
import { officersFound } from './officer-search';
import { OfficerSearchRepository } from './officer-search.repository';

/** The companies read for one search at most: each costs up to 500 of its notices' officers. */
export const MAX_OFFICER_COMPANIES = 100;

/** GET /api/officers (CONTRACT §8.3): who bears a name in the companies the user sees. */
@Injectable()
export class OfficerSearchService {
  constructor(
    private readonly search: OfficerSearchRepository,
    private readonly companies: CompanyRepository,
    private readonly grants: AccessGrantsService,
  ) {}

  async find(user: AuthUser, name: string): Promise<OfficerSearchResponse> {
    const viewer = await this.grants.viewerOf(user);
    const sirens = await this.search.companiesNaming(name, viewer, MAX_OFFICER_COMPANIES + 1);
    const read = sirens.slice(0, MAX_OFFICER_COMPANIES);
    if (!read.length) return { officers: [], total: 0, truncated: false };
    const [noticesBySiren, described] = await Promise.all([
      this.companies.officerNoticesVisibleTo(read, viewer),
      this.search.namesAndStatusesOf(read),
    ]);
    const terms = new Map(
      [...noticesBySiren].map(([siren, notices]) => [siren, officerTermsOf(notices)]),
    );
    const companyOf = new Map(described.map((company) => [company.siren, company]));
    const officers = officersFound(name, terms).map((officer) => ({
      name: officer.name,
      companies: officer.companies.map(({ siren, ...term }) => ({
        siren,
        name: companyOf.get(siren)?.name ?? null,
        ...term,
        status: companyStatusOf(siren, companyOf.get(siren) ?? {})!,
      })),
    }));
    return { officers, total: officers.length, truncated: sirens.length > MAX_OFFICER_COMPANIES };
  }
}
