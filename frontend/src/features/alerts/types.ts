import type { CompanyStatus } from '../companies';

// TODO(contract): the backend of issue 17 is written in parallel; these shapes follow
// /tmp/briefs/alerts-api.md (CONTRACT 7.4) until `npm run contract:generate` gives them as
// ApiSchemas['…'] — then replace each by its generated name.

/** POST /api/watches → { watch } */
export interface NewWatch {
  id: number;
  siren: string;
  /** The company's newest name in the catalogue; null when it has none. */
  name: string | null;
  createdAt: string;
}

/** The latest notice of a watched company. */
export interface WatchNotice {
  id: number;
  date_parution: string | null;
  type_annonce: string | null;
}

/** GET /api/watches → { watches } */
export interface Watch extends NewWatch {
  status: CompanyStatus;
  lastNotice: WatchNotice | null;
}

/** The analyzer search's query parameters, as a saved search keeps them. */
export interface SavedSearchFilters {
  q?: string;
  typeAnnonce?: string;
  dateFrom?: string;
  dateTo?: string;
  departement?: string;
  tribunal?: string;
  siren?: string;
  includeInactive?: boolean;
}

export const SAVED_FILTER_NAMES = [
  'q',
  'typeAnnonce',
  'dateFrom',
  'dateTo',
  'departement',
  'tribunal',
  'siren',
  'includeInactive',
] as const satisfies readonly (keyof SavedSearchFilters)[];

/** GET /api/saved-searches → { savedSearches }; POST and PATCH → { savedSearch } */
export interface SavedSearch {
  id: number;
  name: string;
  filters: SavedSearchFilters;
  /** Whether new matching notices notify the owner. */
  alert: boolean;
  createdAt: string;
}

export interface NewSavedSearch {
  name: string;
  filters: SavedSearchFilters;
  alert: boolean;
}

export type NotificationKind = 'watch' | 'saved_search';

/** A notification's id is a bigserial: it may come as a string. */
export type NotificationId = number | string;

export interface AlertNotification {
  id: NotificationId;
  kind: NotificationKind;
  createdAt: string;
  readAt: string | null;
  record: {
    id: number;
    nom_complet: string | null;
    type_annonce: string | null;
    date_parution: string | null;
    siren: string | null;
  };
  /** What matched: the watch or the saved search, by name. */
  source: { watchId?: number; savedSearchId?: number; name: string | null };
}

/** GET /api/notifications?page&limit */
export interface NotificationsPage {
  notifications: AlertNotification[];
  unreadCount: number;
  meta: { page: number; limit: number; total: number };
}

/** socket.io `notifications:new`, sent to the owner's sockets only. */
export interface NotificationsNewEvent {
  unreadCount: number;
  notifications: AlertNotification[];
}

export const NOTIFICATIONS_NEW_EVENT = 'notifications:new';

export const EMAIL_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

/** GET / PUT /api/notifications/preferences */
export interface NotificationPreferences {
  email: EmailFrequency;
  language: 'fr' | 'en';
}

/** The error code of a watch or an alerting search over the plan's limit (403). */
export const PLAN_LIMIT_REACHED = 'PLAN_LIMIT_REACHED';
