import {
  ADMIN_ENTITLEMENTS,
  entitlementsOfPlan,
  isFeatureOpen,
  NO_PLAN_ENTITLEMENTS,
  PlanEntitlementRow,
} from './plan-entitlements';

const plan = (overrides: Partial<PlanEntitlementRow>): PlanEntitlementRow => ({
  id: 1,
  name: 'Débutant',
  recordLimit: 100,
  analytics: 'basic',
  exportEnabled: false,
  apiAccess: false,
  webhooks: false,
  limits: { watches: 25, savedSearchAlerts: 1 },
  ...overrides,
});

describe('plan entitlements', () => {
  it('carry the plan columns, limits included', () => {
    expect(entitlementsOfPlan(plan({}))).toEqual({
      plan: { id: 1, name: 'Débutant' },
      recordLimit: 100,
      analytics: 'basic',
      export: false,
      apiAccess: false,
      webhooks: false,
      limits: { watches: 25, savedSearchAlerts: 1 },
    });
  });

  it('open a feature only when the plan sells it, advanced analytics above basic', () => {
    const basic = entitlementsOfPlan(plan({}));
    expect(isFeatureOpen(basic, 'analytics')).toBe(true);
    expect(isFeatureOpen(basic, 'advancedAnalytics')).toBe(false);
    expect(isFeatureOpen(basic, 'export')).toBe(false);
    const pro = entitlementsOfPlan(plan({ analytics: 'advanced', exportEnabled: true }));
    expect(isFeatureOpen(pro, 'advancedAnalytics')).toBe(true);
    expect(isFeatureOpen(pro, 'export')).toBe(true);
    expect(isFeatureOpen(pro, 'webhooks')).toBe(false);
  });

  it('close everything without a plan and open everything to admins', () => {
    const features = ['analytics', 'advancedAnalytics', 'export', 'apiAccess', 'webhooks'] as const;
    for (const feature of features) {
      expect(isFeatureOpen(NO_PLAN_ENTITLEMENTS, feature)).toBe(false);
      expect(isFeatureOpen(ADMIN_ENTITLEMENTS, feature)).toBe(true);
    }
  });
});
