import type { AlertNotification, NotificationId, NotificationsPage } from './types';

/**
 * A page of notifications after `notifications:new`: the first page shows the new ones on top
 * (each once, the page keeping its size); every page takes the server's unread count.
 */
export function withNewNotifications(
  page: NotificationsPage,
  incoming: AlertNotification[],
  unreadCount: number,
): NotificationsPage {
  if (page.meta.page !== 1) return { ...page, unreadCount };
  const added = incoming.filter(
    (notification) => !page.notifications.some((shown) => shown.id === notification.id),
  );
  return {
    notifications: [...added, ...page.notifications].slice(0, page.meta.limit),
    unreadCount,
    meta: { ...page.meta, total: page.meta.total + added.length },
  };
}

/** A page after one unread notification was read: marked, and one fewer unread everywhere. */
export function withOneRead(
  page: NotificationsPage,
  id: NotificationId,
  readAt: string,
): NotificationsPage {
  return {
    ...page,
    notifications: page.notifications.map((notification) =>
      notification.id === id && !notification.readAt ? { ...notification, readAt } : notification,
    ),
    unreadCount: Math.max(0, page.unreadCount - 1),
  };
}

/** A page after "tout marquer comme lu". */
export function withAllRead(page: NotificationsPage, readAt: string): NotificationsPage {
  return {
    ...page,
    notifications: page.notifications.map((notification) =>
      notification.readAt ? notification : { ...notification, readAt },
    ),
    unreadCount: 0,
  };
}
