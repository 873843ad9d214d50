import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

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

/** Success: wait 2 s (the provider's confirmation), then refresh subscriptions and balance. */
export function usePaymentSuccess() {
  const type = usePaymentType();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
      void queryClient.invalidateQueries({ queryKey: ['credits'] });
      setConfirming(false);
    }, PAYMENT_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient]);
  return { type, isConfirming, continueTo: CONTINUE_TARGET[type] };
}

export function usePaymentCancel() {
  const type = usePaymentType();
  return { type, retryTo: RETRY_TARGET[type] };
}
