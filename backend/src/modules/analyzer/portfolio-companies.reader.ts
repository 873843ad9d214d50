import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '../../shared/database';
import { addDays } from '../../shared/time';
import {
  CompanyStatusView,
  companyStatusOf,
  type CompanyStatusColumns,
} from './analyzer-record.view';
import { isClosingOverdue } from './company-filings';
import { INACTIVE_STATUS_CODES } from './company-status.rules';
import { portfolioCompaniesStatement } from './portfolio-companies.statements';

/** CONTRACT §8.4: what a portfolio company raises. */
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

export interface PortfolioCompany {
  siren: string;
  name: string | null;
  status: CompanyStatusView;
  lastEvent: { date: string | null; type: string | null; annonceId: string } | null;
  flags: PortfolioFlag[];
  notices7d: number;
  notices30d: number;
}

export interface PortfolioCompanyRow extends CompanyStatusColumns {
  siren: string;
  name: string | null;
  lastDate: string | null;
  lastType: string | null;
  lastAnnonceId: string | null;
  notices7d: number;
  notices30d: number;
  latestClosing: string | null;
  officerChange: boolean;
  moved: boolean;
}

/** The flags a company's row raises on `today` (YYYY-MM-DD). Pure. */
export function portfolioFlagsOf(row: PortfolioCompanyRow, today: string): PortfolioFlag[] {
  const code = row.statusCode ?? 'active';
  const flags: PortfolioFlag[] = [];
  if (code !== 'active' && !INACTIVE_STATUS_CODES.has(code)) flags.push('procedure_open');
  if (code === 'liquidation_closed') flags.push('closed');
  if (code === 'struck_off') flags.push('struck_off');
  if (isClosingOverdue(row.latestClosing, code, today)) flags.push('accounts_overdue');
  if (row.officerChange) flags.push('officer_change_90d');
  if (row.moved) flags.push('transfer_90d');
  if (row.notices7d > 0) flags.push('new_notice_7d');
  return flags;
}

/** Companies as a portfolio reads them (Alerts owns the watches that make the portfolio). */
@Injectable()
export class PortfolioCompaniesReader {
  constructor(private readonly replica: ReadDatabase) {}

  async companiesOf(sirens: string[], today: string): Promise<PortfolioCompany[]> {
    const days = {
      week: addDays(today, -7),
      month: addDays(today, -30),
      quarter: addDays(today, -90),
    };
    const rows = await this.replica.query<PortfolioCompanyRow>(
      portfolioCompaniesStatement(sirens, days),
    );
    return rows.map((row) => ({
      siren: row.siren,
      name: row.name,
      status: companyStatusOf(row.siren, row)!,
      lastEvent: row.lastAnnonceId
        ? { date: row.lastDate, type: row.lastType, annonceId: row.lastAnnonceId }
        : null,
      flags: portfolioFlagsOf(row, today),
      notices7d: row.notices7d,
      notices30d: row.notices30d,
    }));
  }
}
