import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { creditKeys } from '../../credits';
import {
  subscriptionKeys,
  subscriptionsApi,
  type Plan,
  type UserSubscription,
} from '../api/subscriptions-api';

export interface PlanChange {
  subscription: UserSubscription;
  plan: Plan;
}

/** Changing plan asks first; an upgrade applies at once, a downgrade at the period's end. */
export function useChangePlan() {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<PlanChange | null>(null);
  const change = useMutation({
    mutationFn: ({ subscription, plan }: PlanChange) =>
      subscriptionsApi.changePlan(subscription.id, plan.id),
    onSuccess: async (changed, { plan }) => {
      setTarget(null);
      toast.success(
        changed.pendingPlanId === plan.id
          ? t('plans.change.scheduled', { plan: plan.name })
          : t('plans.change.done', { plan: plan.name }),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.current() }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.entitlements() }),
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
      ]);
    },
    onError: (error) => toast.error(errorMessage(error, t('plans.change.error'))),
  });
  return {
    target,
    ask: (subscription: UserSubscription, plan: Plan) => setTarget({ subscription, plan }),
    dismiss: () => {
      if (!change.isPending) setTarget(null);
    },
    confirm: () => {
      if (target) change.mutate(target);
    },
    isChanging: change.isPending,
  };
}
