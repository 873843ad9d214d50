import type { ApiSchemas } from '../../shared/api';
/** The earlier notice that a rectificatif or an annulation corrects. */
export type PreviousNotice = ApiSchemas['PreviousNoticeResponse'];

/** An opened record as the API returns it (spec §3, snake_case), with its favorite status. */
export type AnalyzerRecord = ApiSchemas['AnalyzerRecordResponse'];

/** A results row: the summary fields of a record; the rest is read by opening it. */
export type AnalyzerRecordSummary = ApiSchemas['AnalyzerRecordSummaryResponse'];

export type RecordPageMeta = ApiSchemas['RecordSearchMeta'];

export type RecordPage = ApiSchemas['RecordPage'];

/** GET /api/analyzer/coverage: the catalogue's days, size and sync (issue 30). */
export type CatalogueCoverage = ApiSchemas['CoverageResponse'];

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
  /** Company status codes (CONTRACT §8.2): the company's status today. */
  statuses: string[];
  /** Judgment kinds (CONTRACT §8.2): the notice's own judgment. */
  judgments: string[];
  includeInactive: boolean;
}
