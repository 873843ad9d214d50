import { useQuery } from '@tanstack/react-query';
import { alertsKeys, watchesApi } from '../api/alerts-api';

/** The companies the user watches: the /watches page and every watch toggle read this list. */
export function useWatches() {
  return useQuery({ queryKey: alertsKeys.watches(), queryFn: watchesApi.list });
}
