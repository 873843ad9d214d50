import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { analyzerApi, analyzerKeys } from '../api/analyzer-api';
import { buildRecordQuery, defaultFilters } from '../search-query';
import type { SearchFilters } from '../types';

/** The applied filters, the page, and the records they select (spec §2 "Analyzer"). */
export function useRecordSearch() {
  const { t } = useTranslation('analyzer');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<SearchFilters>(() => defaultFilters());
  const [page, setPage] = useState(1);
  const query = useMemo(() => buildRecordQuery(filters, page), [filters, page]);
  const result = useQuery({
    queryKey: analyzerKeys.list(query),
    queryFn: () => analyzerApi.search(query),
    placeholderData: keepPreviousData,
  });
  const { data, isError, errorUpdatedAt, isPlaceholderData, refetch } = result;

  useEffect(() => {
    if (isError) toast.error(t('errors.loadToast'));
    // errorUpdatedAt: one toast per failed load, not per render.
  }, [isError, errorUpdatedAt, toast, t]);

  // An empty page above the first (the data shrank under the user) goes back to page 1,
  // read again since the cached copy is older than what was just learnt.
  useEffect(() => {
    if (data && !isPlaceholderData && data.data.length === 0 && page > 1) {
      void queryClient.invalidateQueries({ queryKey: analyzerKeys.lists(), refetchType: 'none' });
      setPage(1);
    }
  }, [data, isPlaceholderData, page, queryClient]);

  // A search the user asks for always reads the server again, even for a query seen before.
  const search = useCallback(
    (next: SearchFilters) => {
      if (JSON.stringify(buildRecordQuery(next, 1)) === JSON.stringify(query)) {
        void refetch();
        return;
      }
      void queryClient.invalidateQueries({ queryKey: analyzerKeys.lists(), refetchType: 'none' });
      setFilters(next);
      setPage(1);
    },
    [query, refetch, queryClient],
  );

  return {
    filters,
    page,
    setPage,
    search,
    records: isError ? [] : (data?.data ?? []),
    totalPages: data?.meta.totalPages ?? 0,
    total: data?.meta.total ?? 0,
    isTotalExact: data?.meta.totalIsExact !== false,
    isLoading: result.isFetching,
    isError,
  };
}
