import { useQuery } from '@tanstack/react-query';
import { subscriptionQueries } from '../api/subscriptions-api';
import { nextPlanFor, type PlanLimitKind } from '../next-plan';
import { useEntitlements } from './use-entitlements';

/** The plan a user would move to for more of `kind` (CONTRACT §7.4), once both are known. */
export function useNextPlan(kind: PlanLimitKind) {
  const { entitlements } = useEntitlements();
  const plans = useQuery(subscriptionQueries.plans());
  return nextPlanFor(plans.data ?? [], kind, entitlements?.limits[kind]);
}
