import { http, type ApiSchemas } from '../../../shared/api';
import type {
  NewSavedSearch,
  NewWatch,
  NotificationId,
  NotificationPreferences,
  NotificationsPage,
  SavedSearch,
  WatchList,
} from '../types';

const id = (value: number | string) => encodeURIComponent(String(value));

export const watchesApi = {
  list: () => http.get<WatchList>('/watches'),
  add: (siren: string) =>
    http.post<{ watch: NewWatch }>('/watches', { siren }).then((body) => body.watch),
  remove: (watchId: number) => http.delete<void>(`/watches/${id(watchId)}`),
};

export const savedSearchesApi = {
  list: () =>
    http
      .get<{ savedSearches: SavedSearch[] }>('/saved-searches')
      .then((body) => body.savedSearches),
  create: (search: NewSavedSearch) =>
    http
      .post<{ savedSearch: SavedSearch }>('/saved-searches', search)
      .then((body) => body.savedSearch),
  update: (searchId: number, changes: { name?: string; alert?: boolean }) =>
    http
      .patch<{ savedSearch: SavedSearch }>(`/saved-searches/${id(searchId)}`, changes)
      .then((body) => body.savedSearch),
  remove: (searchId: number) => http.delete<void>(`/saved-searches/${id(searchId)}`),
};

export const notificationsApi = {
  list: (page: number, limit: number) =>
    http.get<NotificationsPage>('/notifications', { query: { page, limit } }),
  read: (notificationId: NotificationId) =>
    http.post<void>(`/notifications/${id(notificationId)}/read`),
  readAll: () => http.post<void>('/notifications/read-all'),
  preferences: () => http.get<NotificationPreferences>('/notifications/preferences'),
  savePreferences: (preferences: NotificationPreferences) =>
    http.put<NotificationPreferences>('/notifications/preferences', preferences),
};

/** The subscription giving access now (null: no plan), as billing reads it. */
export const currentSubscription = () =>
  http
    .get<ApiSchemas['CurrentSubscriptionResponse']>('/subscriptions/current')
    .then((body) => body.subscription);

export const alertsKeys = {
  all: ['alerts'] as const,
  watches: () => [...alertsKeys.all, 'watches'] as const,
  savedSearches: () => [...alertsKeys.all, 'saved-searches'] as const,
  notifications: () => [...alertsKeys.all, 'notifications'] as const,
  notificationPage: (page: number, limit: number) =>
    [...alertsKeys.notifications(), { page, limit }] as const,
  preferences: () => [...alertsKeys.all, 'preferences'] as const,
};
