import { http, type ApiSchemas, type QueryParams } from '../../../shared/api';

export type Analytics = ApiSchemas['AnalyticsResponse'];

export const analyticsApi = {
  /** The analytics of the analyzer's filters (CONTRACT §7.6), over the records the user sees. */
  of: (query: QueryParams) => http.get<Analytics>('/analytics', { query }),
};

export const analyticsKeys = {
  all: ['analytics'] as const,
  of: (query: QueryParams) => [...analyticsKeys.all, 'breakdowns', query] as const,
};
