import { useQuery } from '@tanstack/react-query';
import { subscriptionQueries } from '../api/subscriptions-api';
import { planKeyOf, type PlanKey, type PlanLimits } from '../plan-inclusions';

/** Looks up a seeded plan's limits in the public catalogue; undefined until it has loaded. */
export function useCatalogueLimits(): (planKey: PlanKey) => PlanLimits | undefined {
  const { data: plans = [] } = useQuery(subscriptionQueries.plans());
  return (planKey) => plans.find((plan) => planKeyOf(plan.name) === planKey)?.limits;
}
