import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '../../shared/database';
import { addDays } from '../../shared/time';
import { addMonths } from './analytics-period';
import {
  CompanyStatusView,
  companyStatusOf,
  type CompanyStatusColumns,
} from './analyzer-record.view';
import { OVERDUE_AFTER_MONTHS } from './company-filings';
import {
  PortfolioDays,
  PortfolioFilter,
  portfolioCompaniesStatement,
  portfolioPageStatement,
} from './portfolio-companies.statements';

/** CONTRACT §8.4: what a portfolio company raises (derived in portfolio-companies.statements). */
export const PORTFOLIO_FLAGS = [
  'procedure_open',
  'closed',
  'struck_off',
  'accounts_overdue',
  'officer_change_90d',
  'transfer_90d',
  'new_notice_7d',
] as const;
export type PortfolioFlag = (typeof PORTFOLIO_FLAGS)[number];
export type { PortfolioFilter };

export interface PortfolioCompany {
  siren: string;
  name: string | null;
  status: CompanyStatusView;
  lastEvent: { date: string | null; type: string | null; annonceId: string } | null;
  flags: PortfolioFlag[];
}

export interface PortfolioSummary {
  total: number;
  byStatus: Record<string, number>;
  byFlag: Record<string, number>;
  events7d: number;
  events30d: number;
}

export interface PortfolioPage {
  summary: PortfolioSummary;
  /** How many companies the filter keeps. */
  kept: number;
  companies: PortfolioCompany[];
}

interface PortfolioCompanyRow extends CompanyStatusColumns {
  siren: string;
  name: string | null;
  lastDate: string | null;
  lastType: string | null;
  lastAnnonceId: string | null;
  flags: PortfolioFlag[];
}

const daysBefore = (today: string): PortfolioDays => ({
  week: addDays(today, -7),
  month: addDays(today, -30),
  quarter: addDays(today, -90),
  overdueBefore: addMonths(today, -OVERDUE_AFTER_MONTHS),
});

const toCompany = (row: PortfolioCompanyRow): PortfolioCompany => ({
  siren: row.siren,
  name: row.name,
  status: companyStatusOf(row.siren, row)!,
  lastEvent: row.lastAnnonceId
    ? { date: row.lastDate, type: row.lastType, annonceId: row.lastAnnonceId }
    : null,
  flags: row.flags,
});

/**
 * Companies as a portfolio reads them (Alerts owns the watches that make the portfolio), on
 * `today` (YYYY-MM-DD): their flags, filters, order, summary and page all worked out by
 * PostgreSQL, so that a portfolio of 10,000 companies sends a page, not 10,000 rows.
 */
@Injectable()
export class PortfolioCompaniesReader {
  constructor(private readonly replica: ReadDatabase) {}

  /** The companies the filter keeps, the latest event first. */
  async companiesOf(
    sirens: string[],
    today: string,
    filter: PortfolioFilter = {},
  ): Promise<PortfolioCompany[]> {
    const rows = await this.replica.query<PortfolioCompanyRow>(
      portfolioCompaniesStatement(sirens, daysBefore(today), filter),
    );
    return rows.map(toCompany);
  }

  /** The summary of them all, and the page of those the filter keeps. */
  async pageOf(
    sirens: string[],
    today: string,
    filter: PortfolioFilter,
    page: { limit: number; offset: number },
  ): Promise<PortfolioPage> {
    const [row] = await this.replica.query<
      PortfolioSummary & { kept: number; companies: PortfolioCompanyRow[] }
    >(portfolioPageStatement(sirens, daysBefore(today), filter, page));
    const { kept, companies, ...summary } = row;
    return { summary, kept, companies: companies.map(toCompany) };
  }
}
