import type { JudgmentKind, Practitioner } from './judgment-facts';

/** One catalogue record as the jobs write it (spec §3 field names; dates as YYYY-MM-DD). */
export interface AnalyzerRecordInput {
  annonce_id: string;
  date_parution: string | null;
  type_annonce: string | null;
  nom_complet: string | null;
  nom_commercial: string | null;
  forme_juridique: string | null;
  rcs: string | null;
  siren: string | null;
  date_annonce: string | null;
  tribunal: string | null;
  numero_departement: string | null;
  adresse: string | null;
  ville: string | null;
  capital: number | null;
  activite: string | null;
  famille: string | null;
  numero_annonce: string | null;
  proceduration_collective_existe: boolean;
  type_jugement: string | null;
  date_jugement: string | null;
  date_cessation_paiements: string | null;
  complementaire: string | null;
  annonce_text: string | null;
  details_annonce_json: unknown;
  /** The official notice on bodacc.fr. */
  url_complete: string | null;
  /** Every SIREN the notice names, `siren` first (a sale or a merger names several). */
  sirens: string[];
  /** The notice a rectificatif or an annulation corrects. */
  previous_annonce_id: string | null;
  /** Words the search finds beside the record's fields (the notice's other SIRENs). */
  search_extra: string | null;
}

/** A record as the catalogue stores it: the input and what is derived from it once, at writing. */
export interface WrittenRecord extends AnalyzerRecordInput {
  judgment_kind: JudgmentKind | null;
  /** Null when the judgment names none. */
  practitioners: Practitioner[] | null;
  /** The block holding the details kept apart from the row (notice-detail-blocks.ts), if any. */
  details_block: number | null;
}
