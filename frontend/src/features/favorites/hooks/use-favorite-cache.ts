import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AnalyzerRecord, AnalyzerRecordSummary, RecordPage } from '../../analyzer/types';
import { analyzerKeys } from '../../../shared/api';
import { favoritesKeys } from '../api/favorites-api';
import type { Favorite, FavoritesPage } from '../types';

/** Keeps every cached view of a favorite (list pages, detail) in step after a change. */
export function useFavoriteCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      replace(favorite: Favorite) {
        queryClient.setQueriesData<FavoritesPage>({ queryKey: favoritesKeys.lists() }, (page) =>
          page
            ? {
                ...page,
                favorites: page.favorites.map((row) => (row.id === favorite.id ? favorite : row)),
              }
            : page,
        );
        queryClient.setQueryData(favoritesKeys.detail(favorite.id), favorite);
      },
      /** Spec §4: the row disappears and the total drops by one, before the list is read again. */
      drop(id: number) {
        queryClient.setQueriesData<FavoritesPage>({ queryKey: favoritesKeys.lists() }, (page) =>
          page && page.favorites.some((row) => row.id === id)
            ? {
                ...page,
                favorites: page.favorites.filter((row) => row.id !== id),
                total: Math.max(0, page.total - 1),
              }
            : page,
        );
        queryClient.removeQueries({ queryKey: favoritesKeys.detail(id), exact: true });
        queryClient.removeQueries({ queryKey: favoritesKeys.documents(id), exact: true });
      },
      setDocumentCount(id: number, count: number) {
        const update = (favorite: Favorite | undefined) =>
          favorite && favorite.id === id ? { ...favorite, documentCount: count } : favorite;
        queryClient.setQueriesData<FavoritesPage>({ queryKey: favoritesKeys.lists() }, (page) =>
          page ? { ...page, favorites: page.favorites.map((row) => update(row)!) } : page,
        );
        queryClient.setQueryData<Favorite>(favoritesKeys.detail(id), update);
      },
      /** The record's favorite status, wherever the Analyzer and the check route show it. */
      markRecord(recordId: number, favorite: Favorite | null) {
        const status = { isFavorite: Boolean(favorite), favorite: favorite && { id: favorite.id } };
        const update = <R extends AnalyzerRecordSummary>(record: R): R =>
          record.id === recordId ? { ...record, ...status } : record;
        queryClient.setQueriesData<RecordPage>({ queryKey: analyzerKeys.lists() }, (page) =>
          page ? { ...page, data: page.data.map(update) } : page,
        );
        queryClient.setQueryData<AnalyzerRecord>(analyzerKeys.detail(recordId), (record) =>
          record ? update(record) : record,
        );
        queryClient.setQueryData(favoritesKeys.check(recordId), status);
      },
      /** The favorites lists carry the record's fields, so they are read again rather than patched. */
      invalidateLists: () => queryClient.invalidateQueries({ queryKey: favoritesKeys.lists() }),
      invalidate: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: favoritesKeys.all }),
          queryClient.invalidateQueries({ queryKey: analyzerKeys.all }),
        ]),
    }),
    [queryClient],
  );
}
