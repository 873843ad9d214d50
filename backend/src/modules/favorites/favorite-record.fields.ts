import type { AnalyzerRecordResponse } from '../analyzer';

/**
 * The record's fields a favorite shows: those of a results row. Adding a favorite is free, so it
 * gives no more than the search does; the rest is read by opening the record, which is metered
 * (CONTRACT §4.5). The favorites API test checks that these stay within a results row.
 */
export const FAVORITE_RECORD_FIELDS = [
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
  'type_jugement',
  'url_complete',
  'companyStatus',
] as const satisfies readonly (keyof AnalyzerRecordResponse)[];

export type FavoriteRecordField = (typeof FAVORITE_RECORD_FIELDS)[number];
