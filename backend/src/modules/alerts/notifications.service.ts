import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { DomainException } from '../../shared/errors';
import { AlertsError } from './alerts.errors';
import { NotificationListResponse } from './dto/notification.dto';
import { NotificationFeed } from './notification-feed';
import { NotificationsRepository } from './notifications.repository';

/** The user's notifications (CONTRACT §7.4): newest first, read one by one or all at once. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly feed: NotificationFeed,
  ) {}

  async list(user: AuthUser, page: number, limit: number): Promise<NotificationListResponse> {
    const [rows, counts] = await Promise.all([
      this.notifications.pageOf(user.id, (page - 1) * limit, limit),
      this.notifications.countsOf(user.id),
    ]);
    return {
      notifications: await this.feed.itemsOf(rows),
      unreadCount: counts.unread,
      meta: { page, limit, total: counts.total },
    };
  }

  /** Another user's notification is "not found", like one that does not exist. */
  async markRead(user: AuthUser, id: number): Promise<void> {
    if (!(await this.notifications.markRead(id, user.id))) {
      throw new DomainException(AlertsError.NotificationNotFound);
    }
  }

  markAllRead(user: AuthUser): Promise<void> {
    return this.notifications.markAllRead(user.id);
  }
}
