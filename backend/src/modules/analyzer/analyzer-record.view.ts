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

/** What a results row shows; the rest of the record is read by opening it, which is metered. */
export const SUMMARY_FIELDS = [
  'id',
  'annonce_id',
  'date_parution',
  'type_annonce',
  'famille',
  'nom_complet',
  'nom_commercial',
  'forme_juridique',
  'rcs',
  'siren',
  'adresse',
  'ville',
  'numero_departement',
  'tribunal',
  'proceduration_collective_existe',
] as const satisfies readonly (keyof AnalyzerRecord)[];

export type AnalyzerRecordSummary = Pick<AnalyzerRecord, (typeof SUMMARY_FIELDS)[number]>;

export type AnalyzerRecordSummaryView = AnalyzerRecordSummary & {
  isFavorite: boolean;
  favorite: { id: number } | null;
};

export function toRecordSummaryView(
  record: AnalyzerRecordSummary,
  favoriteId: number | null = null,
): AnalyzerRecordSummaryView {
  const summary = Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, record[field]]));
  return {
    ...(summary as AnalyzerRecordSummary),
    isFavorite: favoriteId !== null,
    favorite: favoriteId === null ? null : { id: favoriteId },
  };
}
