import type { AnalyzerRecord } from './entities/analyzer-record.entity';

/**
 * The record's API fields (CONTRACT §3: the columns' snake_case names) and the entity property
 * each one shows, in the order the API lists them.
 */
export const RECORD_FIELDS = {
  id: 'id',
  annonce_id: 'annonceId',
  date_parution: 'dateParution',
  type_annonce: 'typeAnnonce',
  nom_complet: 'nomComplet',
  nom_commercial: 'nomCommercial',
  forme_juridique: 'formeJuridique',
  rcs: 'rcs',
  siren: 'siren',
  date_annonce: 'dateAnnonce',
  tribunal: 'tribunal',
  numero_departement: 'numeroDepartement',
  adresse: 'adresse',
  ville: 'ville',
  capital: 'capital',
  activite: 'activite',
  famille: 'famille',
  numero_annonce: 'numeroAnnonce',
  proceduration_collective_existe: 'procedurationCollectiveExiste',
  type_jugement: 'typeJugement',
  date_jugement: 'dateJugement',
  date_cessation_paiements: 'dateCessationPaiements',
  complementaire: 'complementaire',
  annonce_text: 'annonceText',
  details_annonce_json: 'detailsAnnonceJson',
  url_complete: 'urlComplete',
  sirens: 'sirens',
  judgment_kind: 'judgmentKind',
  practitioners: 'practitioners',
} as const satisfies Record<string, keyof AnalyzerRecord>;

export type RecordField = keyof typeof RECORD_FIELDS;

/** Read as text, so a date stays the YYYY-MM-DD the API shows (as TypeORM reads a date column). */
export const DATE_FIELDS: ReadonlySet<RecordField> = new Set([
  'date_parution',
  'date_annonce',
  'date_jugement',
  'date_cessation_paiements',
]);

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
  'type_jugement',
  'url_complete',
  'date_jugement',
  'date_cessation_paiements',
  'judgment_kind',
  'practitioners',
] as const satisfies readonly RecordField[];

/** Read with the record, shown only under the contract's names (JudgmentView). */
export const JUDGMENT_ONLY_FIELDS = [
  'judgment_kind',
  'practitioners',
] as const satisfies readonly RecordField[];
