import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage, useErrorToast } from '../../../shared/api';
import { creditQueries } from '../api/credits-api';

/** The balance card: the balance, with a toast when it cannot be (re)loaded. */
export function useCreditBalance() {
  const { t } = useTranslation('credits');
  const errorMessage = useErrorMessage();
  const query = useQuery(creditQueries.balance());
  useErrorToast(query.error, query.errorUpdatedAt, (error) =>
    errorMessage(error, t('errors.balance')),
  );
  return { balance: query.data, isLoading: query.isPending && query.fetchStatus !== 'idle' };
}
