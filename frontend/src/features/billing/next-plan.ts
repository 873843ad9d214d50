import type { CataloguePlan, Entitlements } from './api/subscriptions-api';

export type PlanLimitKind = keyof Entitlements['limits'];

/**
 * The first plan of the catalogue that allows more of `kind` than `limit` (the user's plan's), or
 * undefined when the user's limit is unknown or unlimited, or no plan allows more.
 */
export function nextPlanFor(
  plans: readonly CataloguePlan[],
  kind: PlanLimitKind,
  limit: number | null | undefined,
): CataloguePlan | undefined {
  if (typeof limit !== 'number') return undefined;
  return plans.find((plan) => {
    const allowed = plan.limits[kind];
    return allowed === null || allowed > limit;
  });
}
