import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { billingConfig } from '../../shared/config';
import { Database, Transaction } from '../../shared/database';
import { CreditsService } from '../credits';
import {
  BillingEvent,
  CheckoutSessionObject,
  fromUnix,
  idOf,
  InvoiceObject,
  invoiceSubscriptionId,
  SubscriptionObject,
  subscriptionPeriodEnd,
} from './billing-events';
import { BillingLedgerRepository } from './billing-ledger.repository';
import { CheckoutRepository } from './checkout.repository';
import { CheckoutSession } from './entities/checkout-session.entity';
import { SubscriptionStatus } from './entities/user-subscription.entity';
import { PlanCreditsGranter } from './plan-credits.granter';
import { SubscriptionRepository } from './subscription.repository';
import { TrialAddressHistory } from './trial-address-history';
import { addMonths, DAY_MS } from './billing-period';

function statusFromStripe(subscription: SubscriptionObject): SubscriptionStatus {
  if (['active', 'trialing', 'past_due'].includes(subscription.status)) {
    return subscription.cancel_at_period_end ? 'canceled' : 'active';
  }
  return 'expired';
}

/**
 * The one path by which payments change state: Stripe's webhook and the local test checkout
 * both land here. Each event id is handled once, and its grants commit with its state change.
 */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    @Inject(billingConfig.KEY) private readonly config: ConfigType<typeof billingConfig>,
    private readonly ledger: BillingLedgerRepository,
    private readonly checkouts: CheckoutRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly planCredits: PlanCreditsGranter,
    private readonly credits: CreditsService,
    private readonly db: Database,
    private readonly trials: TrialAddressHistory,
  ) {}

  /** A new subscription; one that starts with a trial marks its address as having had one. */
  private async activate(
    tx: Transaction,
    values: Parameters<SubscriptionRepository['activate']>[1],
  ) {
    const subscription = await this.subscriptions.activate(tx, values);
    if (values.trialEndsAt) await this.trials.recordTrial(values.userId, tx);
    return subscription;
  }

  async process(event: BillingEvent): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await this.ledger.claimEvent(tx, event.id, event.type))) return;
      switch (event.type) {
        case 'checkout.session.completed':
          return this.onCheckoutCompleted(tx, event.data.object as CheckoutSessionObject);
        case 'invoice.paid':
          return this.onInvoicePaid(tx, event.data.object as InvoiceObject);
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          return this.onSubscriptionChanged(
            tx,
            event.data.object as SubscriptionObject,
            event.type,
          );
      }
    });
  }

  private async onCheckoutCompleted(
    tx: Transaction,
    session: CheckoutSessionObject,
  ): Promise<void> {
    const checkout = await this.checkouts.lockForCompletion(tx, session.metadata?.checkoutId ?? '');
    if (!checkout || checkout.status !== 'open') return;
    if (
      session.amount_total != null &&
      session.mode === 'payment' &&
      session.amount_total !== checkout.amount
    ) {
      this.logger.error(
        `Checkout ${checkout.id}: paid ${session.amount_total}, expected ${checkout.amount}`,
      );
      return;
    }
    if (checkout.kind === 'credits') await this.grantPack(tx, checkout);
    else
      await this.startSubscription(
        tx,
        checkout,
        idOf(session.subscription) ?? `sub_local_${checkout.id}`,
      );
    await this.checkouts.markCompleted(tx, checkout.id);
  }

  private async grantPack(tx: Transaction, checkout: CheckoutSession): Promise<void> {
    const pack = await this.credits.findPack(checkout.creditPackId!);
    const reference = `checkout:${checkout.id}`;
    await this.credits.grant(
      {
        userId: checkout.userId,
        amount: pack.credits,
        type: 'credit_purchase',
        description: pack.name,
        details: { packCredits: pack.credits },
        reference,
      },
      tx,
    );
    await this.ledger.recordPayment(tx, {
      userId: checkout.userId,
      kind: 'credits',
      amount: checkout.amount,
      currency: checkout.currency,
      reference,
    });
  }

  /** A subscription.updated event may have created the row already; the grant happens once. */
  private async startSubscription(
    tx: Transaction,
    checkout: CheckoutSession,
    stripeSubscriptionId: string,
  ) {
    // One completion per account at a time: two checkouts completing together never race.
    await this.credits.lockBalance(checkout.userId, tx);
    const now = new Date();
    const trialEndsAt =
      checkout.trialDays > 0 ? new Date(now.getTime() + checkout.trialDays * DAY_MS) : null;
    const existing = await this.subscriptions.findByStripeId(tx, stripeSubscriptionId);
    const subscription =
      existing ??
      (await this.activate(tx, {
        userId: checkout.userId,
        planId: checkout.subscriptionPlanId!,
        currentPeriodEnd: trialEndsAt ?? addMonths(now, 1),
        trialEndsAt,
        stripeSubscriptionId,
      }));
    if (subscription.status !== 'active') return;
    await this.planCredits.grant(tx, {
      userId: subscription.userId,
      subscriptionId: subscription.id,
      planId: subscription.subscriptionPlanId,
      periodStart: now,
      periodEnd: subscription.currentPeriodEnd,
      type: 'subscription_grant',
      reference: `subscription_grant:${stripeSubscriptionId}`,
    });
  }

  private async onInvoicePaid(tx: Transaction, invoice: InvoiceObject): Promise<void> {
    const stripeSubscriptionId = invoiceSubscriptionId(invoice);
    const subscription = stripeSubscriptionId
      ? await this.subscriptions.findByStripeId(tx, stripeSubscriptionId)
      : null;
    if (!subscription) {
      this.logger.warn(
        `invoice.paid ${invoice.id}: no subscription ${stripeSubscriptionId} known yet`,
      );
      return;
    }
    if (invoice.amount_paid > 0) {
      await this.ledger.recordPayment(tx, {
        userId: subscription.userId,
        kind: 'subscription',
        amount: invoice.amount_paid,
        currency: invoice.currency,
        reference: `invoice:${invoice.id}`,
      });
    }
    if (invoice.billing_reason !== 'subscription_cycle') return;
    const period = invoice.lines?.data?.[0]?.period;
    const periodEnd = fromUnix(period?.end) ?? addMonths(new Date(), 1);
    // A downgrade waits for the end of the period it was asked in: this renewal.
    const planId = subscription.pendingPlanId ?? subscription.subscriptionPlanId;
    const periodStart = fromUnix(period?.start) ?? subscription.currentPeriodEnd;
    await this.subscriptions.renew(tx, subscription.id, {
      planId,
      periodStart,
      currentPeriodEnd: periodEnd,
    });
    await this.planCredits.grant(tx, {
      userId: subscription.userId,
      subscriptionId: subscription.id,
      planId,
      periodStart,
      periodEnd,
      type: 'subscription_renewal',
      reference: `invoice:${invoice.id}`,
    });
  }

  private async onSubscriptionChanged(
    tx: Transaction,
    object: SubscriptionObject,
    type: string,
  ): Promise<void> {
    const status = type === 'customer.subscription.deleted' ? 'expired' : statusFromStripe(object);
    const periodEnd = subscriptionPeriodEnd(object);
    const existing = await this.subscriptions.findByStripeId(tx, object.id);
    if (existing) {
      await this.subscriptions.setStatus(existing.id, { status, currentPeriodEnd: periodEnd }, tx);
      return;
    }
    // Arrived before checkout.session.completed: create it from the metadata we set at checkout.
    const userId = Number(object.metadata?.userId);
    const planId = Number(object.metadata?.planId);
    if (!userId || !planId) return;
    const created = await this.activate(tx, {
      userId,
      planId,
      currentPeriodEnd: periodEnd ?? new Date(Date.now() + this.config.trialDays * DAY_MS),
      trialEndsAt: fromUnix(object.trial_end ?? undefined) ?? null,
      stripeSubscriptionId: object.id,
    });
    if (status !== 'active') await this.subscriptions.setStatus(created.id, { status }, tx);
  }
}
