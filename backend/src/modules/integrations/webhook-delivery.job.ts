import { Injectable } from '@nestjs/common';
import { loadWebhooksConfig } from '../../shared/config';
import { defineJob, JobHandler, JobPostponed } from '../../shared/queue';
import type { WebhookPayload } from './dto/webhook.dto';
import { WebhookAccountSlots } from './webhook-account-slots';
import { WebhookDeliverer } from './webhook-deliverer';
import { WebhookEntitlement } from './webhook-entitlement';
import { WebhookHealth } from './webhook-health';
import { WEBHOOK_ATTEMPTS, webhookRetryDelayMs } from './webhook-retry';
import { WebhookRow, WebhooksRepository } from './webhooks.repository';

/** One event for one webhook; the body is fixed when queued, the same at every attempt. */
export interface WebhookDeliveryJob {
  webhookId: number;
  payload: WebhookPayload;
}

/** Why an attempt is not made, as the deliveries log tells the owner. */
export const SKIPPED_PAUSED = 'This webhook is paused';
export const SKIPPED_NO_PLAN = 'Your plan no longer includes webhooks';

/**
 * How long a delivery whose account holds all its slots waits before asking again: about a
 * second, spread so that an account's many waiting deliveries do not all come back at once.
 */
const postponeMs = () => 1000 + Math.round(Math.random() * 1000);

/** Throws while the receiver has not taken the event and attempts remain: the queue retries. */
@Injectable()
export class WebhookDeliveryHandler implements JobHandler<WebhookDeliveryJob> {
  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly deliverer: WebhookDeliverer,
    private readonly entitlement: WebhookEntitlement,
    private readonly slots: WebhookAccountSlots,
    private readonly health: WebhookHealth,
  ) {}

  async handle({ webhookId, payload }: WebhookDeliveryJob): Promise<void> {
    const webhook = await this.webhooks.findById(webhookId);
    // Deleted meanwhile (or its owner): nobody expects the event any more.
    if (!webhook) return;
    // Counted from the log, which the job board's retries and a crashed worker's re-run keep right.
    const attempt = (await this.webhooks.attemptsOf(payload.id)) + 1;
    const skipped = await this.whySkipped(webhook);
    if (skipped) {
      await this.deliverer.skip(webhook, payload, attempt, skipped);
      return;
    }
    // Another worker slot goes to another account meanwhile (issue 28).
    const lease = await this.slots.take(webhook.userId);
    if (!lease) throw new JobPostponed(postponeMs());
    const logged = await this.deliverer
      .attempt(webhook, payload, attempt, attempt >= WEBHOOK_ATTEMPTS)
      .finally(() => this.slots.release(webhook.userId, lease));
    await this.health.record(webhook, logged.state === 'delivered');
    if (logged.state === 'retrying') {
      throw new Error(
        `Webhook ${webhookId}, attempt ${attempt}: ${logged.error ?? logged.statusCode}`,
      );
    }
  }

  /** Checked before every attempt, retries included: the plan or the pause may have changed. */
  private async whySkipped(webhook: WebhookRow): Promise<string | null> {
    if (webhook.pausedAt) return SKIPPED_PAUSED;
    if (!(await this.entitlement.isOpenTo(webhook.userId))) return SKIPPED_NO_PLAN;
    return null;
  }
}

export const WEBHOOK_DELIVERY_JOB = defineJob<WebhookDeliveryJob>({
  queue: 'webhook-delivery',
  handler: WebhookDeliveryHandler,
  // One small job per event and webhook: their count is on the health page, not each on the board.
  isOnJobBoard: false,
  isOnHealthPage: true,
  retry: {
    attempts: WEBHOOK_ATTEMPTS,
    delayMs: (attemptsMade) => webhookRetryDelayMs(attemptsMade, loadWebhooksConfig(process.env)),
  },
  // Several at once, each account holding at most its share (WebhookAccountSlots).
  concurrency: () => loadWebhooksConfig(process.env).deliveryConcurrency,
});

export const INTEGRATIONS_JOBS = [WEBHOOK_DELIVERY_JOB];
