/** The export's delimiter; it is UTF-8 (docs/data-files.md). */
export const BODACC_DELIMITER = ';';

/** Text columns of the BODACC "annonces-commerciales" export (shared/fixtures/bodacc/README.md). */
export const BODACC_TEXT_COLUMNS = [
  'id',
  'publicationavis',
  'parution',
  'dateparution',
  'numeroannonce',
  'typeavis',
  'typeavis_lib',
  'familleavis',
  'familleavis_lib',
  'numerodepartement',
  'departement_nom_officiel',
  'region_code',
  'region_nom_officiel',
  'tribunal',
  'commercant',
  'ville',
  'registre',
  'cp',
  'pdf_parution_subfolder',
  'ispdf_unitaire',
  'url_complete',
] as const;

/** Columns holding JSON serialised as a string; stored as jsonb. */
export const BODACC_JSON_COLUMNS = [
  'listepersonnes',
  'listeetablissements',
  'jugement',
  'acte',
  'modificationsgenerales',
  'radiationaurcs',
  'depot',
  'listeprecedentexploitant',
  'listeprecedentproprietaire',
  'divers',
  'parutionavisprecedent',
] as const;

export type BodaccTextColumn = (typeof BODACC_TEXT_COLUMNS)[number];
export type BodaccJsonColumn = (typeof BODACC_JSON_COLUMNS)[number];

/** One announcement as stored in bodacc_announcements (id always set, maybe synthetic). */
export type BodaccRow = Record<BodaccTextColumn, string | null> &
  Record<BodaccJsonColumn, unknown> & { has_synthetic_id: boolean };

/**
 * One announcement as read from the export: JSON columns checked but kept as their JSON text,
 * with the number of JSON values they hold (null when not counted).
 */
export type BodaccImportRow = Record<BodaccTextColumn | BodaccJsonColumn, string | null> & {
  has_synthetic_id: boolean;
  json_nodes: number | null;
};

/** Columns only the BODACC export names, all of them, even in a partial export. */
const BODACC_EXPORT_SIGNATURE = ['publicationavis', 'dateparution', 'numeroannonce', 'familleavis'];

/**
 * Whether a CSV header is the BODACC export's (`id;publicationavis;parution;dateparution;…`)
 * rather than an analyzer CSV's, whose records are named by `annonce_id`.
 */
export function isBodaccExportHeader(columns: readonly string[]): boolean {
  const names = new Set(columns.map((column) => column.toLowerCase()));
  return !names.has('annonce_id') && BODACC_EXPORT_SIGNATURE.every((column) => names.has(column));
}
