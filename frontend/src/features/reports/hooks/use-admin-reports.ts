import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportsApi, reportsKeys, type AdminReportsParams } from '../api/reports-api';
import type { ReportState } from '../types';
import { useReportErrorMessage } from './use-report-message';

/** /admin/reports: the open reports (the queue) or the closed ones, a page at a time. */
export function useAdminReports() {
  const { t } = useTranslation('reports');
  const errorMessage = useReportErrorMessage();
  const [params, setParams] = useState<AdminReportsParams>({ state: 'open', page: 1 });
  const query = useQuery({
    queryKey: reportsKeys.list(params),
    queryFn: () => reportsApi.list(params),
    placeholderData: keepPreviousData,
  });
  return {
    state: params.state,
    setState: (state: ReportState) => setParams({ state, page: 1 }),
    page: params.page,
    setPage: (page: number) => setParams((current) => ({ ...current, page })),
    reports: query.data?.reports ?? [],
    total: query.data?.total ?? 0,
    totalPages: Math.max(1, query.data?.totalPages ?? 1),
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.isError ? errorMessage(query.error, t('admin.loadFailed')) : null,
  };
}
