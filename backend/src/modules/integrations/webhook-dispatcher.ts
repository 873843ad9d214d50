import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JobQueues } from '../../shared/queue';
import { dayInParis } from '../../shared/time';
import { CreatedNotification, NotificationReader, NotificationsCreatedListener } from '../alerts';
import { PortfolioCompaniesReader, PortfolioFlag } from '../analyzer';
import { WEBHOOK_DELIVERY_JOB } from './webhook-delivery.job';
import { WebhookEntitlement } from './webhook-entitlement';
import { WebhookRow, WebhooksRepository } from './webhooks.repository';

/**
 * `notification.created` (CONTRACT §7.6): once a batch's notifications are committed, one
 * delivery per notification and webhook of its owner is queued (one POST each: the simplest for
 * a receiver), for webhooks that are not paused, of owners whose plan still includes them. The
 * job id makes queueing the same pair twice a no-op. A watched company's notice carries the
 * company's portfolio flags once it is in (CONTRACT §8.4: which flags the event raised).
 */
@Injectable()
export class WebhookDispatcher extends NotificationsCreatedListener {
  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly notifications: NotificationReader,
    private readonly queues: JobQueues,
    private readonly entitlement: WebhookEntitlement,
    private readonly portfolio: PortfolioCompaniesReader,
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
    const flagsOf = await this.watchedFlagsOf(items.map((item) => item.notification));
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
              data: {
                notification,
                flags:
                  (notification.kind === 'watch' &&
                    flagsOf.get(notification.record?.siren ?? '')) ||
                  null,
              },
            },
          },
          { jobId: `webhook-${webhook.id}-notification-${notification.id}` },
        );
      }
    }
  }

  /** The flags of the watched companies these notifications are about, by SIREN. */
  private async watchedFlagsOf(
    notifications: { kind: string; record: { siren: string | null } | null }[],
  ): Promise<Map<string, PortfolioFlag[]>> {
    const sirens = notifications.flatMap(({ kind, record }) =>
      kind === 'watch' && record?.siren ? [record.siren] : [],
    );
    if (!sirens.length) return new Map();
    const companies = await this.portfolio.companiesOf(
      [...new Set(sirens)],
      dayInParis(new Date()),
    );
    return new Map(companies.map((company) => [company.siren, company.flags]));
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
