import { Injectable } from '@nestjs/common';
import type { NotificationItem } from '../../shared/realtime';
import { NotificationFeed } from './notification-feed';
import { NotificationsRepository } from './notifications.repository';

export interface OwnedNotification {
  userId: number;
  notification: NotificationItem;
}

/** Notifications for other contexts, as GET /api/notifications shows them, with their owner. */
@Injectable()
export class NotificationReader {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly feed: NotificationFeed,
  ) {}

  /** Oldest first; one deleted meanwhile is left out. */
  async ownedItemsOf(ids: string[]): Promise<OwnedNotification[]> {
    if (!ids.length) return [];
    const rows = await this.notifications.byIds(ids);
    const owners = new Map(rows.map((row) => [Number(row.id), row.userId]));
    const items = await this.feed.itemsOf(rows);
    return items.map((notification) => ({
      userId: owners.get(notification.id)!,
      notification,
    }));
  }
}
