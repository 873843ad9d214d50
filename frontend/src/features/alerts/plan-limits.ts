/** How many watches and alerting saved searches a plan allows; null: unlimited. */
export interface PlanLimits {
  watches: number | null;
  savedSearchAlerts: number | null;
}

// TODO(contract): CONTRACT 7.6's GET /api/subscriptions/entitlements will say `limits`; until
// it exists the screens know CONTRACT 7.4's table by the seeded plans' names. The server is the
// judge: these only show "x / limit", and an unknown plan shows no limit.
const WITHOUT_PLAN: PlanLimits = { watches: 5, savedSearchAlerts: 0 };
const BY_PLAN_NAME: Record<string, PlanLimits> = {
  Débutant: { watches: 25, savedSearchAlerts: 1 },
  Professionnel: { watches: 250, savedSearchAlerts: 10 },
  Entreprise: { watches: null, savedSearchAlerts: null },
};

/**
 * The limits of the subscription giving access now (null when there is none), or undefined
 * when its plan is not one the screens know.
 */
export function planLimitsOf(
  subscription: { plan: { name: string } } | null,
): PlanLimits | undefined {
  if (!subscription) return WITHOUT_PLAN;
  return BY_PLAN_NAME[subscription.plan.name];
}

/** Whether `used` has reached a known, finite limit. */
export const isAtLimit = (used: number, limit: number | null | undefined): boolean =>
  typeof limit === 'number' && used >= limit;
