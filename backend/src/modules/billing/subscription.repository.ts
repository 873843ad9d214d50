import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Raw, Repository } from 'typeorm';
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

  findActive(userId: number): Promise<UserSubscription | null> {
    return this.subscriptions.findOne({ where: { userId, status: 'active' } });
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

  /** Activating a new subscription replaces the user's previous active one. */
  async activate(
    tx: Transaction,
    values: {
      userId: number;
      planId: number;
      currentPeriodEnd: Date;
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
