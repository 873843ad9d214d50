import type { ApiSchemas } from '../../shared/api';
import type { NoticeCompanyFields } from '../companies';

// TODO(contract): the generated schema does not have the fields below yet (CONTRACT §7.3);
// once the backend publishes them, take these types from ApiSchemas alone.

/** The earlier notice that a rectificatif or an annulation corrects. */
export interface PreviousNotice {
  annonce_id: string;
  date_parution: string | null;
  numero_annonce: string | null;
  /** Its official notice on bodacc.fr. */
  url: string;
}

/** What only an opened record says of its notice. */
export interface OpenedNoticeFields {
  /** Every SIREN of the notice: a sale or a merger lists several. */
  sirens: string[];
  /** The directors, as the notice writes them. */
  administration: string | null;
  categorie_vente: string | null;
  /** Where creditors oppose a sale. */
  opposition: string | null;
  /** YYYY-MM-DD */
  date_commencement_activite: string | null;
  avis_precedent: PreviousNotice | null;
}

/** An opened record as the API returns it (spec §3, snake_case), with its favorite status. */
export type AnalyzerRecord = ApiSchemas['AnalyzerRecordResponse'] &
  NoticeCompanyFields &
  OpenedNoticeFields;

/** A results row: the summary fields of a record; the rest is read by opening it. */
export type AnalyzerRecordSummary = ApiSchemas['AnalyzerRecordSummaryResponse'] &
  NoticeCompanyFields;

export type RecordPageMeta = ApiSchemas['RecordPageMeta'] & {
  /** How many matches the inactive filter hides (0 when inactive companies are included). */
  hiddenInactive: number;
  /** False past 10,000 hidden matches. */
  hiddenInactiveIsExact: boolean;
};

export interface RecordPage {
  data: AnalyzerRecordSummary[];
  meta: RecordPageMeta;
}

/** The search filter of spec §3, with the department, court and SIREN of CONTRACT §7.3. */
export interface SearchFilters {
  searchQuery: string;
  fromDate: string;
  toDate: string;
  types: string[];
  departements: string[];
  tribunal: string;
  /** As typed: spaces allowed. */
  siren: string;
  includeInactive: boolean;
}
