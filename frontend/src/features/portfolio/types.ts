import type { ApiSchemas } from '../../shared/api';

/** GET /api/portfolio */
export type Portfolio = ApiSchemas['PortfolioResponse'];
export type PortfolioSummary = ApiSchemas['PortfolioSummaryResponse'];
export type PortfolioCompany = ApiSchemas['PortfolioCompanyResponse'];
export type PortfolioFlag = ApiSchemas['PortfolioFlag'];

/** What a portfolio company raises, in the order the screens show them. */
export const PORTFOLIO_FLAGS = [
  'procedure_open',
  'closed',
  'struck_off',
  'accounts_overdue',
  'officer_change_90d',
  'transfer_90d',
  'new_notice_7d',
] as const satisfies readonly PortfolioFlag[];

export interface PortfolioFilters {
  status: string | null;
  flag: PortfolioFlag | null;
}
