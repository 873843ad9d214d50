/** The seeded plans, by a key that does not depend on the language. */
export type PlanKey = 'starter' | 'professional' | 'enterprise';

/** One line of a plan card: a `billing:included.*` text, with its count when it has one. */
export interface PlanInclusion {
  key: string;
  count?: number;
}

/**
 * What each plan includes (CONTRACT §7.4, §7.6), the one list the home page and the plan cards
 * show. It mirrors the server's plan columns and backend `billing/plan-entitlements.ts`.
 */
export const PLAN_INCLUSIONS: Readonly<Record<PlanKey, PlanInclusion[]>> = {
  starter: [
    { key: 'records', count: 100 },
    { key: 'credits', count: 50 },
    { key: 'basicAnalytics' },
    { key: 'watches', count: 25 },
    { key: 'alerts', count: 1 },
    { key: 'emailSupport' },
  ],
  professional: [
    { key: 'records', count: 500 },
    { key: 'credits', count: 250 },
    { key: 'advancedAnalytics' },
    { key: 'export' },
    { key: 'watches', count: 250 },
    { key: 'alerts', count: 10 },
    { key: 'prioritySupport' },
  ],
  enterprise: [
    { key: 'unlimitedRecords' },
    { key: 'credits', count: 1000 },
    { key: 'advancedAnalytics' },
    { key: 'export' },
    { key: 'apiAccess' },
    { key: 'webhooks' },
    { key: 'unlimitedWatches' },
    { key: 'unlimitedAlerts' },
    { key: 'dedicatedSupport' },
  ],
};

const PLAN_KEY_BY_NAME: Readonly<Record<string, PlanKey>> = {
  Débutant: 'starter',
  Professionnel: 'professional',
  Entreprise: 'enterprise',
};

/** The key of a plan the server names; undefined for a plan added since. */
export const planKeyOf = (name: string): PlanKey | undefined => PLAN_KEY_BY_NAME[name];
