import type { ApiSchemas } from '../../shared/api/generated/api-schema';

/** POST /api/watches → { watch } */
export type NewWatch = ApiSchemas['WatchResponse'];

/** The latest notice of a watched company. */
export type WatchNotice = ApiSchemas['LastNoticeResponse'];

/** GET /api/watches → { watches, releasedSlots } */
export type Watch = ApiSchemas['WatchListItemResponse'];
export type WatchList = ApiSchemas['WatchListResponse'];

/** What a portfolio import did with each line (CONTRACT §8.4). */
export type WatchImport = ApiSchemas['WatchImportResponse'];

/** The analyzer search's query parameters, as a saved search keeps them (all optional when sent). */
export type SavedSearchFilters = Partial<ApiSchemas['SavedSearchFilters']>;

/** GET /api/saved-searches → { savedSearches }; POST and PATCH → { savedSearch } */
export type SavedSearch = ApiSchemas['SavedSearchResponse'];

export interface NewSavedSearch {
  name: string;
  filters: SavedSearchFilters;
  alert: boolean;
}

export type NotificationKind = ApiSchemas['NotificationKind'];

export type AlertNotification = ApiSchemas['NotificationItem'];
export type NotificationId = AlertNotification['id'];

/** GET /api/notifications?page&limit */
export type NotificationsPage = ApiSchemas['NotificationListResponse'];

/** socket.io `notifications:new`, sent to the owner's sockets only. */
export type NotificationsNewEvent = ApiSchemas['NotificationsNewEvent'];

export const NOTIFICATIONS_NEW_EVENT = 'notifications:new';

export type EmailFrequency = ApiSchemas['EmailFrequency'];
export const EMAIL_FREQUENCIES = [
  'instant',
  'daily',
  'weekly',
  'off',
] as const satisfies readonly EmailFrequency[];

/** GET / PUT /api/notifications/preferences */
export type NotificationPreferences = ApiSchemas['NotificationPreferencesResponse'];

/** The error code of a watch or an alerting search over the plan's limit (403). */
export const PLAN_LIMIT_REACHED = 'PLAN_LIMIT_REACHED';
