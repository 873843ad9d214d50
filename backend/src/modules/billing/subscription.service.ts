import { Injectable } from '@nestjs/common';
import { DomainException } from '../../shared/errors';
import { BillingError } from './billing.errors';
import { UserSubscription } from './entities/user-subscription.entity';
import { PlanRepository } from './plan.repository';
import { StripeClient } from './stripe.client';
import { SubscriptionRepository } from './subscription.repository';

@Injectable()
export class SubscriptionService {
  constructor(
    private readonly plans: PlanRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly stripe: StripeClient,
  ) {}

  listPlans() {
    return this.plans.listAll();
  }

  async listForUser(userId: number): Promise<UserSubscription[]> {
    await this.subscriptions.expireEndedPeriods(userId);
    return this.subscriptions.listForUser(userId);
  }

  async current(userId: number): Promise<UserSubscription | null> {
    await this.subscriptions.expireEndedPeriods(userId);
    return this.subscriptions.findGivingAccess(userId);
  }

  /** Cancels at period end: the plan's access stays until currentPeriodEnd. */
  async cancel(userId: number, subscriptionId: number): Promise<UserSubscription> {
    const subscription = await this.subscriptions.findOwnedWithStripeId(subscriptionId, userId);
    if (!subscription) throw new DomainException(BillingError.SubscriptionNotFound);
    if (subscription.status !== 'active')
      throw new DomainException(BillingError.SubscriptionNotActive);
    const stripeId = subscription.stripeSubscriptionId;
    if (this.stripe.isConfigured && stripeId && !stripeId.startsWith('sub_local_')) {
      await this.stripe.cancelAtPeriodEnd(stripeId);
    }
    await this.subscriptions.setStatus(subscription.id, { status: 'canceled' });
    return (await this.subscriptions.findOwned(subscriptionId, userId))!;
  }
}
