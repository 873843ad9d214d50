import { Injectable } from '@nestjs/common';
import { Database, Transaction } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { BillingLedgerRepository } from './billing-ledger.repository';
import { addMonths } from './billing-period';
import { BillingError } from './billing.errors';
import { SubscriptionPlan } from './entities/subscription-plan.entity';
import { UserSubscription } from './entities/user-subscription.entity';
import { PlanCreditsGranter } from './plan-credits.granter';
import { PlanRepository } from './plan.repository';
import { StripeClient } from './stripe.client';
import { SubscriptionRepository } from './subscription.repository';

const isLocal = (stripeId: string | null) => !stripeId || stripeId.startsWith('sub_local_');

/** What is left to pay now when moving up: the price difference for the rest of the period. */
function proratedUpgradeCharge(
  subscription: UserSubscription,
  from: SubscriptionPlan,
  to: SubscriptionPlan,
  now: Date,
): number {
  const isTrialing = subscription.trialEndsAt != null && subscription.trialEndsAt > now;
  if (isTrialing) return 0;
  const periodEnd = subscription.currentPeriodEnd.getTime();
  const periodStart = addMonths(subscription.currentPeriodEnd, -1).getTime();
  const remaining = Math.min(
    1,
    Math.max(0, (periodEnd - now.getTime()) / (periodEnd - periodStart)),
  );
  return Math.round((to.price - from.price) * remaining);
}

@Injectable()
export class SubscriptionService {
  constructor(
    private readonly plans: PlanRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly stripe: StripeClient,
    private readonly planCredits: PlanCreditsGranter,
    private readonly ledger: BillingLedgerRepository,
    private readonly db: Database,
  ) {}

  listPlans() {
    return this.plans.listCatalogue();
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
    if (this.stripe.isConfigured && !isLocal(stripeId)) {
      await this.stripe.cancelAtPeriodEnd(stripeId!);
    }
    await this.subscriptions.setStatus(subscription.id, { status: 'canceled' });
    return (await this.subscriptions.findOwned(subscriptionId, userId))!;
  }

  /**
   * An upgrade applies at once (the rest of the period charged, the new plan's monthly credits
   * topped up); a downgrade waits for the end of the period. Either undoes a cancellation.
   */
  async changePlan(
    userId: number,
    subscriptionId: number,
    planId: number,
  ): Promise<UserSubscription> {
    await this.subscriptions.expireEndedPeriods(userId);
    const target = await this.plans.findById(planId);
    if (!target) throw new DomainException(BillingError.PlanNotFound);
    await this.db.transaction(async (tx) => {
      const subscription = await this.subscriptions.lockOwned(tx, subscriptionId, userId);
      if (!subscription) throw new DomainException(BillingError.SubscriptionNotFound);
      if (subscription.status === 'expired')
        throw new DomainException(BillingError.SubscriptionNotActive);
      const current = subscription.plan;
      const isPendingUndone = subscription.pendingPlanId != null && target.id === current.id;
      if (target.id === current.id && !isPendingUndone && subscription.status === 'active')
        throw new DomainException(BillingError.SamePlan);
      const isUpgrade = target.price > current.price;
      if (this.stripe.isConfigured && !isLocal(subscription.stripeSubscriptionId)) {
        await this.stripe.changePrice(subscription.stripeSubscriptionId!, target, isUpgrade);
      }
      if (subscription.status === 'canceled')
        await this.subscriptions.setStatus(subscription.id, { status: 'active' }, tx);
      if (isUpgrade) await this.upgrade(tx, subscription, current, target);
      else
        await this.subscriptions.changePlan(tx, subscription.id, {
          pendingPlanId: target.id === current.id ? null : target.id,
        });
    });
    return (await this.subscriptions.findOwned(subscriptionId, userId))!;
  }

  private async upgrade(
    tx: Transaction,
    subscription: UserSubscription,
    from: SubscriptionPlan,
    to: SubscriptionPlan,
  ): Promise<void> {
    const now = new Date();
    const reference = `upgrade:${subscription.id}:${to.id}:${now.getTime()}`;
    await this.subscriptions.changePlan(tx, subscription.id, { planId: to.id });
    // Stripe invoices the proration itself (invoice.paid records it); the local mode charges here.
    const charge = proratedUpgradeCharge(subscription, from, to, now);
    if (charge > 0 && isLocal(subscription.stripeSubscriptionId)) {
      await this.ledger.recordPayment(tx, {
        userId: subscription.userId,
        kind: 'subscription',
        amount: charge,
        currency: to.currency,
        reference,
      });
    }
    await this.planCredits.grant(tx, {
      userId: subscription.userId,
      subscriptionId: subscription.id,
      planId: to.id,
      periodStart: now,
      periodEnd: subscription.currentPeriodEnd,
      type: 'subscription_grant',
      reference,
    });
  }
}
