import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Raw, Repository } from 'typeorm';
import { Database, sql, Transaction } from '../../shared/database';
import { SubscriptionStatus, UserSubscription } from './entities/user-subscription.entity';

/** A canceled subscription keeps its plan's access until its period ends. */
const stillInPeriod = () => Raw((periodEnd) => `${periodEnd} > now()`);

@Injectable()
export class SubscriptionRepository {
  constructor(
    @InjectRepository(UserSubscription)
    private readonly subscriptions: Repository<UserSubscription>,
    private readonly db: Database,
  ) {}

  listForUser(userId: number): Promise<UserSubscription[]> {
    return this.subscriptions.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  findOwned(id: number, userId: number): Promise<UserSubscription | null> {
    return this.subscriptions.findOne({ where: { id, userId } });
  }

  findOwnedWithStripeId(id: number, userId: number): Promise<UserSubscription | null> {
    return this.subscriptions.findOne({ where: { id, userId }, select: this.withStripeId() });
  }

  /** Whether the account ever subscribed: its first subscription alone has the free trial. */
  async hasEverSubscribed(userId: number): Promise<boolean> {
    return this.subscriptions.exists({ where: { userId } });
  }

  /** Whether a subscription of the account started with a free trial. */
  async hasHadTrial(userId: number, tx?: Transaction): Promise<boolean> {
    return this.db
      .repository(UserSubscription, tx)
      .exists({ where: { userId, trialEndsAt: Not(IsNull()) } });
  }

  /** The subscription whose plan currently applies (active, or canceled within its period). */
  findGivingAccess(userId: number, tx?: Transaction): Promise<UserSubscription | null> {
    return this.db.repository(UserSubscription, tx).findOne({
      where: [
        { userId, status: 'active' },
        { userId, status: 'canceled', currentPeriodEnd: stillInPeriod() },
      ],
      order: { currentPeriodEnd: 'DESC' },
    });
  }

  findByStripeId(tx: Transaction, stripeSubscriptionId: string) {
    return this.db.repository(UserSubscription, tx).findOne({
      where: { stripeSubscriptionId },
      select: this.withStripeId(),
    });
  }

  /** Canceled subscriptions whose period is over become expired. */
  async expireEndedPeriods(userId: number): Promise<void> {
    await this.db.query(
      sql`UPDATE user_subscriptions SET status = 'expired', updated_at = now()
          WHERE user_id = ${userId} AND status = 'canceled' AND current_period_end <= now()`,
    );
  }

  /** Every cancelled subscription whose period is over becomes expired. */
  async expireAllEndedPeriods(): Promise<void> {
    await this.db.query(
      sql`UPDATE user_subscriptions SET status = 'expired', updated_at = now()
          WHERE status = 'canceled' AND current_period_end <= now()`,
    );
  }

  /** Local test-mode subscriptions whose period (or trial) is over, priced at the next plan. */
  async dueLocalRenewals(limit: number) {
    const rows = await this.db.query<{
      id: number;
      stripe_subscription_id: string;
      current_period_end: Date;
      price: number;
      currency: string;
    }>(
      sql`SELECT s.id, s.stripe_subscription_id, s.current_period_end, p.price, p.currency
          FROM user_subscriptions s
          JOIN subscription_plans p ON p.id = coalesce(s.pending_plan_id, s.subscription_plan_id)
          WHERE s.status = 'active' AND s.stripe_subscription_id LIKE 'sub\_local\_%'
            AND s.current_period_end <= now()
          ORDER BY s.id LIMIT ${limit}`,
    );
    return rows.map((row) => ({
      id: row.id,
      stripeSubscriptionId: row.stripe_subscription_id,
      currentPeriodEnd: row.current_period_end,
      price: row.price,
      currency: row.currency,
    }));
  }

  async setStatus(
    id: number,
    change: { status: SubscriptionStatus; currentPeriodEnd?: Date },
    tx?: Transaction,
  ): Promise<void> {
    const { status, currentPeriodEnd } = change;
    await this.db
      .repository(UserSubscription, tx)
      .update({ id }, { status, ...(currentPeriodEnd ? { currentPeriodEnd } : {}) });
  }

  /** A paid renewal: the next period, on the plan a downgrade chose if one waits. */
  async renew(
    tx: Transaction,
    id: number,
    next: { planId: number; periodStart: Date; currentPeriodEnd: Date },
  ): Promise<void> {
    // A paid cycle ends the trial, if one was still running.
    await this.db.query(
      sql`UPDATE user_subscriptions
          SET subscription_plan_id = ${next.planId}, pending_plan_id = NULL,
              current_period_end = ${next.currentPeriodEnd},
              trial_ends_at = least(trial_ends_at, ${next.periodStart}::timestamptz),
              status = CASE WHEN status = 'expired' THEN 'active' ELSE status END,
              updated_at = now()
          WHERE id = ${id}`,
      tx,
    );
  }

  /** An upgrade applies at once; a downgrade waits as the pending plan. */
  async changePlan(
    tx: Transaction,
    id: number,
    change: { planId: number } | { pendingPlanId: number | null },
  ): Promise<void> {
    const values =
      'planId' in change
        ? { subscriptionPlanId: change.planId, pendingPlanId: null }
        : { pendingPlanId: change.pendingPlanId };
    await this.db.repository(UserSubscription, tx).update({ id }, values);
  }

  /** Locks the subscription so two plan changes or renewals apply one after the other. */
  async lockOwned(tx: Transaction, id: number, userId: number): Promise<UserSubscription | null> {
    const locked = await this.db.query(
      sql`SELECT id FROM user_subscriptions WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`,
      tx,
    );
    if (!locked.length) return null;
    return this.db
      .repository(UserSubscription, tx)
      .findOne({ where: { id }, select: this.withStripeId() });
  }

  /** Activating a new subscription replaces the user's previous active one. */
  async activate(
    tx: Transaction,
    values: {
      userId: number;
      planId: number;
      currentPeriodEnd: Date;
      trialEndsAt: Date | null;
      stripeSubscriptionId: string;
    },
  ): Promise<UserSubscription> {
    const subscriptions = this.db.repository(UserSubscription, tx);
    await subscriptions.update({ userId: values.userId, status: 'active' }, { status: 'expired' });
    const saved = await subscriptions.save(
      subscriptions.create({
        userId: values.userId,
        subscriptionPlanId: values.planId,
        status: 'active',
        startDate: new Date(),
        currentPeriodEnd: values.currentPeriodEnd,
        trialEndsAt: values.trialEndsAt,
        stripeSubscriptionId: values.stripeSubscriptionId,
      }),
    );
    return saved;
  }

  countActive(): Promise<number> {
    return this.subscriptions.count({ where: { status: 'active' } });
  }

  latest(limit: number): Promise<UserSubscription[]> {
    return this.subscriptions.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  private withStripeId() {
    const columns = this.subscriptions.metadata.columns.map((column) => column.propertyName);
    return Object.fromEntries(columns.map((name) => [name, true])) as Record<
      keyof UserSubscription,
      true
    >;
  }
}
