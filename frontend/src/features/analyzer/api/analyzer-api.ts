import { http, type QueryParams } from '../../../shared/api';
import type { AnalyzerRecord, RecordPage } from '../types';

interface Envelope<T> {
  success: boolean;
  data: T;
}

export const analyzerApi = {
  search: async (query: QueryParams) =>
    (await http.get<Envelope<RecordPage>>('/analyzer/records', { query })).data,
  findOne: async (id: string | number) =>
    (await http.get<Envelope<AnalyzerRecord>>(`/analyzer/records/${encodeURIComponent(id)}`)).data,
};

export const analyzerKeys = {
  all: ['analyzer'] as const,
  lists: () => [...analyzerKeys.all, 'list'] as const,
  list: (query: QueryParams) => [...analyzerKeys.lists(), query] as const,
  access: () => [...analyzerKeys.all, 'access'] as const,
  detail: (id: string | number) => [...analyzerKeys.all, 'detail', String(id)] as const,
};
