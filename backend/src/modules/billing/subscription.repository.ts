import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { SubscriptionStatus, UserSubscription } from './entities/user-subscription.entity';

/** A canceled subscription keeps its plan's access until its period ends. */
const GIVES_ACCESS = `(s.status = 'active' OR (s.status = 'canceled' AND s.current_period_end > now()))`;

@Injectable()
export class SubscriptionRepository {
  constructor(
    @InjectRepository(UserSubscription)
    private readonly subscriptions: Repository<UserSubscription>,
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
  findGivingAccess(userId: number, manager: EntityManager = this.subscriptions.manager) {
    return manager
      .getRepository(UserSubscription)
      .createQueryBuilder('s')
      .leftJoinAndSelect('s.plan', 'plan')
      .where('s.user_id = :userId', { userId })
      .andWhere(GIVES_ACCESS)
      .orderBy('s.current_period_end', 'DESC')
      .getOne();
  }

  findByStripeId(manager: EntityManager, stripeSubscriptionId: string) {
    return manager.getRepository(UserSubscription).findOne({
      where: { stripeSubscriptionId },
      select: this.withStripeId(),
    });
  }

  /** Canceled subscriptions whose period is over become expired. */
  async expireEndedPeriods(userId: number): Promise<void> {
    await this.subscriptions.query(
      `UPDATE user_subscriptions SET status = 'expired', updated_at = now()
        WHERE user_id = $1 AND status = 'canceled' AND current_period_end <= now()`,
      [userId],
    );
  }

  async setStatus(
    manager: EntityManager,
    id: number,
    status: SubscriptionStatus,
    currentPeriodEnd?: Date,
  ) {
    await manager.update(
      UserSubscription,
      { id },
      { status, ...(currentPeriodEnd ? { currentPeriodEnd } : {}) },
    );
  }

  /** Activating a new subscription replaces the user's previous active one. */
  async activate(
    manager: EntityManager,
    values: {
      userId: number;
      planId: number;
      currentPeriodEnd: Date;
      stripeSubscriptionId: string;
    },
  ): Promise<UserSubscription> {
    await manager.update(
      UserSubscription,
      { userId: values.userId, status: 'active' },
      { status: 'expired' },
    );
    const saved = await manager.save(
      manager.create(UserSubscription, {
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

  manager(): EntityManager {
    return this.subscriptions.manager;
  }

  private withStripeId() {
    const columns = this.subscriptions.metadata.columns.map((column) => column.propertyName);
    return Object.fromEntries(columns.map((name) => [name, true])) as Record<
      keyof UserSubscription,
      true
    >;
  }
}
