import { api, type ApiSchemas } from '../../../shared/api';
import type { FilterQuery } from '../../analyzer';

export type Analytics = ApiSchemas['AnalyticsResponse'];

export const analyticsApi = {
  /** The analytics of the analyzer's filters (CONTRACT §7.6), over the records the user sees. */
  of: (query: FilterQuery): Promise<Analytics> => api.get('/api/analytics', { params: { query } }),
};

export const analyticsKeys = {
  all: ['analytics'] as const,
  of: (query: FilterQuery) => [...analyticsKeys.all, 'breakdowns', query] as const,
};
