import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/auth';
import { subscriptionKeys, subscriptionsApi } from '../api/subscriptions-api';

/**
 * What the user's plan opens (CONTRACT §7.6), for screens to show a feature or say which plan
 * opens it. Comfort only: the server refuses a feature the plan lacks whatever the screen shows.
 */
export function useEntitlements() {
  const { isAuthenticated, loading: isSessionLoading } = useSession();
  const query = useQuery({
    queryKey: subscriptionKeys.entitlements(),
    queryFn: subscriptionsApi.entitlements,
    enabled: isAuthenticated,
  });
  // While the session loads the plan is not known yet either.
  const isLoading = isSessionLoading || (query.isPending && isAuthenticated);
  return { entitlements: query.data, isLoading };
}
