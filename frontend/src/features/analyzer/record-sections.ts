import type { AnalyzerRecord } from './types';

export type RecordField = keyof AnalyzerRecord;

/** The record's fields (spec §3) by section, with what the notice itself says beside them. */
export const RECORD_SECTIONS: { key: string; fields: RecordField[] }[] = [
  {
    key: 'company',
    fields: [
      'nom_complet',
      'nom_commercial',
      'companyStatus',
      'forme_juridique',
      'rcs',
      'sirens',
      'capital',
      'adresse',
      'numero_departement',
      'activite',
      'date_commencement_activite',
      'administration',
    ],
  },
  {
    key: 'announcement',
    fields: [
      'type_annonce',
      'famille',
      'date_parution',
      'date_annonce',
      'numero_annonce',
      'annonce_id',
      'tribunal',
      'url_complete',
      'avis_precedent',
      'categorie_vente',
      'opposition',
    ],
  },
  {
    key: 'judgment',
    fields: [
      'proceduration_collective_existe',
      'type_jugement',
      'date_jugement',
      'date_cessation_paiements',
      'complementaire',
    ],
  },
];

export const DATE_FIELDS = new Set<RecordField>([
  'date_parution',
  'date_annonce',
  'date_jugement',
  'date_cessation_paiements',
  'date_commencement_activite',
]);

/** Said by few notices: shown only when this one says it (the SIRENs only when there are several). */
const WHEN_SET = new Set<RecordField>([
  'companyStatus',
  'sirens',
  'date_commencement_activite',
  'administration',
  'url_complete',
  'avis_precedent',
  'categorie_vente',
  'opposition',
]);

/** Free texts that read better across the whole width. */
export const WIDE_FIELDS = new Set<RecordField>(['administration', 'opposition']);

export function isFieldShown(record: Partial<AnalyzerRecord>, field: RecordField): boolean {
  if (!WHEN_SET.has(field)) return true;
  const value = record[field];
  if (Array.isArray(value)) return value.length > 1;
  return value !== null && value !== undefined && value !== '';
}
