import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { redirect } from '../../../shared/browser/redirect';
import { useToast } from '../../../shared/ui/toast';
import { subscriptionsApi } from '../api/subscriptions-api';

/** Subscribing: a checkout session for the plan, then the browser goes to the payment page. */
export function useSubscribe() {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const checkout = useMutation({
    mutationFn: (planId: number) => subscriptionsApi.checkout(planId),
    onSuccess: (url) => redirect.to(url),
    onError: (error) => toast.error(errorMessage(error, t('subscriptions.errors.checkout'))),
  });
  // Stays busy after success: the browser is on its way to the payment page.
  const isRedirecting = checkout.isPending || checkout.isSuccess;
  return {
    subscribe: (planId: number) => checkout.mutate(planId),
    pendingPlanId: isRedirecting ? checkout.variables : undefined,
    isBusy: isRedirecting,
  };
}
