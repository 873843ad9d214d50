import { queryOptions } from '@tanstack/react-query';
import { http, type ApiSchemas } from '../../../shared/api';

export type Plan = ApiSchemas['PlanResponse'];

export type SubscriptionStatus = ApiSchemas['SubscriptionStatus'];

export type UserSubscription = ApiSchemas['SubscriptionResponse'];

export type Entitlements = ApiSchemas['EntitlementsResponse'];

export const subscriptionsApi = {
  plans: () =>
    http.get<ApiSchemas['PlansResponse']>('/subscriptions/plans').then((body) => body.plans),
  current: () =>
    http
      .get<ApiSchemas['CurrentSubscriptionResponse']>('/subscriptions/current')
      .then((body) => body.subscription),
  mine: () =>
    http
      .get<ApiSchemas['SubscriptionsResponse']>('/subscriptions/user')
      .then((body) => body.subscriptions),
  cancel: (id: number) =>
    http.post<ApiSchemas['CanceledSubscriptionResponse']>(`/subscriptions/${id}/cancel`),
  changePlan: (id: number, planId: number) =>
    http
      .post<ApiSchemas['ChangedSubscriptionResponse']>(`/subscriptions/${id}/change-plan`, {
        planId,
      })
      .then((body) => body.subscription),
  entitlements: () => http.get<Entitlements>('/subscriptions/entitlements'),
  checkout: (planId: number) =>
    http
      .post<ApiSchemas['CheckoutResponse']>('/payments/checkout/subscription', { planId })
      .then((body) => body.url),
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
