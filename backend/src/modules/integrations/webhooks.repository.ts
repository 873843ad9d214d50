import { Injectable } from '@nestjs/common';
import { Database, sql } from '../../shared/database';

export interface WebhookRow {
  id: number;
  userId: number;
  url: string;
  events: string[];
  secret: string;
  createdAt: Date;
}

export type DeliveryState = 'delivered' | 'retrying' | 'failed';

export interface DeliveryAttempt {
  webhookId: number;
  deliveryId: string;
  event: string;
  payload: object;
  attempt: number;
  state: DeliveryState;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  nextAttemptAt: Date | null;
}

export interface DeliveryRow extends DeliveryAttempt {
  /** int8, as text. */
  id: string;
  createdAt: Date;
}

const WEBHOOK = sql`id, user_id AS "userId", url, events, secret, created_at AS "createdAt"`;
const DELIVERY = sql`id, webhook_id AS "webhookId", delivery_id AS "deliveryId", event, payload,
  attempt, state, status_code AS "statusCode", error, duration_ms AS "durationMs",
  next_attempt_at AS "nextAttemptAt", created_at AS "createdAt"`;

@Injectable()
export class WebhooksRepository {
  constructor(private readonly db: Database) {}

  async insert(userId: number, url: string, events: string[], secret: string): Promise<WebhookRow> {
    return (await this.db.queryOne<WebhookRow>(
      sql`INSERT INTO webhooks (user_id, url, events, secret)
          VALUES (${userId}, ${url}, ${events}::varchar[], ${secret}) RETURNING ${WEBHOOK}`,
    ))!;
  }

  /** Newest first. */
  listOf(userId: number): Promise<WebhookRow[]> {
    return this.db.query<WebhookRow>(
      sql`SELECT ${WEBHOOK} FROM webhooks WHERE user_id = ${userId} ORDER BY id DESC`,
    );
  }

  async findOwned(id: number, userId: number): Promise<WebhookRow | null> {
    return (
      (await this.db.queryOne<WebhookRow>(
        sql`SELECT ${WEBHOOK} FROM webhooks WHERE id = ${id} AND user_id = ${userId}`,
      )) ?? null
    );
  }

  async findById(id: number): Promise<WebhookRow | null> {
    return (
      (await this.db.queryOne<WebhookRow>(sql`SELECT ${WEBHOOK} FROM webhooks WHERE id = ${id}`)) ??
      null
    );
  }

  /** Whether the user had that webhook (it is gone either way, with its deliveries). */
  async deleteOwned(id: number, userId: number): Promise<boolean> {
    const rows = await this.db.query(
      sql`DELETE FROM webhooks WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
    );
    return rows.length > 0;
  }

  /** The webhooks of these users that listen to the event. */
  listeningTo(event: string, userIds: number[]): Promise<WebhookRow[]> {
    return this.db.query<WebhookRow>(
      sql`SELECT ${WEBHOOK} FROM webhooks
          WHERE user_id = ANY(${userIds}::int[]) AND ${event} = ANY(events) ORDER BY id`,
    );
  }

  async logAttempt(attempt: DeliveryAttempt): Promise<DeliveryRow> {
    const { webhookId, deliveryId, event, payload, state, statusCode, error } = attempt;
    return (await this.db.queryOne<DeliveryRow>(
      sql`INSERT INTO webhook_deliveries (webhook_id, delivery_id, event, payload, attempt, state,
            status_code, error, duration_ms, next_attempt_at)
          VALUES (${webhookId}, ${deliveryId}, ${event}, ${JSON.stringify(payload)}::jsonb,
            ${attempt.attempt}, ${state}, ${statusCode}, ${error}, ${attempt.durationMs},
            ${attempt.nextAttemptAt})
          RETURNING ${DELIVERY}`,
    ))!;
  }

  /** How many attempts of this delivery are logged already. */
  async attemptsOf(deliveryId: string): Promise<number> {
    const row = await this.db.queryOne<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM webhook_deliveries WHERE delivery_id = ${deliveryId}`,
    );
    return row?.count ?? 0;
  }

  /** Newest attempt first. */
  deliveriesPage(webhookId: number, offset: number, limit: number): Promise<DeliveryRow[]> {
    return this.db.query<DeliveryRow>(
      sql`SELECT ${DELIVERY} FROM webhook_deliveries WHERE webhook_id = ${webhookId}
          ORDER BY id DESC OFFSET ${offset} LIMIT ${limit}`,
    );
  }

  async countDeliveries(webhookId: number): Promise<number> {
    const row = await this.db.queryOne<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM webhook_deliveries WHERE webhook_id = ${webhookId}`,
    );
    return row?.count ?? 0;
  }
}
