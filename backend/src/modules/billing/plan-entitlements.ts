/** What a plan opens (CONTRACT §7.6), as every guard and screen reads it. */
export type AnalyticsLevel = 'basic' | 'advanced';

/** A feature a route may require; `advancedAnalytics` is analytics at the advanced level. */
export type PlanFeature = 'analytics' | 'advancedAnalytics' | 'export' | 'apiAccess' | 'webhooks';

export interface PlanLimits {
  /** null: unlimited. */
  watches: number | null;
  savedSearchAlerts: number | null;
}

export interface Entitlements {
  plan: { id: number; name: string } | null;
  /** Records a month; null: unlimited. */
  recordLimit: number | null;
  analytics: AnalyticsLevel | null;
  export: boolean;
  apiAccess: boolean;
  webhooks: boolean;
  limits: PlanLimits;
}

/** The plan columns entitlements derive from. */
export interface PlanEntitlementRow {
  id: number;
  name: string;
  recordLimit: number | null;
  analytics: AnalyticsLevel | null;
  exportEnabled: boolean;
  apiAccess: boolean;
  webhooks: boolean;
  limits: PlanLimits;
}

/** Without a plan (CONTRACT §7.4): a few watches, no alerting saved search. */
export const NO_PLAN_LIMITS: PlanLimits = { watches: 5, savedSearchAlerts: 0 };
const UNLIMITED: PlanLimits = { watches: null, savedSearchAlerts: null };

export const NO_PLAN_ENTITLEMENTS: Entitlements = {
  plan: null,
  recordLimit: 0,
  analytics: null,
  export: false,
  apiAccess: false,
  webhooks: false,
  limits: NO_PLAN_LIMITS,
};

/** Admins run the product: every feature, no limit. */
export const ADMIN_ENTITLEMENTS: Entitlements = {
  plan: null,
  recordLimit: null,
  analytics: 'advanced',
  export: true,
  apiAccess: true,
  webhooks: true,
  limits: UNLIMITED,
};

export function entitlementsOfPlan(plan: PlanEntitlementRow): Entitlements {
  return {
    plan: { id: plan.id, name: plan.name },
    recordLimit: plan.recordLimit,
    analytics: plan.analytics,
    export: plan.exportEnabled,
    apiAccess: plan.apiAccess,
    webhooks: plan.webhooks,
    limits: plan.limits,
  };
}

export function isFeatureOpen(entitlements: Entitlements, feature: PlanFeature): boolean {
  switch (feature) {
    case 'analytics':
      return entitlements.analytics !== null;
    case 'advancedAnalytics':
      return entitlements.analytics === 'advanced';
    default:
      return entitlements[feature];
  }
}
