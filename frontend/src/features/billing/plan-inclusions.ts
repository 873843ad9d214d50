import type { CataloguePlan } from './api/subscriptions-api';

/** The seeded plans, by a key that does not depend on the language. */
export type PlanKey = 'starter' | 'professional' | 'enterprise';

/** How many watches and alerting saved searches a plan allows (null: unlimited). */
export type PlanLimits = CataloguePlan['limits'];

/** One line of a plan card: a `billing:included.*` text, with its count when it has one. */
export interface PlanInclusion {
  key: string;
  count?: number;
}

/** Where a card lists the plan's watch and alert limits, which the catalogue gives. */
const LIMITS = 'limits';

/**
 * What each plan includes (CONTRACT §7.4, §7.6), the one list the home page and the plan cards
 * show. Apart from the limits, it mirrors the server's plan columns and backend
 * `billing/plan-entitlements.ts`.
 */
const PLAN_INCLUSIONS: Readonly<Record<PlanKey, (PlanInclusion | typeof LIMITS)[]>> = {
  starter: [
    { key: 'records', count: 100 },
    { key: 'credits', count: 50 },
    { key: 'basicAnalytics' },
    LIMITS,
    { key: 'emailSupport' },
  ],
  professional: [
    { key: 'records', count: 500 },
    { key: 'credits', count: 250 },
    { key: 'advancedAnalytics' },
    { key: 'export' },
    LIMITS,
    { key: 'prioritySupport' },
  ],
  enterprise: [
    { key: 'unlimitedRecords' },
    { key: 'credits', count: 1000 },
    { key: 'advancedAnalytics' },
    { key: 'export' },
    { key: 'apiAccess' },
    { key: 'webhooks' },
    LIMITS,
    { key: 'dedicatedSupport' },
  ],
};

function limitInclusions({ watches, savedSearchAlerts }: PlanLimits): PlanInclusion[] {
  return [
    watches === null ? { key: 'unlimitedWatches' } : { key: 'watches', count: watches },
    savedSearchAlerts === null
      ? { key: 'unlimitedAlerts' }
      : { key: 'alerts', count: savedSearchAlerts },
  ];
}

/** A plan's card lines; the limit lines are left out while the catalogue is not known. */
export function planInclusions(planKey: PlanKey, limits: PlanLimits | undefined): PlanInclusion[] {
  return PLAN_INCLUSIONS[planKey].flatMap((line) =>
    line === LIMITS ? (limits ? limitInclusions(limits) : []) : [line],
  );
}

const PLAN_KEY_BY_NAME: Readonly<Record<string, PlanKey>> = {
  Débutant: 'starter',
  Professionnel: 'professional',
  Entreprise: 'enterprise',
};

/** The key of a plan the server names; undefined for a plan added since. */
export const planKeyOf = (name: string): PlanKey | undefined => PLAN_KEY_BY_NAME[name];
