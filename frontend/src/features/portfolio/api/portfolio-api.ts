import { api } from '../../../shared/api';
import type { Portfolio, PortfolioFilters } from '../types';

/** The portfolio's page size. */
export const PORTFOLIO_PAGE_SIZE = 20;

const filterQuery = ({ status, flag }: PortfolioFilters) => ({
  ...(status ? { status: [status] } : {}),
  ...(flag ? { flag: [flag] } : {}),
});

export const portfolioApi = {
  page: (filters: PortfolioFilters, page: number): Promise<Portfolio> =>
    api.get('/api/portfolio', {
      params: { query: { ...filterQuery(filters), page, limit: PORTFOLIO_PAGE_SIZE } },
    }),
  export: (filters: PortfolioFilters, format: 'csv' | 'xlsx'): Promise<Blob> =>
    api.get('/api/portfolio/export', {
      params: { query: { ...filterQuery(filters), format } },
      parseAs: 'blob',
    }) as Promise<Blob>,
};

export const portfolioKeys = {
  all: ['portfolio'] as const,
  page: (filters: PortfolioFilters, page: number) =>
    [...portfolioKeys.all, filters.status, filters.flag, page] as const,
};
