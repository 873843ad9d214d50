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
      'judgmentKind',
      'judgmentNature',
      'judgmentDate',
      'cessationDate',
      'practitioners',
      'complementaire',
    ],
  },
];

export const DATE_FIELDS = new Set<RecordField>([
  'date_parution',
  'date_annonce',
  'judgmentDate',
  'cessationDate',
  'date_commencement_activite',
]);

/**
 * Our own id of a notice the source gave none (a hash of its content): not a BODACC id, so not
 * shown as one.
 */
const SYNTHETIC_ANNONCE_ID = /^S[0-9a-f]{40}$/;
export const isBodaccAnnonceId = (id: string | null | undefined): id is string =>
  Boolean(id) && !SYNTHETIC_ANNONCE_ID.test(id as string);

/** Said by few notices: shown only when this one says it (the SIRENs only when there are several). */
const WHEN_SET = new Set<RecordField>([
  'companyStatus',
  'sirens',
  'date_commencement_activite',
  'administration',
  'avis_precedent',
  'categorie_vente',
  'opposition',
  'judgmentKind',
  'practitioners',
]);

/** Free texts that read better across the whole width. */
export const WIDE_FIELDS = new Set<RecordField>([
  'administration',
  'opposition',
  'judgmentNature',
  'practitioners',
  'complementaire',
]);

export function isFieldShown(record: Partial<AnalyzerRecord>, field: RecordField): boolean {
  if (field === 'annonce_id') return isBodaccAnnonceId(record.annonce_id);
  if (!WHEN_SET.has(field)) return true;
  const value = record[field];
  if (field === 'sirens') return (record.sirens ?? []).length > 1;
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && value !== '';
}
