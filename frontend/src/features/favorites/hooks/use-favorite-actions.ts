import { useMutation, useMutationState } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { favoritesApi } from '../api/favorites-api';
import type { Favorite } from '../types';
import { useFavoriteCache } from './use-favorite-cache';
import { useFavoriteError } from './use-favorite-error';

const REMOVE_KEY = ['favorites', 'remove'] as const;
const ENRICH_KEY = ['favorites', 'enrich'] as const;

/** The ids of the favorites whose mutation of this kind is running: one busy state per row. */
function usePendingIds(mutationKey: readonly string[]): number[] {
  return useMutationState({
    filters: { mutationKey: [...mutationKey], status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: number }).id,
  });
}

interface CreditInfo {
  required?: number;
  balance?: number;
}

const creditInfoOf = (error: unknown): CreditInfo | null => {
  if (!isApiError(error)) return null;
  const info = (error.body as { creditInfo?: CreditInfo } | undefined)?.creditInfo;
  return info && typeof info === 'object' ? info : null;
};

/** Remove and enrich, for the list rows and the detail page. */
export function useFavoriteActions() {
  const { t } = useTranslation('favorites');
  const toast = useToast();
  const cache = useFavoriteCache();
  const errorMessage = useFavoriteError();

  const removal = useMutation({
    mutationKey: REMOVE_KEY,
    mutationFn: ({ id }: { id: number }) => favoritesApi.remove(id),
    onSuccess: (_result, { id }) => {
      cache.drop(id);
      toast.success(t('messages.removed'));
      void cache.invalidate();
    },
    onError: (error) => {
      toast.error(errorMessage(error, t('messages.removeFailed')));
    },
  });

  const enrichment = useMutation({
    mutationKey: ENRICH_KEY,
    mutationFn: ({ id, refresh }: { id: number; refresh: boolean }) =>
      favoritesApi.enrich(id, refresh),
    onSuccess: (result) => {
      // Spec §4: comingSoon changes nothing but an info toast.
      if ('comingSoon' in result) return void toast.info(t('messages.comingSoon'));
      cache.replace(result.data.favorite);
      toast.success(
        t(result.data.creditsCharged === 0 ? 'messages.enrichedReused' : 'messages.enriched'),
      );
      void cache.invalidate();
    },
    onError: (error) => {
      toast.error(errorMessage(error, t('messages.enrichFailed')));
      const credits = creditInfoOf(error);
      if (credits) toast.warning(t('messages.creditsWarning', { ...credits }));
    },
  });

  const removingIds = usePendingIds(REMOVE_KEY);
  const enrichingIds = usePendingIds(ENRICH_KEY);
  const { mutateAsync: removeAsync } = removal;
  const { mutate: enrich } = enrichment;

  return {
    /** Resolves true when the favorite was removed. */
    remove: useCallback(
      (favorite: Pick<Favorite, 'id'>) =>
        removeAsync({ id: favorite.id }).then(
          () => true,
          () => false,
        ),
      [removeAsync],
    ),
    /** `refresh` asks the API again and pays again even for a recent enrichment. */
    enrich: useCallback(
      (favorite: Pick<Favorite, 'id'>, refresh = false) => enrich({ id: favorite.id, refresh }),
      [enrich],
    ),
    isRemoving: (id: number) => removingIds.includes(id),
    isEnriching: (id: number) => enrichingIds.includes(id),
  };
}
