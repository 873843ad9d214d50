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

/** One announcement as read from the export: JSON columns checked but kept as their JSON text. */
export type BodaccImportRow = Record<BodaccTextColumn | BodaccJsonColumn, string | null> & {
  has_synthetic_id: boolean;
};
