import { api, type QueryParams } from '../../../shared/api';
import type { paths } from '../../../shared/api/generated/api-schema';
import type { AnalyzerRecord, CatalogueCoverage, RecordPage } from '../types';

/** The search's query as the backend types it: the filters, then the page. */
export type RecordQuery = NonNullable<paths['/api/analyzer/records']['get']['parameters']['query']>;

/** The filters alone (no page), as the export and the analytics take them. */
export type FilterQuery = Omit<RecordQuery, 'page' | 'limit'>;

/**
 * The query the analyzer's URL codec builds (loose values) as the route's typed query: empty
 * values are dropped, as the spec wants them left out of calls anyway.
 */
export function toRecordQuery(query: QueryParams): RecordQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null),
  ) as RecordQuery;
}

export const analyzerApi = {
  search: async (query: RecordQuery): Promise<RecordPage> =>
    (await api.get('/api/analyzer/records', { params: { query } })).data,
  findOne: async (id: string | number): Promise<AnalyzerRecord> =>
    (await api.get('/api/analyzer/records/{id}', { params: { path: { id: Number(id) } } })).data,
  /** Whether opening the record would take a credit now; reading it charges nothing. */
  openingCost: (id: string | number) =>
    api.get('/api/analyzer/records/{id}/cost', { params: { path: { id: Number(id) } } }),
  /** What the whole catalogue covers and how current the sync keeps it. */
  coverage: (): Promise<CatalogueCoverage> => api.get('/api/analyzer/coverage'),
};

export type ExportFormat = 'csv' | 'xlsx';

export const analyzerExportApi = {
  /** The search's matches as a file (CONTRACT §7.6), at most 100,000 rows. */
  download: (query: FilterQuery, format: ExportFormat) =>
    api.get('/api/analyzer/export', { params: { query: { ...query, format } }, parseAs: 'blob' }),
};

/** Its keys are shared (favorites and alerts refresh the analyzer's results). */
export { analyzerKeys } from '../../../shared/api';
