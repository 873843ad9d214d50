import { Injectable } from '@nestjs/common';
import { RealtimePublisher } from '../../shared/realtime';
import type { CreatedNotification } from './alert-matching.repository';
import { NotificationFeed } from './notification-feed';
import { NotificationsRepository } from './notifications.repository';

/** An event lists at most this many notifications; the unread count tells the rest. */
export const MAX_NOTIFICATIONS_PER_EVENT = 50;

/** `notifications:new` to each user a committed batch notified, to their own sockets only. */
@Injectable()
export class NotificationEventsPublisher {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly feed: NotificationFeed,
    private readonly realtime: RealtimePublisher,
  ) {}

  async publish(created: CreatedNotification[]): Promise<void> {
    const userIds = [...new Set(created.map((notification) => notification.userId))];
    const rows = await this.notifications.newestAmong(
      created.map((notification) => notification.id),
      MAX_NOTIFICATIONS_PER_EVENT,
    );
    const [items, unread] = await Promise.all([
      this.feed.itemsOf(rows),
      this.notifications.unreadCountsOf(userIds),
    ]);
    const owners = new Map(rows.map((row) => [Number(row.id), row.userId]));
    for (const userId of userIds) {
      this.realtime.toUser(userId, 'notifications:new', {
        unreadCount: unread.get(userId) ?? 0,
        notifications: items.filter((item) => owners.get(item.id) === userId),
      });
    }
  }
}
