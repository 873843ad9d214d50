import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/api';

export interface Plan {
  id: number;
  name: string;
  description: string;
  /** In cents. */
  price: number;
  currency: string;
  interval: 'month' | 'year' | 'week';
  /** Records a month; null means unlimited. */
  recordLimit: number | null;
  monthlyCredits?: number;
  features: string[];
  additionalFeatures: string[];
}

export type SubscriptionStatus = 'active' | 'canceled' | 'expired';

export interface UserSubscription {
  id: number;
  subscriptionPlanId: number;
  plan: Plan;
  status: SubscriptionStatus;
  startDate: string;
  currentPeriodEnd: string;
  createdAt?: string;
}

export const subscriptionsApi = {
  plans: () => http.get<{ plans: Plan[] }>('/subscriptions/plans').then((body) => body.plans),
  current: () =>
    http
      .get<{ subscription: UserSubscription | null }>('/subscriptions/current')
      .then((body) => body.subscription ?? null),
  mine: () =>
    http
      .get<{ subscriptions: UserSubscription[] }>('/subscriptions/user')
      .then((body) => body.subscriptions),
  cancel: (id: number) =>
    http.post<{ success: boolean; subscription?: UserSubscription }>(`/subscriptions/${id}/cancel`),
  checkout: (planId: number) =>
    http
      .post<{ url?: string; checkoutUrl?: string }>('/payments/checkout/subscription', { planId })
      .then((body) => body.url ?? body.checkoutUrl ?? ''),
};

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: () => ['subscriptions', 'plans'] as const,
  current: () => ['subscriptions', 'current'] as const,
  mine: () => ['subscriptions', 'mine'] as const,
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
