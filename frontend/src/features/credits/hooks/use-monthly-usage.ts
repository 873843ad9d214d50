import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage, useErrorToast } from '../../../shared/api';
import { creditQueries } from '../api/credits-api';

/** The month's usage card: the server's figures, with a toast when they cannot be read. */
export function useMonthlyUsage() {
  const { t } = useTranslation('credits');
  const errorMessage = useErrorMessage();
  const query = useQuery(creditQueries.usage());
  useErrorToast(query.error, query.errorUpdatedAt, (error) =>
    errorMessage(error, t('errors.usage')),
  );
  return { usage: query.data, isLoading: query.isPending && query.fetchStatus !== 'idle' };
}
