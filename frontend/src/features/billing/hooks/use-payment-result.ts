import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../../shared/auth';
import { useToast } from '../../../shared/ui/toast';
import { creditKeys, creditQueries } from '../../credits';
import { subscriptionKeys, subscriptionQueries } from '../api/subscriptions-api';

export type PaymentType = 'subscription' | 'credit' | 'other';

export const PAYMENT_REFRESH_DELAY_MS = 2000;

const CONTINUE_TARGET: Record<PaymentType, string> = {
  subscription: '/subscriptions',
  credit: '/credits',
  other: '/analyzer',
};
const RETRY_TARGET: Record<PaymentType, string> = {
  subscription: '/subscriptions',
  credit: '/credits',
  other: '/',
};

export function usePaymentType(): PaymentType {
  const [params] = useSearchParams();
  const type = params.get('type');
  return type === 'subscription' || type === 'credit' ? type : 'other';
}

/**
 * Success: wait 2 s (the provider's confirmation), then refresh subscriptions and balance.
 * Signed out (the page is public) there is nothing to refresh.
 */
export function usePaymentSuccess() {
  const type = usePaymentType();
  const { t } = useTranslation('billing');
  const toast = useToast();
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(true);
  const signedIn = useRef(isAuthenticated);
  signedIn.current = isAuthenticated;
  useEffect(() => {
    let isMounted = true;
    const timer = setTimeout(async () => {
      if (signedIn.current) {
        // Everything billing shows is stale now; these three are fetched at once.
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all, refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: creditKeys.all, refetchType: 'none' });
        const refreshes = [
          [queryClient.fetchQuery(subscriptionQueries.mine()), 'subscriptions.errors.refreshList'],
          [
            queryClient.fetchQuery(subscriptionQueries.current()),
            'subscriptions.errors.refreshCurrent',
          ],
          [queryClient.fetchQuery(creditQueries.balance()), 'subscriptions.errors.refreshBalance'],
        ] as const;
        const results = await Promise.allSettled(refreshes.map(([refresh]) => refresh));
        results.forEach((result, index) => {
          if (isMounted && result.status === 'rejected') toast.error(t(refreshes[index][1]));
        });
      }
      if (isMounted) setConfirming(false);
    }, PAYMENT_REFRESH_DELAY_MS);
    return () => {
      isMounted = false;
      clearTimeout(timer);
    };
  }, [queryClient, toast, t]);
  return { type, isConfirming, continueTo: CONTINUE_TARGET[type] };
}

export function usePaymentCancel() {
  const type = usePaymentType();
  return { type, retryTo: RETRY_TARGET[type] };
}
