import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiError, useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { analyzerApi, analyzerKeys, toRecordQuery } from '../api/analyzer-api';
import { buildRecordQuery } from '../search-query';
import { paramsFromResults, resultsFromParams } from '../search-url';
import type { SearchFilters } from '../types';

/**
 * The applied filters, the page, and the records they select (spec §2 "Analyzer"). Filters and
 * page live in the URL: a search can be bookmarked or shared, and the back button restores it.
 */
export function useRecordSearch() {
  const { t } = useTranslation('analyzer');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const paramsText = params.toString();
  const { filters, page } = useMemo(
    () => resultsFromParams(new URLSearchParams(paramsText)),
    [paramsText],
  );
  const go = useCallback(
    (next: SearchFilters, nextPage: number, replace = false) =>
      setParams(paramsFromResults({ filters: next, page: nextPage }), { replace }),
    [setParams],
  );
  const setPage = useCallback((next: number) => go(filters, next), [go, filters]);
  const query = useMemo(() => toRecordQuery(buildRecordQuery(filters, page)), [filters, page]);
  const result = useQuery({
    queryKey: analyzerKeys.list(query),
    queryFn: () => analyzerApi.search(query),
    placeholderData: keepPreviousData,
  });
  const { data, error, isError, errorUpdatedAt, isPlaceholderData, refetch } = result;
  // A search the server refuses (an inverted range in a hand-made URL) says why.
  const isRefused = isApiError(error) && error.status === 400;
  const failure = !isError
    ? null
    : isRefused
      ? errorMessage(error, t('errors.load'))
      : t('errors.load');

  useEffect(() => {
    if (!isError) return;
    toast.error(isRefused ? errorMessage(error, t('errors.loadToast')) : t('errors.loadToast'));
    // errorUpdatedAt: one toast per failed load, not per render.
  }, [isError, isRefused, error, errorUpdatedAt, errorMessage, toast, t]);

  // An empty page above the first (the data shrank under the user) goes back to page 1,
  // read again since the cached copy is older than what was just learnt.
  useEffect(() => {
    if (data && !isPlaceholderData && data.data.length === 0 && page > 1) {
      void queryClient.invalidateQueries({ queryKey: analyzerKeys.lists(), refetchType: 'none' });
      go(filters, 1, true);
    }
  }, [data, isPlaceholderData, page, filters, go, queryClient]);

  // A search the user asks for always reads the server again, even for a query seen before.
  const search = useCallback(
    (next: SearchFilters) => {
      if (JSON.stringify(toRecordQuery(buildRecordQuery(next, 1))) === JSON.stringify(query)) {
        void refetch();
        return;
      }
      void queryClient.invalidateQueries({ queryKey: analyzerKeys.lists(), refetchType: 'none' });
      go(next, 1);
    },
    [query, refetch, queryClient, go],
  );

  const showInactive = useCallback(
    () => search({ ...filters, includeInactive: true }),
    [search, filters],
  );

  return {
    filters,
    page,
    setPage,
    search,
    showInactive,
    records: isError ? [] : (data?.data ?? []),
    totalPages: data?.meta.totalPages ?? 0,
    total: data?.meta.total ?? 0,
    isTotalExact: data?.meta.totalIsExact !== false,
    /** Matches left out because their company is inactive (0 once they are included). */
    hiddenInactive: isError || filters.includeInactive ? 0 : (data?.meta.hiddenInactive ?? 0),
    isHiddenInactiveExact: data?.meta.hiddenInactiveIsExact !== false,
    isLoading: result.isFetching,
    isError,
    failure,
  };
}
