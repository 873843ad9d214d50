import type { ApiSchemas } from '../../shared/api';

/** An opened record as the API returns it (spec §3, snake_case), with its favorite status. */
export type AnalyzerRecord = ApiSchemas['AnalyzerRecordResponse'];

/** A results row: the summary fields of a record; the rest is read by opening it. */
export type AnalyzerRecordSummary = ApiSchemas['AnalyzerRecordSummaryResponse'];

export type RecordPage = ApiSchemas['RecordPage'];

/** The search filter of spec §3. */
export interface SearchFilters {
  searchQuery: string;
  fromDate: string;
  toDate: string;
  types: string[];
  includeInactive: boolean;
}
