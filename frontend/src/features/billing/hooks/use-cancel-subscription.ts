import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import {
  subscriptionKeys,
  subscriptionsApi,
  type UserSubscription,
} from '../api/subscriptions-api';

/** Cancelling asks first; afterwards the subscription lists and the current one refresh. */
export function useCancelSubscription() {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<UserSubscription | null>(null);
  const cancel = useMutation({
    mutationFn: (subscription: UserSubscription) => subscriptionsApi.cancel(subscription.id),
    onSuccess: async (_, subscription) => {
      setTarget(null);
      toast.success(t('subscriptions.cancel.done', { plan: subscription.plan.name }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.current() }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.entitlements() }),
      ]);
    },
    onError: (error) => toast.error(errorMessage(error, t('subscriptions.errors.cancel'))),
  });
  return {
    target,
    ask: (subscription: UserSubscription) => setTarget(subscription),
    dismiss: () => {
      if (!cancel.isPending) setTarget(null);
    },
    confirm: () => {
      if (target) cancel.mutate(target);
    },
    isCancelling: cancel.isPending,
  };
}
