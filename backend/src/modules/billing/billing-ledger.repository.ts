import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** Payments received, webhook events already handled, and the Stripe customer of each user. */
@Injectable()
export class BillingLedgerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** True the first time an event id is seen; the row commits with the event's effects. */
  async claimEvent(manager: EntityManager, eventId: string, type: string): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO processed_webhook_events (id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id`,
      [eventId, type],
    );
    return inserted.length > 0;
  }

  async recordPayment(
    manager: EntityManager,
    payment: { userId: number; kind: string; amount: number; currency: string; reference: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO payments (user_id, kind, amount, currency, reference) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (reference) DO NOTHING`,
      [payment.userId, payment.kind, payment.amount, payment.currency, payment.reference],
    );
  }

  async revenueThisMonth(): Promise<number> {
    const rows: { total: string }[] = await this.dataSource.query(
      `SELECT coalesce(sum(amount), 0) AS total FROM payments WHERE created_at >= date_trunc('month', now())`,
    );
    return Number(rows[0].total);
  }

  async findStripeCustomer(userId: number): Promise<string | null> {
    const rows: { stripe_customer_id: string }[] = await this.dataSource.query(
      `SELECT stripe_customer_id FROM billing_customers WHERE user_id = $1`,
      [userId],
    );
    return rows[0]?.stripe_customer_id ?? null;
  }

  async saveStripeCustomer(userId: number, stripeCustomerId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO billing_customers (user_id, stripe_customer_id) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`,
      [userId, stripeCustomerId],
    );
  }
}
