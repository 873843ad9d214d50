import { useQuery } from '@tanstack/react-query';
import { analyzerApi, analyzerKeys } from '../api/analyzer-api';

/** One record by id (a metered consultation on the server, CONTRACT §4.5). */
export function useRecord(id: string | number | null) {
  return useQuery({
    queryKey: analyzerKeys.detail(id ?? ''),
    queryFn: () => analyzerApi.findOne(id as string | number),
    enabled: id !== null && id !== '',
  });
}
