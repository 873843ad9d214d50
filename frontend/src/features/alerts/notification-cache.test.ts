import { describe, expect, it } from 'vitest';
import { withAllRead, withNewNotifications, withOneRead } from './notification-cache';
import { aNotification, aNotificationsPage } from './test-fixtures';

const READ_AT = '2026-01-08T10:00:00.000Z';

describe('notification pages in the cache', () => {
  it('show new notifications on top of the first page, each once, the page keeping its size', () => {
    const shown = [aNotification({ id: 2 }), aNotification({ id: 1, readAt: READ_AT })];
    const first = aNotificationsPage(shown, { limit: 2, total: 2 });
    const next = withNewNotifications(
      first,
      [aNotification({ id: 3 }), aNotification({ id: 2 })],
      5,
    );
    expect(next.notifications.map((notification) => notification.id)).toEqual([3, 2]);
    expect(next.unreadCount).toBe(5);
    expect(next.meta.total).toBe(3);
  });

  it('only take the unread count on the other pages', () => {
    const second = aNotificationsPage([aNotification({ id: 1 })], { page: 2, total: 11 });
    const next = withNewNotifications(second, [aNotification({ id: 3 })], 4);
    expect(next.notifications.map((notification) => notification.id)).toEqual([1]);
    expect(next).toMatchObject({ unreadCount: 4, meta: { total: 11 } });
  });

  it('mark one read, with one fewer unread, never below zero', () => {
    const page = aNotificationsPage([aNotification({ id: 1 }), aNotification({ id: 2 })]);
    const next = withOneRead(page, 2, READ_AT);
    expect(next.notifications.map((notification) => notification.readAt)).toEqual([null, READ_AT]);
    expect(next.unreadCount).toBe(1);
    expect(withOneRead({ ...page, unreadCount: 0 }, 1, READ_AT).unreadCount).toBe(0);
  });

  it('mark all read, keeping when each one already was', () => {
    const earlier = '2026-01-01T00:00:00.000Z';
    const page = aNotificationsPage([
      aNotification({ id: 1 }),
      aNotification({ id: 2, readAt: earlier }),
    ]);
    const next = withAllRead(page, READ_AT);
    expect(next.notifications.map((notification) => notification.readAt)).toEqual([
      READ_AT,
      earlier,
    ]);
    expect(next.unreadCount).toBe(0);
  });
});
