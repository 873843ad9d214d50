import { api } from '../../../shared/api';
import type { HistoryEstimate, HistoryStatus } from '../types';

/** CONTRACT §8.1: the whole BODACC since a day, loaded month by month. */
export const historyApi = {
  status: (): Promise<HistoryStatus> => api.get('/api/admin/history'),
  /** Asks the portal: may take a second, or fail (502, 409 SYNC_DISABLED). */
  estimate: (from: string): Promise<HistoryEstimate> =>
    api.get('/api/admin/history/estimate', { params: { query: { from } } }),
  start: (from: string): Promise<HistoryStatus> =>
    api.post('/api/admin/history/start', { body: { from } }),
  pause: (): Promise<HistoryStatus> => api.post('/api/admin/history/pause'),
  resume: (): Promise<HistoryStatus> => api.post('/api/admin/history/resume'),
};

export const historyKeys = {
  all: ['ingestion', 'history'] as const,
  status: () => [...historyKeys.all, 'status'] as const,
  estimate: (from: string) => [...historyKeys.all, 'estimate', from] as const,
};
