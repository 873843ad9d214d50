import { api, asFormData, binary, type ApiSchemas } from '../../../shared/api';
import type {
  NewSavedSearch,
  NewWatch,
  WatchImport,
  NotificationId,
  NotificationPreferences,
  NotificationsPage,
  SavedSearch,
  WatchList,
} from '../types';

export const watchesApi = {
  list: (): Promise<WatchList> => api.get('/api/watches'),
  add: (siren: string): Promise<NewWatch> =>
    api.post('/api/watches', { body: { siren } }).then((body) => body.watch),
  remove: (id: number) => api.delete('/api/watches/{id}', { params: { path: { id } } }),
  importFile: (file: File): Promise<WatchImport> =>
    api.post('/api/watches/import', { body: { file: binary(file) }, bodySerializer: asFormData }),
  importList: (sirens: string[]): Promise<WatchImport> =>
    api.post('/api/watches/import', { body: { sirens } }),
};

export const savedSearchesApi = {
  list: (): Promise<SavedSearch[]> =>
    api.get('/api/saved-searches').then((body) => body.savedSearches),
  create: (search: NewSavedSearch): Promise<SavedSearch> =>
    api
      // The generated type requires fields the server defaults (includeInactive): sent as chosen.
      .post('/api/saved-searches', { body: search as ApiSchemas['CreateSavedSearchDto'] })
      .then((body) => body.savedSearch),
  update: (id: number, changes: { name?: string; alert?: boolean }): Promise<SavedSearch> =>
    api
      .patch('/api/saved-searches/{id}', { params: { path: { id } }, body: changes })
      .then((body) => body.savedSearch),
  remove: (id: number) => api.delete('/api/saved-searches/{id}', { params: { path: { id } } }),
};

export const notificationsApi = {
  list: (page: number, limit: number): Promise<NotificationsPage> =>
    api.get('/api/notifications', { params: { query: { page, limit } } }),
  read: (id: NotificationId) =>
    api.post('/api/notifications/{id}/read', { params: { path: { id } } }),
  readAll: () => api.post('/api/notifications/read-all'),
  preferences: (): Promise<NotificationPreferences> => api.get('/api/notifications/preferences'),
  savePreferences: (preferences: NotificationPreferences): Promise<NotificationPreferences> =>
    api.put('/api/notifications/preferences', { body: preferences }),
};

export const alertsKeys = {
  all: ['alerts'] as const,
  watches: () => [...alertsKeys.all, 'watches'] as const,
  savedSearches: () => [...alertsKeys.all, 'saved-searches'] as const,
  notifications: () => [...alertsKeys.all, 'notifications'] as const,
  notificationPage: (page: number, limit: number) =>
    [...alertsKeys.notifications(), { page, limit }] as const,
  preferences: () => [...alertsKeys.all, 'preferences'] as const,
};
