/** What a plan allows of the alerts (CONTRACT §7.4); null means unlimited. */
export interface PlanLimits {
  watches: number | null;
  alertingSearches: number | null;
}

/** Without a plan: a few watches, no alerting saved search. */
export const NO_PLAN_LIMITS: PlanLimits = { watches: 5, alertingSearches: 0 };
