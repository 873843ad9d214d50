import { useCallback } from 'react';
import { useToggleFavorite } from '../../favorites';
import type { AnalyzerRecord } from '../types';

/** The favorites feature's one switch, fed with what a record says of its favorite. */
export function useRecordFavorite() {
  const { toggle, isBusy } = useToggleFavorite();
  return {
    toggle: useCallback(
      (record: AnalyzerRecord) =>
        void toggle({ recordId: record.id, favorite: record.isFavorite ? record.favorite : null }),
      [toggle],
    ),
    isBusy,
  };
}
