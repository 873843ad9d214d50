import { api, type ApiSchemas } from '../../../shared/api';

export type SyncStatus = ApiSchemas['SyncStatusResponse'];
export type SyncRun = ApiSchemas['SyncRunResponse'];

/** CONTRACT §7.5: the scheduled BODACC sync. */
export const syncApi = {
  status: (): Promise<SyncStatus> => api.get('/api/admin/sync'),
  run: () => api.post('/api/admin/sync/run'),
  pause: (): Promise<SyncStatus> => api.post('/api/admin/sync/pause'),
  resume: (): Promise<SyncStatus> => api.post('/api/admin/sync/resume'),
};

export const syncKeys = {
  status: () => ['ingestion', 'sync'] as const,
};
