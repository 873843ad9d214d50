import { api } from '../../../shared/api';
import type { CompanyResponse } from '../types';

/** The company timeline's page size: the analyzer's. */
export const COMPANY_PAGE_SIZE = 10;

export const companiesApi = {
  findOne: (siren: string, page: number): Promise<CompanyResponse> =>
    api.get('/api/companies/{siren}', {
      params: { path: { siren }, query: { page, limit: COMPANY_PAGE_SIZE } },
    }),
};

export const companiesKeys = {
  all: ['companies'] as const,
  detail: (siren: string, page: number) => [...companiesKeys.all, 'detail', siren, page] as const,
};
