import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { officersApi, officersKeys } from '../api/officers-api';
import { isSearchableName } from '../officer-name';

/** The name searched on /officers lives in the URL (?name=), so that a link opens its results. */
export function useOfficerSearch() {
  const [params, setParams] = useSearchParams();
  const name = (params.get('name') ?? '').trim();
  const isSearchable = isSearchableName(name);
  const query = useQuery({
    queryKey: officersKeys.search(name),
    queryFn: () => officersApi.search(name),
    enabled: isSearchable,
  });
  const search = useCallback(
    (next: string) => setParams(next.trim() ? { name: next.trim() } : {}),
    [setParams],
  );
  return {
    name,
    search,
    result: isSearchable ? query.data : undefined,
    isLoading: isSearchable && query.isPending,
    error: query.error,
  };
}
