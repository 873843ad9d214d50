import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { analyzerApi, analyzerKeys } from '../api/analyzer-api';
import type { AnalyzerRecord, AnalyzerRecordSummary, RecordPage } from '../types';

type Favorite = AnalyzerRecordSummary['favorite'];

/**
 * Adds or removes a record from the favorites, one busy state per record. Errors are only
 * logged (spec §8); the cached pages are updated with the new status.
 */
export function useFavoriteToggle() {
  const queryClient = useQueryClient();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());

  const setFavorite = useCallback(
    (recordId: number, favorite: Favorite) => {
      const update = <R extends AnalyzerRecordSummary>(record: R): R =>
        record.id === recordId ? { ...record, isFavorite: Boolean(favorite), favorite } : record;
      queryClient.setQueriesData<RecordPage>({ queryKey: analyzerKeys.lists() }, (page) =>
        page ? { ...page, data: page.data.map(update) } : page,
      );
      queryClient.setQueryData<AnalyzerRecord>(analyzerKeys.detail(recordId), (record) =>
        record ? update(record) : record,
      );
    },
    [queryClient],
  );

  const toggle = useCallback(
    async (record: AnalyzerRecordSummary) => {
      setBusyIds((ids) => new Set(ids).add(record.id));
      try {
        if (record.isFavorite && record.favorite) {
          await analyzerApi.removeFavorite(record.favorite.id);
          setFavorite(record.id, null);
        } else {
          const { favorite } = await analyzerApi.addFavorite(record.id);
          setFavorite(record.id, favorite ? { id: favorite.id } : null);
        }
      } catch (error) {
        console.error('Favorite toggle failed', error);
      } finally {
        setBusyIds((ids) => {
          const next = new Set(ids);
          next.delete(record.id);
          return next;
        });
      }
    },
    [setFavorite],
  );

  return { toggle, isBusy: (recordId: number) => busyIds.has(recordId) };
}
