import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/auth';
import { analyzerApi, analyzerKeys } from '../api/analyzer-api';

/**
 * Whether a user has no record assigned at all: one record of any date, type or status is
 * enough to say no. Admins see the whole catalogue, so the question is not asked for them.
 */
export function useHasNoAssignedRecords(): boolean {
  const { user } = useSession();
  const isUser = user?.role === 'user';
  const { data } = useQuery({
    queryKey: analyzerKeys.access(),
    queryFn: () => analyzerApi.search({ page: 1, limit: 1, includeInactive: true }),
    enabled: isUser,
    staleTime: 60_000,
  });
  return isUser && data?.meta.total === 0;
}
