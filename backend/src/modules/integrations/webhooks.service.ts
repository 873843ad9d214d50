import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../shared/auth';
import { webhooksConfig } from '../../shared/config';
import { Database } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { claimQuotaPlace } from '../../shared/quota';
import type { NotificationItem } from '../../shared/realtime';
import {
  CreateWebhookDto,
  UpdateWebhookDto,
  WEBHOOK_TEST_EVENT,
  WebhookCreatedResponse,
  WebhookDeliveryListResponse,
  WebhookDeliveryResponse,
  WebhookPayload,
  WebhookResponse,
} from './dto/webhook.dto';
import { IntegrationsError } from './integrations.errors';
import { WebhookDeliverer } from './webhook-deliverer';
import { newWebhookSecret } from './webhook-signature';
import { WebhookTargetResolver } from './webhook-target.resolver';
import { DeliveryRow, WebhookRow, WebhooksRepository } from './webhooks.repository';

const toWebhookResponse = (webhook: WebhookRow): WebhookResponse => ({
  id: webhook.id,
  url: webhook.url,
  events: webhook.events,
  createdAt: webhook.createdAt.toISOString(),
  pausedAt: webhook.pausedAt?.toISOString() ?? null,
  pauseReason: webhook.pauseReason,
});

const toDeliveryResponse = (row: DeliveryRow): WebhookDeliveryResponse => ({
  id: Number(row.id),
  deliveryId: row.deliveryId,
  event: row.event,
  attempt: row.attempt,
  state: row.state,
  statusCode: row.statusCode,
  error: row.error,
  durationMs: row.durationMs,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  payload: row.payload as WebhookPayload,
});

/** A notification as a real one looks, about no real notice: what "send a test" delivers. */
function sampleNotification(at: Date): NotificationItem {
  return {
    id: 0,
    kind: 'watch',
    createdAt: at.toISOString(),
    readAt: null,
    record: {
      id: 0,
      nom_complet: 'EXEMPLE SAS',
      type_annonce: 'collective',
      date_parution: at.toISOString().slice(0, 10),
      siren: '000000000',
      type_jugement: "Jugement d'ouverture d'une procédure de redressement judiciaire",
      date_jugement: at.toISOString().slice(0, 10),
    },
    source: { watchId: 0, name: 'EXEMPLE SAS' },
  };
}

/** Webhooks (CONTRACT §7.6): the owner's only; another user's is "not found". */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly db: Database,
    private readonly webhooks: WebhooksRepository,
    private readonly targets: WebhookTargetResolver,
    private readonly deliverer: WebhookDeliverer,
    @Inject(webhooksConfig.KEY) private readonly config: ConfigType<typeof webhooksConfig>,
  ) {}

  /**
   * 400 WEBHOOK_URL_NOT_ALLOWED when the host resolves to a non-public address (or not at all);
   * 403 QUOTA_REACHED when the account has WEBHOOKS_PER_ACCOUNT already.
   */
  async create(user: AuthUser, dto: CreateWebhookDto): Promise<WebhookCreatedResponse> {
    const target = await this.targets.resolve(dto.url);
    if (!target.isAllowed) throw new DomainException(IntegrationsError.WebhookUrlNotAllowed);
    const secret = newWebhookSecret();
    const webhook = await this.db.transaction(async (tx) => {
      const quota = { resource: 'webhooks' as const, userId: user.id, max: this.config.perAccount };
      await claimQuotaPlace(this.db, tx, quota, () => this.webhooks.countOf(user.id, tx));
      return this.webhooks.insert(user.id, { url: dto.url, events: dto.events, secret }, tx);
    });
    return { webhook: toWebhookResponse(webhook), secret };
  }

  /** Pauses or resumes it; resuming starts its count of failures again. */
  async update(user: AuthUser, id: number, dto: UpdateWebhookDto): Promise<WebhookResponse> {
    const webhook = await this.webhooks.setPausedOwned(id, user.id, dto.paused ? 'owner' : null);
    if (!webhook) throw new DomainException(IntegrationsError.WebhookNotFound);
    return toWebhookResponse(webhook);
  }

  async list(user: AuthUser): Promise<WebhookResponse[]> {
    return (await this.webhooks.listOf(user.id)).map(toWebhookResponse);
  }

  async delete(user: AuthUser, id: number): Promise<void> {
    if (!(await this.webhooks.deleteOwned(id, user.id))) {
      throw new DomainException(IntegrationsError.WebhookNotFound);
    }
  }

  async deliveries(
    user: AuthUser,
    id: number,
    page: number,
    limit: number,
  ): Promise<WebhookDeliveryListResponse> {
    const webhook = await this.owned(user, id);
    const [rows, total] = await Promise.all([
      this.webhooks.deliveriesPage(webhook.id, (page - 1) * limit, limit),
      this.webhooks.countDeliveries(webhook.id),
    ]);
    return { deliveries: rows.map(toDeliveryResponse), meta: { page, limit, total } };
  }

  /** A `webhook.test` event with a sample notification, sent now, once (not retried). */
  async sendTest(user: AuthUser, id: number): Promise<WebhookDeliveryResponse> {
    const webhook = await this.owned(user, id);
    const now = new Date();
    const payload: WebhookPayload = {
      id: randomUUID(),
      event: WEBHOOK_TEST_EVENT,
      createdAt: now.toISOString(),
      data: { notification: sampleNotification(now) },
    };
    return toDeliveryResponse(await this.deliverer.attempt(webhook, payload, 1, true));
  }

  private async owned(user: AuthUser, id: number): Promise<WebhookRow> {
    const webhook = await this.webhooks.findOwned(id, user.id);
    if (!webhook) throw new DomainException(IntegrationsError.WebhookNotFound);
    return webhook;
  }
}
