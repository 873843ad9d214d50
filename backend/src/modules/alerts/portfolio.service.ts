import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { dayInParis } from '../../shared/time';
import { PortfolioCompaniesReader, PortfolioCompany } from '../analyzer';
import type { PortfolioResponse, PortfolioSummaryResponse } from './dto/portfolio.dto';
import { WatchesRepository } from './watches.repository';

export interface PortfolioFilter {
  status?: string[];
  flag?: string[];
}

const countBy = (values: string[]) =>
  values.reduce<Record<string, number>>((counts, value) => {
    counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});

function summaryOf(companies: PortfolioCompany[]): PortfolioSummaryResponse {
  return {
    total: companies.length,
    byStatus: countBy(companies.map((company) => company.status.code)),
    byFlag: countBy(companies.flatMap((company) => company.flags)),
    events7d: companies.reduce((sum, company) => sum + company.notices7d, 0),
    events30d: companies.reduce((sum, company) => sum + company.notices30d, 0),
  };
}

/** The latest event first; companies without any notice last. */
const byLatestEvent = (a: PortfolioCompany, b: PortfolioCompany) =>
  (b.lastEvent?.date ?? '').localeCompare(a.lastEvent?.date ?? '') ||
  a.siren.localeCompare(b.siren);

const toView = ({ siren, name, status, lastEvent, flags }: PortfolioCompany) => ({
  siren,
  name,
  status,
  lastEvent,
  flags,
});

/**
 * GET /api/portfolio (CONTRACT §8.4): the summary of every watched company, and the page of
 * those the filters keep (a status among `status`, a flag among `flag`), the latest event first.
 */
@Injectable()
export class PortfolioService {
  constructor(
    private readonly watches: WatchesRepository,
    private readonly companies: PortfolioCompaniesReader,
  ) {}

  /** The companies the filters keep, the latest event first, and the summary of them all. */
  async companiesOf(user: AuthUser, filter: PortfolioFilter) {
    const sirens = await this.watches.sirensWatchedBy(user.id);
    const all = await this.companies.companiesOf(sirens, dayInParis(new Date()));
    const kept = all
      .filter((company) => !filter.status?.length || filter.status.includes(company.status.code))
      .filter(
        (company) => !filter.flag?.length || company.flags.some((f) => filter.flag!.includes(f)),
      )
      .sort(byLatestEvent);
    return { summary: summaryOf(all), kept };
  }

  async page(
    user: AuthUser,
    filter: PortfolioFilter,
    page: number,
    limit: number,
  ): Promise<PortfolioResponse> {
    const { summary, kept } = await this.companiesOf(user, filter);
    return {
      summary,
      companies: {
        data: kept.slice((page - 1) * limit, page * limit).map(toView),
        meta: { page, limit, total: kept.length, totalPages: Math.ceil(kept.length / limit) },
      },
    };
  }
}
