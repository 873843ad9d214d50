import type { Entitlements } from '../billing';

/** How many watches and alerting saved searches the plan allows; null: unlimited. */
export type PlanLimits = Entitlements['limits'];

/** Whether `used` has reached a known, finite limit. */
export const isAtLimit = (used: number, limit: number | null | undefined): boolean =>
  typeof limit === 'number' && used >= limit;
