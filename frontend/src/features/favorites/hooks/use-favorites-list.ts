import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/api';
import { FAVORITES_PAGE_SIZE, favoritesApi, favoritesKeys } from '../api/favorites-api';
import { useFavoriteError } from './use-favorite-error';

/** One page of the user's favorites (10 a page, spec §9); the previous page stays while the next loads. */
export function useFavoritesList() {
  const { t } = useTranslation('favorites');
  const errorMessage = useFavoriteError();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: favoritesKeys.list(page),
    queryFn: () => favoritesApi.list(page),
    placeholderData: keepPreviousData,
  });
  useErrorToast(query.error, query.errorUpdatedAt, (error) =>
    errorMessage(error, t('messages.fetchFailed')),
  );
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / FAVORITES_PAGE_SIZE));
  const favorites = query.data?.favorites ?? [];
  // The last row of a page was removed: show the page before it.
  const isPageEmptied =
    !query.isPlaceholderData && query.isSuccess && !favorites.length && page > 1;
  useEffect(() => {
    if (isPageEmptied) setPage((current) => Math.max(1, Math.min(current - 1, pageCount)));
  }, [isPageEmptied, pageCount]);
  return {
    favorites,
    total,
    page,
    pageCount,
    setPage,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError && !query.data,
  };
}
