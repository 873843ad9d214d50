import { useQuery } from '@tanstack/react-query';
import { subscriptionKeys } from '../../billing';
import { currentSubscription } from '../api/alerts-api';
import { planLimitsOf, type PlanLimits } from '../plan-limits';

/**
 * The watch and alert limits of the user's plan, for "x / limit"; undefined while unknown
 * (loading, failed, or a plan the screens do not know). Shares billing's cache entry.
 */
export function usePlanLimits(): PlanLimits | undefined {
  const { data, isSuccess } = useQuery({
    queryKey: subscriptionKeys.current(),
    queryFn: currentSubscription,
  });
  return isSuccess ? planLimitsOf(data) : undefined;
}
