import type { ApiSchemas } from '../../shared/api';
/** The earlier notice that a rectificatif or an annulation corrects. */
export type PreviousNotice = ApiSchemas['PreviousNoticeResponse'];

/** An opened record as the API returns it (spec §3, snake_case), with its favorite status. */
export type AnalyzerRecord = ApiSchemas['AnalyzerRecordResponse'];

/** A results row: the summary fields of a record; the rest is read by opening it. */
export type AnalyzerRecordSummary = ApiSchemas['AnalyzerRecordSummaryResponse'];

export type RecordPageMeta = ApiSchemas['RecordSearchMeta'];

export type RecordPage = ApiSchemas['RecordPage'];

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
