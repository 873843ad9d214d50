import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';

/** Payments received, webhook events already handled, and the Stripe customer of each user. */
@Injectable()
export class BillingLedgerRepository {
  constructor(private readonly db: Database) {}

  /** True the first time an event id is seen; the row commits with the event's effects. */
  async claimEvent(tx: Transaction, eventId: string, type: string): Promise<boolean> {
    const inserted = await this.db.query(
      sql`INSERT INTO processed_webhook_events (id, type) VALUES (${eventId}, ${type})
          ON CONFLICT DO NOTHING RETURNING id`,
      tx,
    );
    return inserted.length > 0;
  }

  async recordPayment(
    tx: Transaction,
    payment: { userId: number; kind: string; amount: number; currency: string; reference: string },
  ): Promise<void> {
    await this.db.query(
      sql`INSERT INTO payments (user_id, kind, amount, currency, reference)
          VALUES (${payment.userId}, ${payment.kind}, ${payment.amount}, ${payment.currency}, ${payment.reference})
          ON CONFLICT (reference) DO NOTHING`,
      tx,
    );
  }

  async revenueThisMonth(): Promise<number> {
    const row = await this.db.queryOne<{ total: string }>(
      sql`SELECT coalesce(sum(amount), 0) AS total FROM payments
          WHERE created_at >= date_trunc('month', now())`,
    );
    return Number(row!.total);
  }

  async findStripeCustomer(userId: number): Promise<string | null> {
    const row = await this.db.queryOne<{ stripe_customer_id: string }>(
      sql`SELECT stripe_customer_id FROM billing_customers WHERE user_id = ${userId}`,
    );
    return row?.stripe_customer_id ?? null;
  }

  async saveStripeCustomer(userId: number, stripeCustomerId: string): Promise<void> {
    await this.db.query(
      sql`INSERT INTO billing_customers (user_id, stripe_customer_id)
          VALUES (${userId}, ${stripeCustomerId}) ON CONFLICT (user_id) DO NOTHING`,
    );
  }
}
