import { useMutation, useMutationState } from '@tanstack/react-query';
import { useCallback } from 'react';
import { favoritesApi } from '../api/favorites-api';
import type { Favorite } from '../types';
import { useFavoriteCache } from './use-favorite-cache';

const TOGGLE_KEY = ['favorites', 'toggle'] as const;

interface ToggleTarget {
  recordId: number;
  /** The record's favorite when it is one (Analyzer's `favorite`), else null. */
  favorite: { id: number | string } | null | undefined;
}

/**
 * For the Analyzer's favorite switch: adds (POST /favorites) or removes (DELETE /favorites/:id)
 * and refreshes the ['favorites'] and ['analyzer'] caches; one busy state per record.
 * Resolves to the new favorite, or null once removed.
 */
export function useToggleFavorite() {
  const cache = useFavoriteCache();
  const mutation = useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: async ({ recordId, favorite }: ToggleTarget): Promise<Favorite | null> => {
      if (favorite) {
        await favoritesApi.remove(Number(favorite.id));
        return null;
      }
      return favoritesApi.add(recordId);
    },
    onSuccess: (_result, { favorite }) => {
      if (favorite) cache.drop(Number(favorite.id));
    },
    onSettled: () => cache.invalidate(),
  });
  const busy = useMutationState({
    filters: { mutationKey: [...TOGGLE_KEY], status: 'pending' },
    select: (m) => (m.state.variables as ToggleTarget).recordId,
  });
  const { mutateAsync } = mutation;
  return {
    toggle: useCallback((target: ToggleTarget) => mutateAsync(target), [mutateAsync]),
    isBusy: (recordId: number) => busy.includes(recordId),
  };
}
