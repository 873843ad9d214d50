import type { AlertNotification, NotificationsPage, SavedSearch, Watch } from './types';

export const aWatch = (overrides: Partial<Watch> = {}): Watch => ({
  id: 1,
  siren: '880878145',
  name: 'BOULANGERIE DUPONT',
  createdAt: '2026-01-05T09:00:00.000Z',
  status: { code: 'redressement_judiciaire', since: '2025-11-03', annonceId: 'A7' },
  lastNotice: { id: 42, date_parution: '2025-11-03', type_annonce: 'collective' },
  ...overrides,
});

export const aSavedSearch = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 3,
  name: 'Liquidations à Paris',
  filters: { typeAnnonce: 'collective', departement: '75', includeInactive: false },
  alert: true,
  createdAt: '2026-01-06T09:00:00.000Z',
  ...overrides,
});

/** A notification about a notice (watch or saved search): its record is there. */
type NoticeNotification = AlertNotification & { record: NonNullable<AlertNotification['record']> };

export const aNotification = (overrides: Partial<NoticeNotification> = {}): NoticeNotification => ({
  id: 11,
  kind: 'watch',
  createdAt: '2026-01-07T06:31:00.000Z',
  readAt: null,
  record: {
    id: 42,
    nom_complet: 'BOULANGERIE DUPONT',
    type_annonce: 'collective',
    date_parution: '2026-01-06',
    siren: '880878145',
    type_jugement: null,
    date_jugement: null,
  },
  source: { watchId: 1, name: 'BOULANGERIE DUPONT' },
  ...overrides,
});

/** The reporter's notification of a closed report (CONTRACT §8.3). */
export const aReportNotification = (
  overrides: Partial<AlertNotification> = {},
): AlertNotification => ({
  id: 12,
  kind: 'report_closed',
  createdAt: '2026-01-08T10:15:00.000Z',
  readAt: null,
  record: null,
  report: {
    id: 5,
    siren: '880878145',
    companyName: 'Ganymède',
    field: 'status',
    reply: 'Corrigé, merci.',
  },
  source: { name: null },
  ...overrides,
});

export const aNotificationsPage = (
  notifications: AlertNotification[],
  overrides: { page?: number; limit?: number; total?: number; unreadCount?: number } = {},
): NotificationsPage => ({
  notifications,
  unreadCount:
    overrides.unreadCount ?? notifications.filter((notification) => !notification.readAt).length,
  meta: {
    page: overrides.page ?? 1,
    limit: overrides.limit ?? 10,
    total: overrides.total ?? notifications.length,
  },
});

/** The limits the backend's plans carry (CONTRACT 7.4), by plan name; null: no plan. */
const LIMITS_BY_PLAN: Record<string, { watches: number | null; savedSearchAlerts: number | null }> =
  {
    Débutant: { watches: 25, savedSearchAlerts: 1 },
    Professionnel: { watches: 250, savedSearchAlerts: 10 },
    Entreprise: { watches: null, savedSearchAlerts: null },
  };

/** The entitlements answer: no plan, or the named plan with its limits. */
export const entitlementsOf = (planName: string | null) => ({
  plan: planName ? { id: 1, name: planName } : null,
  recordLimit: null,
  analytics: null,
  export: false,
  apiAccess: false,
  webhooks: false,
  limits: planName ? LIMITS_BY_PLAN[planName] : { watches: 5, savedSearchAlerts: 0 },
});
