import { http, type ApiSchemas, type QueryParams } from '../../../shared/api';
import type { AnalyzerRecord, RecordPage } from '../types';

export const analyzerApi = {
  search: async (query: QueryParams) =>
    (await http.get<{ data: RecordPage }>('/analyzer/records', { query })).data,
  findOne: async (id: string | number) =>
    (await http.get<{ data: AnalyzerRecord }>(`/analyzer/records/${encodeURIComponent(id)}`)).data,
  /** Whether opening the record would take a credit now; reading it charges nothing. */
  openingCost: (id: string | number) =>
    http.get<ApiSchemas['RecordOpeningCostResponse']>(
      `/analyzer/records/${encodeURIComponent(id)}/cost`,
    ),
};

export type ExportFormat = 'csv' | 'xlsx';

export const analyzerExportApi = {
  /** The search's matches as a file (CONTRACT §7.6), at most 100,000 rows. */
  download: (query: QueryParams, format: ExportFormat) =>
    http.get<Blob>('/analyzer/export', { query: { ...query, format }, responseType: 'blob' }),
};

export const analyzerKeys = {
  all: ['analyzer'] as const,
  lists: () => [...analyzerKeys.all, 'list'] as const,
  list: (query: QueryParams) => [...analyzerKeys.lists(), query] as const,
  access: () => [...analyzerKeys.all, 'access'] as const,
  detail: (id: string | number) => [...analyzerKeys.all, 'detail', String(id)] as const,
  openingCost: (id: string | number) => [...analyzerKeys.all, 'opening-cost', String(id)] as const,
};
