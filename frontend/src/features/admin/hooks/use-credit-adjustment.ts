import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError, useErrorMessage, useErrorToast } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { adminApi, adminKeys, adminQueries, type UserId } from '../api/admin-api';
import { creditAdjustmentSchema, parseAmount, type CreditAdjustmentValues } from '../schemas';

/**
 * The credit part of the edit dialog: the user's balance (from the detail call) and an adjustment
 * (positive adds, negative deducts). The dialog stays open so the new balance can be seen.
 */
export function useCreditAdjustment(userId: UserId) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const detail = useQuery(adminQueries.user(userId));
  useErrorToast(detail.error, detail.errorUpdatedAt, (error) =>
    errorMessage(error, t('users.errors.detail')),
  );
  const form = useForm<CreditAdjustmentValues>({
    resolver: zodResolver(creditAdjustmentSchema),
    defaultValues: { amount: '', reason: '' },
  });
  const adjust = useMutation({
    mutationFn: (values: CreditAdjustmentValues) =>
      adminApi.adjustCredits(userId, parseAmount(values.amount) ?? 0, values.reason.trim()),
    onSuccess: async (balance) => {
      queryClient.setQueryData(adminKeys.user(userId), (current) =>
        current ? { ...current, creditBalance: balance } : current,
      );
      form.reset({ amount: '', reason: '' });
      toast.success(t('users.credits.adjusted', { balance }));
      await queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
    onError: (error, values) => toast.error(adjustmentError(error, values)),
  });
  /** A deduction larger than the balance says that balance (the server sends it). */
  const adjustmentError = (error: unknown, values: CreditAdjustmentValues) => {
    const balance = (isApiError(error) && (error.body as { balance?: unknown })?.balance) ?? null;
    if (
      isApiError(error) &&
      error.code === 'ADJUSTMENT_EXCEEDS_BALANCE' &&
      typeof balance === 'number'
    )
      return t('users.credits.exceedsBalance', {
        count: balance,
        amount: Math.abs(parseAmount(values.amount) ?? 0),
      });
    return errorMessage(error, t('users.errors.credits'));
  };
  return {
    form,
    onSubmit: form.handleSubmit((values) => adjust.mutateAsync(values).catch(() => undefined)),
    balance: detail.data?.creditBalance,
    isBalanceLoading: detail.isPending,
    isAdjusting: adjust.isPending,
  };
}
