import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useErrorMessage } from '../../../shared/api';
import {
  buildFilterQuery,
  paramsFromResults,
  resultsFromParams,
  toRecordQuery,
} from '../../analyzer';
import { useEntitlements } from '../../billing';
import { analyticsApi, analyticsKeys } from '../api/analytics-api';

/**
 * The analytics of the analyzer's filters, read from the URL as the analyzer writes them, when
 * the plan includes analytics; and the way back to the analyzer with the same filters.
 */
export function useAnalytics() {
  const { t } = useTranslation('analytics');
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const paramsText = params.toString();
  const { entitlements, isLoading: isPlanLoading } = useEntitlements();
  const level = entitlements?.analytics ?? null;
  const { query, searchParams } = useMemo(() => {
    const { filters } = resultsFromParams(new URLSearchParams(paramsText));
    return {
      query: toRecordQuery(buildFilterQuery(filters)),
      searchParams: paramsFromResults({ filters, page: 1 }).toString(),
    };
  }, [paramsText]);
  const result = useQuery({
    queryKey: analyticsKeys.of(query),
    queryFn: () => analyticsApi.of(query),
    enabled: level !== null,
  });
  return {
    /** Undefined while the plan is being read; null when it includes no analytics. */
    level: isPlanLoading ? undefined : level,
    /** The analyzer's filters as query parameters, as the URL holds them. */
    query,
    analyzerPath: searchParams ? `/analyzer?${searchParams}` : '/analyzer',
    analytics: result.data,
    isLoading: level !== null && result.isPending,
    failure: result.isError ? errorMessage(result.error, t('loadFailed')) : null,
  };
}
