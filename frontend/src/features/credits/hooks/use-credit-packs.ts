import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage, useErrorToast } from '../../../shared/api';
import { redirect } from '../../../shared/browser/redirect';
import { useToast } from '../../../shared/ui/toast';
import { creditQueries, creditsApi, type CreditPack } from '../api/credits-api';

/** The packs and the purchase: checkout for the pack, then off to the payment page. */
export function useCreditPacks() {
  const { t } = useTranslation('credits');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const query = useQuery(creditQueries.packs());
  useErrorToast(query.error, query.errorUpdatedAt, (error) =>
    errorMessage(error, t('errors.packs')),
  );
  const checkout = useMutation({
    mutationFn: (pack: CreditPack) =>
      // The server prices the pack again and refuses a mismatch (PACK_PRICE_MISMATCH).
      creditsApi.checkout({
        packId: pack.id,
        amountInCents: pack.price,
        currency: 'eur',
        credits: pack.credits,
        description: pack.name,
      }),
    onSuccess: (url) => redirect.to(url),
    onError: (error) => toast.error(errorMessage(error, t('errors.checkout'))),
  });
  // Stays busy after success: the browser is on its way to the payment page.
  const isRedirecting = checkout.isPending || checkout.isSuccess;
  return {
    packs: query.data ?? [],
    isLoading: query.isPending,
    buy: (pack: CreditPack) => checkout.mutate(pack),
    buyingPackId: isRedirecting ? checkout.variables?.id : undefined,
    isBusy: isRedirecting,
  };
}
