import { http, type ApiSchemas } from '../../../shared/api';

export type SyncStatus = ApiSchemas['SyncStatusResponse'];
export type SyncRun = ApiSchemas['SyncRunResponse'];

/** CONTRACT §7.5: the scheduled BODACC sync. */
export const syncApi = {
  status: () => http.get<SyncStatus>('/admin/sync'),
  run: () => http.post<ApiSchemas['StartedJobResponse']>('/admin/sync/run'),
  pause: () => http.post<SyncStatus>('/admin/sync/pause'),
  resume: () => http.post<SyncStatus>('/admin/sync/resume'),
};

export const syncKeys = {
  status: () => ['ingestion', 'sync'] as const,
};
