import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage, useErrorToast } from '../../../shared/api';
import { creditQueries, TRANSACTIONS_PAGE_SIZE } from '../api/credits-api';

/** The transaction history, 10 rows a page (spec §9); the previous page stays while the next loads. */
export function useCreditHistory() {
  const { t } = useTranslation('credits');
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(1);
  const query = useQuery(creditQueries.transactions((page - 1) * TRANSACTIONS_PAGE_SIZE));
  useErrorToast(query.error, query.errorUpdatedAt, (error) =>
    errorMessage(error, t('errors.transactions')),
  );
  const total = query.data?.pagination.total ?? 0;
  return {
    transactions: query.data?.transactions ?? [],
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE)),
    setPage,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError && !query.data,
  };
}
