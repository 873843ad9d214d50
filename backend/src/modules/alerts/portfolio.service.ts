import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { dayInParis } from '../../shared/time';
import { PortfolioCompaniesReader, PortfolioCompany, PortfolioFilter } from '../analyzer';
import type { PortfolioResponse } from './dto/portfolio.dto';
import { WatchesRepository } from './watches.repository';

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

  /** The companies the filters keep, the latest event first (the export). */
  async companiesOf(user: AuthUser, filter: PortfolioFilter): Promise<PortfolioCompany[]> {
    const sirens = await this.watches.sirensWatchedBy(user.id);
    return this.companies.companiesOf(sirens, dayInParis(new Date()), filter);
  }

  async page(
    user: AuthUser,
    filter: PortfolioFilter,
    page: number,
    limit: number,
  ): Promise<PortfolioResponse> {
    const sirens = await this.watches.sirensWatchedBy(user.id);
    const { summary, kept, companies } = await this.companies.pageOf(
      sirens,
      dayInParis(new Date()),
      filter,
      { limit, offset: (page - 1) * limit },
    );
    return {
      summary,
      companies: {
        data: companies.map(toView),
        meta: { page, limit, total: kept, totalPages: Math.ceil(kept / limit) },
      },
    };
  }
}
