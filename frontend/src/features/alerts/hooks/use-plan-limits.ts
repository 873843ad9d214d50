import { useQuery } from '@tanstack/react-query';
import { subscriptionKeys } from '../../billing';
import { currentSubscription } from '../api/alerts-api';
import { planLimitsOf, type PlanLimits } from '../plan-limits';

/**
 * The watch and alert limits of the user's plan, for "x / limit"; undefined while unknown
 * (loading, failed, or a plan the screens do not know), `isPending` only while loading.
 * Shares billing's cache entry.
 */
export function usePlanLimitsState(): { limits: PlanLimits | undefined; isPending: boolean } {
  const { data, isSuccess, isPending } = useQuery({
    queryKey: subscriptionKeys.current(),
    queryFn: currentSubscription,
  });
  return { limits: isSuccess ? planLimitsOf(data) : undefined, isPending };
}

export const usePlanLimits = (): PlanLimits | undefined => usePlanLimitsState().limits;
