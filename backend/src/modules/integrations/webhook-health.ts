import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { appConfig, webhooksConfig } from '../../shared/config';
import { MailOutbox } from '../../shared/mail';
import { MailLanguageReader } from '../alerts';
import { composeWebhookPausedMail } from './webhook-paused.mail';
import { WebhookRow, WebhooksRepository } from './webhooks.repository';

/**
 * What an attempt's outcome does to its webhook (issue 28): a success clears its failures; a
 * target that keeps failing is paused, and its owner told once, by e-mail in their language.
 */
@Injectable()
export class WebhookHealth {
  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly languages: MailLanguageReader,
    private readonly outbox: MailOutbox,
    @Inject(webhooksConfig.KEY) private readonly config: ConfigType<typeof webhooksConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  async record(webhook: WebhookRow, isDelivered: boolean): Promise<void> {
    if (isDelivered) return this.webhooks.recordSuccess(webhook.id);
    const isPausedNow = await this.webhooks.recordFailure(webhook.id, {
      failures: this.config.pauseAfterFailures,
      failingMs: this.config.pauseAfterFailingMs,
    });
    if (isPausedNow) await this.tellOwner(webhook);
  }

  private async tellOwner(webhook: WebhookRow): Promise<void> {
    const owner = await this.webhooks.ownerOf(webhook.userId);
    if (!owner) return;
    await this.outbox.send(
      composeWebhookPausedMail({
        language: await this.languages.languageOf(owner.id),
        recipient: owner,
        url: webhook.url,
        failures: this.config.pauseAfterFailures,
        appUrl: this.app.appUrl,
      }),
    );
  }
}
