import { useEntitlements } from '../../billing';
import type { PlanLimits } from '../limits';

/**
 * The watch and alert limits of the user's plan as the entitlements route says them, for
 * "x / limit"; undefined while unknown (loading or failed), `isPending` only while loading.
 */
export function usePlanLimitsState(): { limits: PlanLimits | undefined; isPending: boolean } {
  const { entitlements, isLoading } = useEntitlements();
  return { limits: entitlements?.limits, isPending: isLoading };
}

export const usePlanLimits = (): PlanLimits | undefined => usePlanLimitsState().limits;
