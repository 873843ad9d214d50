import { queryOptions } from '@tanstack/react-query';
import { api, type ApiSchemas } from '../../../shared/api';

export type Plan = ApiSchemas['PlanResponse'];

/** A plan of the public catalogue, with its watch and alert limits. */
export type CataloguePlan = ApiSchemas['CataloguePlanResponse'];

export type SubscriptionStatus = ApiSchemas['SubscriptionStatus'];

export type UserSubscription = ApiSchemas['SubscriptionResponse'];

export type Entitlements = ApiSchemas['EntitlementsResponse'];

export const subscriptionsApi = {
  plans: () => api.get('/api/subscriptions/plans').then((body) => body.plans),
  current: () => api.get('/api/subscriptions/current').then((body) => body.subscription),
  mine: () => api.get('/api/subscriptions/user').then((body) => body.subscriptions),
  cancel: (id: number) => api.post('/api/subscriptions/{id}/cancel', { params: { path: { id } } }),
  changePlan: (id: number, planId: number) =>
    api
      .post('/api/subscriptions/{id}/change-plan', { params: { path: { id } }, body: { planId } })
      .then((body) => body.subscription),
  entitlements: (): Promise<Entitlements> => api.get('/api/subscriptions/entitlements'),
  checkout: (planId: number) =>
    api.post('/api/payments/checkout/subscription', { body: { planId } }).then((body) => body.url),
};

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: () => ['subscriptions', 'plans'] as const,
  current: () => ['subscriptions', 'current'] as const,
  mine: () => ['subscriptions', 'mine'] as const,
  entitlements: () => ['subscriptions', 'entitlements'] as const,
};

export const subscriptionQueries = {
  plans: () =>
    queryOptions({
      queryKey: subscriptionKeys.plans(),
      queryFn: subscriptionsApi.plans,
      staleTime: Infinity,
    }),
  current: () =>
    queryOptions({ queryKey: subscriptionKeys.current(), queryFn: subscriptionsApi.current }),
  mine: () => queryOptions({ queryKey: subscriptionKeys.mine(), queryFn: subscriptionsApi.mine }),
};

/** The plan the server marks for emphasis (additionalFeatures contains 'Highlighted'). */
export const isHighlighted = (plan: Plan): boolean =>
  plan.additionalFeatures.some((feature) => feature.toLowerCase() === 'highlighted');

/** During the free trial nothing has been charged yet (CONTRACT 4.6). */
export const isTrialing = (subscription: UserSubscription, now = new Date()): boolean =>
  subscription.status === 'active' &&
  subscription.trialEndsAt != null &&
  new Date(subscription.trialEndsAt) > now;
