import { useMutation, useMutationState } from '@tanstack/react-query';
import { useCallback } from 'react';
import { favoritesApi } from '../api/favorites-api';
import type { Favorite } from '../types';
import { useFavoriteCache } from './use-favorite-cache';

const TOGGLE_KEY = ['favorites', 'toggle'] as const;

export interface ToggleTarget {
  recordId: number;
  /** The record's favorite when it is one (the Analyzer's `favorite`), else null. */
  favorite: { id: number | string } | null | undefined;
}

/**
 * The one favorite switch: adds (POST /favorites) or removes (DELETE /favorites/:id), then
 * marks the record in the Analyzer's list and detail caches and the favorites check cache, and
 * reads the favorites list again; one busy state per record. A failure is only logged (spec §8).
 * Resolves to the new favorite, null once removed, or undefined when the call failed.
 */
export function useToggleFavorite() {
  const cache = useFavoriteCache();
  const mutation = useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: async ({ favorite, recordId }: ToggleTarget): Promise<Favorite | null> => {
      if (favorite) {
        await favoritesApi.remove(Number(favorite.id));
        return null;
      }
      return favoritesApi.add(recordId);
    },
    onSuccess: (result, { recordId, favorite }) => {
      cache.markRecord(recordId, result);
      if (favorite) cache.drop(Number(favorite.id));
      void cache.invalidateLists();
    },
    onError: (error) => console.error('Favorite toggle failed', error),
  });
  const busy = useMutationState({
    filters: { mutationKey: [...TOGGLE_KEY], status: 'pending' },
    select: (m) => (m.state.variables as ToggleTarget).recordId,
  });
  const { mutateAsync } = mutation;
  return {
    toggle: useCallback(
      (target: ToggleTarget) => mutateAsync(target).catch(() => undefined),
      [mutateAsync],
    ),
    isBusy: (recordId: number) => busy.includes(recordId),
  };
}
