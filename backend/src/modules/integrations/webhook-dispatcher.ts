import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JobQueues } from '../../shared/queue';
import { CreatedNotification, NotificationReader, NotificationsCreatedListener } from '../alerts';
import { WEBHOOK_DELIVERY_JOB } from './webhook-delivery.job';
import { WebhookEntitlement } from './webhook-entitlement';
import { WebhookRow, WebhooksRepository } from './webhooks.repository';

/**
 * `notification.created` (CONTRACT §7.6): once a batch's notifications are committed, one
 * delivery per notification and webhook of its owner is queued (one POST each: the simplest for
 * a receiver), for webhooks that are not paused, of owners whose plan still includes them. The
 * job id makes queueing the same pair twice a no-op.
 */
@Injectable()
export class WebhookDispatcher extends NotificationsCreatedListener {
  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly notifications: NotificationReader,
    private readonly queues: JobQueues,
    private readonly entitlement: WebhookEntitlement,
  ) {
    super();
  }

  async onNotificationsCreated(created: CreatedNotification[]): Promise<void> {
    const owners = [...new Set(created.map((notification) => notification.userId))];
    const webhooks = await this.entitledOnly(
      await this.webhooks.listeningTo('notification.created', owners),
    );
    if (!webhooks.length) return;
    const listening = new Set(webhooks.map((webhook) => webhook.userId));
    const items = await this.notifications.ownedItemsOf(
      created.filter((notification) => listening.has(notification.userId)).map(({ id }) => id),
    );
    for (const webhook of webhooks) {
      for (const { userId, notification } of items) {
        if (userId !== webhook.userId) continue;
        await this.queues.add(
          WEBHOOK_DELIVERY_JOB,
          {
            webhookId: webhook.id,
            payload: {
              id: randomUUID(),
              event: 'notification.created',
              createdAt: new Date().toISOString(),
              data: { notification },
            },
          },
          { jobId: `webhook-${webhook.id}-notification-${notification.id}` },
        );
      }
    }
  }

  /** The webhooks whose owner's plan includes webhooks now (asked once per owner). */
  private async entitledOnly(webhooks: WebhookRow[]): Promise<WebhookRow[]> {
    const owners = [...new Set(webhooks.map((webhook) => webhook.userId))];
    const entitled = new Set<number>();
    for (const owner of owners) {
      if (await this.entitlement.isOpenTo(owner)) entitled.add(owner);
    }
    return webhooks.filter((webhook) => entitled.has(webhook.userId));
  }
}
