import type { CataloguePlan, Plan, UserSubscription } from './api/subscriptions-api';

/** The three plans the server seeds (prices in cents). */
export const PLANS: Plan[] = [
  {
    id: 1,
    name: 'Débutant',
    description: 'Pour découvrir les annonces BODACC',
    price: 999,
    currency: 'eur',
    interval: 'month',
    recordLimit: 100,
    monthlyCredits: 50,
    features: ['100 records per month', 'Basic analytics', 'Email support'],
    additionalFeatures: [],
  },
  {
    id: 2,
    name: 'Professionnel',
    description: 'Pour les équipes qui suivent leur marché',
    price: 2999,
    currency: 'eur',
    interval: 'month',
    recordLimit: 500,
    monthlyCredits: 250,
    features: ['500 records per month', 'Advanced analytics', 'Priority support', 'Data export'],
    additionalFeatures: ['Highlighted'],
  },
  {
    id: 3,
    name: 'Entreprise',
    description: 'Pour un usage intensif et intégré',
    price: 9999,
    currency: 'eur',
    interval: 'month',
    recordLimit: null,
    monthlyCredits: 1000,
    features: ['Unlimited records', 'All features'],
    additionalFeatures: [],
  },
];

/** The same plans as the public catalogue gives them, with their limits (CONTRACT §7.4). */
export const CATALOGUE_PLANS: CataloguePlan[] = PLANS.map((plan, i) => ({
  ...plan,
  limits: [
    { watches: 25, savedSearchAlerts: 1 },
    { watches: 250, savedSearchAlerts: 10 },
    { watches: null, savedSearchAlerts: null },
  ][i],
}));

export const aSubscription = (overrides: Partial<UserSubscription> = {}): UserSubscription => ({
  id: 7,
  userId: 1,
  subscriptionPlanId: 1,
  plan: PLANS[0],
  status: 'active',
  startDate: '2026-11-22T10:00:00.000Z',
  currentPeriodEnd: '2026-12-22T10:00:00.000Z',
  trialEndsAt: null,
  pendingPlanId: null,
  pendingPlan: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});
