import { api } from '../../../shared/api';
import type { AdminReportPage, NewReport, ReportState } from '../types';

/** The admin list's page size. */
export const REPORTS_PAGE_SIZE = 20;

export interface AdminReportsParams {
  state: ReportState;
  page: number;
}

export const reportsApi = {
  create: (siren: string, report: NewReport) =>
    api
      .post('/api/companies/{siren}/reports', { params: { path: { siren } }, body: report })
      .then((body) => body.report),
  list: ({ state, page }: AdminReportsParams): Promise<AdminReportPage> =>
    api.get('/api/admin/reports', {
      params: { query: { state, page, limit: REPORTS_PAGE_SIZE } },
    }),
  close: (id: number, reply: string) =>
    api
      .post('/api/admin/reports/{id}/close', {
        params: { path: { id } },
        body: reply ? { reply } : {},
      })
      .then((body) => body.report),
};

export const reportsKeys = {
  all: ['reports'] as const,
  lists: () => [...reportsKeys.all, 'list'] as const,
  list: (params: AdminReportsParams) => [...reportsKeys.lists(), params] as const,
};
