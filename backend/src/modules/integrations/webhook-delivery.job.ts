import { Injectable } from '@nestjs/common';
import { loadWebhooksConfig } from '../../shared/config';
import { defineJob, JobHandler } from '../../shared/queue';
import type { WebhookPayload } from './dto/webhook.dto';
import { WebhookDeliverer } from './webhook-deliverer';
import { WEBHOOK_ATTEMPTS, webhookRetryDelayMs } from './webhook-retry';
import { WebhooksRepository } from './webhooks.repository';

/** One event for one webhook; the body is fixed when queued, the same at every attempt. */
export interface WebhookDeliveryJob {
  webhookId: number;
  payload: WebhookPayload;
}

/** Throws while the receiver has not taken the event and attempts remain: the queue retries. */
@Injectable()
export class WebhookDeliveryHandler implements JobHandler<WebhookDeliveryJob> {
  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly deliverer: WebhookDeliverer,
  ) {}

  async handle({ webhookId, payload }: WebhookDeliveryJob): Promise<void> {
    const webhook = await this.webhooks.findById(webhookId);
    // Deleted meanwhile (or its owner): nobody expects the event any more.
    if (!webhook) return;
    // Counted from the log, which the job board's retries and a crashed worker's re-run keep right.
    const attempt = (await this.webhooks.attemptsOf(payload.id)) + 1;
    const logged = await this.deliverer.attempt(
      webhook,
      payload,
      attempt,
      attempt >= WEBHOOK_ATTEMPTS,
    );
    if (logged.state === 'retrying') {
      throw new Error(
        `Webhook ${webhookId}, attempt ${attempt}: ${logged.error ?? logged.statusCode}`,
      );
    }
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
});

export const INTEGRATIONS_JOBS = [WEBHOOK_DELIVERY_JOB];
