import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { webhooksConfig } from '../../shared/config';
import type { WebhookPayload } from './dto/webhook.dto';
import { WebhookHttpClient } from './webhook-http.client';
import { webhookRetryDelayMs } from './webhook-retry';
import { webhookSignature } from './webhook-signature';
import { WebhookTargetResolver } from './webhook-target.resolver';
import { DeliveryRow, DeliveryState, WebhookRow, WebhooksRepository } from './webhooks.repository';

const USER_AGENT = 'BODACC-Webhooks/1.0';
/** What the log says of a refused address: nothing of what the host resolves to (issue 28). */
const ADDRESS_NOT_ALLOWED = 'Address not allowed';

/**
 * One attempt to deliver an event to a webhook: the URL checked again (DNS may have changed),
 * the body signed, POSTed to the checked address, and the attempt logged.
 */
@Injectable()
export class WebhookDeliverer {
  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly targets: WebhookTargetResolver,
    private readonly http: WebhookHttpClient,
    @Inject(webhooksConfig.KEY) private readonly config: ConfigType<typeof webhooksConfig>,
  ) {}

  /** `isLast`: no attempt follows this one whatever its outcome. */
  async attempt(
    webhook: WebhookRow,
    payload: WebhookPayload,
    attempt: number,
    isLast: boolean,
  ): Promise<DeliveryRow> {
    const body = JSON.stringify(payload);
    const target = await this.targets.resolve(webhook.url);
    const answer = target.isAllowed
      ? await this.http.post({
          url: webhook.url,
          body,
          addresses: target.addresses,
          timeoutMs: attempt === 1 ? this.config.firstTimeoutMs : this.config.timeoutMs,
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': USER_AGENT,
            'X-Signature': webhookSignature(webhook.secret, body, new Date()),
            'X-Webhook-Event': payload.event,
            'X-Webhook-Delivery': payload.id,
          },
        })
      : { statusCode: null, error: ADDRESS_NOT_ALLOWED, durationMs: 0 };
    const isDelivered =
      answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
    const state: DeliveryState = isDelivered ? 'delivered' : isLast ? 'failed' : 'retrying';
    return this.webhooks.logAttempt({
      webhookId: webhook.id,
      deliveryId: payload.id,
      event: payload.event,
      payload,
      attempt,
      state,
      statusCode: answer.statusCode,
      error: isDelivered ? null : (answer.error ?? `HTTP ${answer.statusCode}`),
      durationMs: answer.durationMs,
      nextAttemptAt:
        state === 'retrying'
          ? new Date(Date.now() + webhookRetryDelayMs(attempt, this.config))
          : null,
    });
  }

  /** Logs an attempt that is not made, and why; none follows it. */
  skip(webhook: WebhookRow, payload: WebhookPayload, attempt: number, why: string) {
    return this.webhooks.logAttempt({
      webhookId: webhook.id,
      deliveryId: payload.id,
      event: payload.event,
      payload,
      attempt,
      state: 'skipped',
      statusCode: null,
      error: why,
      durationMs: 0,
      nextAttemptAt: null,
    });
  }
}
