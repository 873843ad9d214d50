import { useQuery } from '@tanstack/react-query';
import { analyzerApi, analyzerKeys } from '../api/analyzer-api';
import { coverageWarningOf } from '../catalogue-coverage';

/** What the catalogue covers and whether the sync keeps it current; nothing while unknown. */
export function useCatalogueCoverage() {
  const { data } = useQuery({
    queryKey: analyzerKeys.coverage(),
    queryFn: analyzerApi.coverage,
    // The server keeps it too; a minute is fresh enough for a statement of coverage.
    staleTime: 60_000,
  });
  return { coverage: data, warning: data ? coverageWarningOf(data) : null };
}
