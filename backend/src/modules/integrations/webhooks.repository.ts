import { Injectable } from '@nestjs/common';
import type { Role } from '../../shared/auth';
import { Database, sql, Transaction } from '../../shared/database';

/** Why a webhook is paused: it kept failing, or its owner paused it. */
export type PauseReason = 'failing' | 'owner';

export interface WebhookRow {
  id: number;
  userId: number;
  url: string;
  events: string[];
  secret: string;
  createdAt: Date;
  pausedAt: Date | null;
  pauseReason: PauseReason | null;
}

/** The owner of webhooks, as their e-mails and the entitlements need them. */
export interface WebhookOwner {
  id: number;
  email: string;
  fullName: string;
  role: Role;
}

/** `skipped`: not attempted (webhook paused, plan without webhooks), and never again. */
export type DeliveryState = 'delivered' | 'retrying' | 'failed' | 'skipped';

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

const WEBHOOK = sql`id, user_id AS "userId", url, events, secret, created_at AS "createdAt",
  paused_at AS "pausedAt", pause_reason AS "pauseReason"`;
const DELIVERY = sql`id, webhook_id AS "webhookId", delivery_id AS "deliveryId", event, payload,
  attempt, state, status_code AS "statusCode", error, duration_ms AS "durationMs",
  next_attempt_at AS "nextAttemptAt", created_at AS "createdAt"`;

@Injectable()
export class WebhooksRepository {
  constructor(private readonly db: Database) {}

  async insert(
    userId: number,
    webhook: { url: string; events: string[]; secret: string },
    tx: Transaction,
  ): Promise<WebhookRow> {
    return (await this.db.queryOne<WebhookRow>(
      sql`INSERT INTO webhooks (user_id, url, events, secret)
          VALUES (${userId}, ${webhook.url}, ${webhook.events}::varchar[], ${webhook.secret})
          RETURNING ${WEBHOOK}`,
      tx,
    ))!;
  }

  async countOf(userId: number, tx: Transaction): Promise<number> {
    const row = await this.db.queryOne<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM webhooks WHERE user_id = ${userId}`,
      tx,
    );
    return row?.count ?? 0;
  }

  async ownerOf(userId: number): Promise<WebhookOwner | null> {
    const owner = await this.db.queryOne<WebhookOwner>(
      sql`SELECT user_id AS id, email, full_name AS "fullName", role
          FROM identity_accounts WHERE user_id = ${userId}`,
    );
    return owner ?? null;
  }

  /** Pauses (for this reason) or resumes the user's webhook; null when it is not theirs. */
  async setPausedOwned(
    id: number,
    userId: number,
    reason: PauseReason | null,
  ): Promise<WebhookRow | null> {
    const row = await this.db.queryOne<WebhookRow>(
      sql`UPDATE webhooks
          SET paused_at = CASE WHEN ${reason}::varchar IS NULL THEN NULL
                               ELSE coalesce(paused_at, now()) END,
              pause_reason = ${reason},
              consecutive_failures = 0, failing_since = NULL
          WHERE id = ${id} AND user_id = ${userId} RETURNING ${WEBHOOK}`,
    );
    return row ?? null;
  }

  /** A 2xx answer: the failures in a row start again from zero. */
  async recordSuccess(id: number): Promise<void> {
    await this.db.query(
      sql`UPDATE webhooks SET consecutive_failures = 0, failing_since = NULL
          WHERE id = ${id} AND consecutive_failures > 0`,
    );
  }

  /**
   * One more failed attempt in a row; pauses the webhook once there have been `failures` of them
   * over at least `failingMs`. True only for the call that paused it (one notice to its owner).
   */
  async recordFailure(id: number, pauseAfter: { failures: number; failingMs: number }) {
    await this.db.query(
      sql`UPDATE webhooks SET consecutive_failures = consecutive_failures + 1,
            failing_since = coalesce(failing_since, now())
          WHERE id = ${id}`,
    );
    const paused = await this.db.query(
      sql`UPDATE webhooks SET paused_at = now(), pause_reason = 'failing'
          WHERE id = ${id} AND paused_at IS NULL
            AND consecutive_failures >= ${pauseAfter.failures}
            AND failing_since <= now() - make_interval(secs => ${pauseAfter.failingMs / 1000})
          RETURNING id`,
    );
    return paused.length > 0;
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

  /** The webhooks of these users that listen to the event, paused ones left out. */
  listeningTo(event: string, userIds: number[]): Promise<WebhookRow[]> {
    return this.db.query<WebhookRow>(
      sql`SELECT ${WEBHOOK} FROM webhooks
          WHERE user_id = ANY(${userIds}::int[]) AND ${event} = ANY(events) AND paused_at IS NULL
          ORDER BY id`,
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
