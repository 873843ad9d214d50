import { AnalyzerRecord } from './entities/analyzer-record.entity';

/** A record as the API shows it (spec §3, snake_case), with its favorite status. */
export type AnalyzerRecordView = Omit<AnalyzerRecord, 'capital' | 'created_at' | 'updated_at'> & {
  capital: number | null;
  isFavorite: boolean;
  favorite: { id: number } | null;
};

export function toRecordView(
  record: AnalyzerRecord,
  favoriteId: number | null = null,
): AnalyzerRecordView {
  const fields: Partial<AnalyzerRecord> = { ...record };
  delete fields.created_at;
  delete fields.updated_at;
  const { capital } = record;
  return {
    ...(fields as Omit<AnalyzerRecord, 'capital' | 'created_at' | 'updated_at'>),
    capital: capital === null || capital === undefined ? null : Number(capital),
    isFavorite: favoriteId !== null,
    favorite: favoriteId === null ? null : { id: favoriteId },
  };
}
