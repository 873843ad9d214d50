import { useCallback } from 'react';
import { useToggleFavorite } from '../../favorites';
import type { AnalyzerRecordSummary } from '../types';

/** The favorites feature's one switch, fed with what a record says of its favorite. */
export function useRecordFavorite() {
  const { toggle, isBusy } = useToggleFavorite();
  return {
    toggle: useCallback(
      (record: AnalyzerRecordSummary) =>
        void toggle({ recordId: record.id, favorite: record.isFavorite ? record.favorite : null }),
      [toggle],
    ),
    isBusy,
  };
}
