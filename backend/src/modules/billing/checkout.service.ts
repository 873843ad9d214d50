import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { randomUUID } from 'node:crypto';
import { AuthUser } from '../../shared/auth';
import { appConfig, billingConfig } from '../../shared/config';
import { DomainException } from '../../shared/errors';
import { CreditsService } from '../credits';
import { BillingLedgerRepository } from './billing-ledger.repository';
import { BillingError } from './billing.errors';
import { CheckoutRepository } from './checkout.repository';
import { CreditsCheckoutDto } from './dto/checkout.dto';
import { CheckoutKind, CheckoutSession } from './entities/checkout-session.entity';
import { PaymentEventsService } from './payment-events.service';
import { PlanRepository } from './plan.repository';
import { StripeClient } from './stripe.client';
import { SubscriptionRepository } from './subscription.repository';
import { TrialAddressHistory } from './trial-address-history';

const resultType = (kind: CheckoutKind) => (kind === 'subscription' ? 'subscription' : 'credit');

/** Creates checkouts on Stripe, or on the local test checkout when no Stripe key is set. */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(billingConfig.KEY) private readonly billing: ConfigType<typeof billingConfig>,
    private readonly stripe: StripeClient,
    private readonly checkouts: CheckoutRepository,
    private readonly plans: PlanRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly ledger: BillingLedgerRepository,
    private readonly credits: CreditsService,
    private readonly events: PaymentEventsService,
    private readonly trials: TrialAddressHistory,
  ) {}

  async startSubscription(user: AuthUser, planId: number): Promise<{ url: string }> {
    const plan = await this.plans.findById(planId);
    if (!plan) throw new DomainException(BillingError.PlanNotFound);
    await this.refuseWhileSubscribed(user.id);
    const hadTrial =
      (await this.subscriptions.hasEverSubscribed(user.id)) ||
      (await this.trials.hadTrial(user.id));
    const trialDays = hadTrial ? 0 : this.billing.trialDays;
    const checkout = await this.record(user, 'subscription', plan.price, plan.currency, {
      subscriptionPlanId: plan.id,
      trialDays,
    });
    if (!this.stripe.isConfigured) return { url: this.localCheckoutUrl(checkout.id) };
    const metadata = {
      checkoutId: checkout.id,
      userId: String(user.id),
      planId: String(plan.id),
      kind: 'subscription',
    };
    const session = await this.stripe.createCheckoutSession({
      mode: 'subscription',
      customer: await this.stripeCustomer(user),
      client_reference_id: String(user.id),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: plan.currency,
            unit_amount: plan.price,
            recurring: { interval: plan.interval as 'month' },
            product_data: { name: plan.name, description: plan.description },
          },
        },
      ],
      subscription_data: { ...(trialDays > 0 && { trial_period_days: trialDays }), metadata },
      metadata,
      ...this.returnUrls('subscription'),
    });
    await this.checkouts.attachStripeSession(checkout.id, session.id);
    return { url: session.url };
  }

  /** A running subscription, cancelled or not, blocks a new one: changing plan is its own action. */
  private async refuseWhileSubscribed(userId: number): Promise<void> {
    await this.subscriptions.expireEndedPeriods(userId);
    const running = await this.subscriptions.findGivingAccess(userId);
    if (running?.status === 'active')
      throw new DomainException(BillingError.SubscriptionAlreadyActive);
    if (running) {
      throw new DomainException(BillingError.SubscriptionStillRunning, {
        currentPeriodEnd: running.currentPeriodEnd.toISOString(),
      });
    }
  }

  async buyCredits(
    user: AuthUser,
    dto: CreditsCheckoutDto,
  ): Promise<{ url: string; checkoutUrl: string }> {
    const pack = await this.credits.findPack(dto.packId);
    // The currency the client names is ignored (CONTRACT 4.6): the pack's own, in euros, is charged.
    if (pack.price !== dto.amountInCents || pack.credits !== dto.credits) {
      throw new DomainException(BillingError.PackPriceMismatch);
    }
    const checkout = await this.record(user, 'credits', pack.price, pack.currency, {
      creditPackId: pack.id,
    });
    let url = this.localCheckoutUrl(checkout.id);
    if (this.stripe.isConfigured) {
      const session = await this.stripe.createCheckoutSession({
        mode: 'payment',
        customer: await this.stripeCustomer(user),
        client_reference_id: String(user.id),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: pack.currency,
              unit_amount: pack.price,
              product_data: { name: pack.name },
            },
          },
        ],
        metadata: {
          checkoutId: checkout.id,
          userId: String(user.id),
          packId: pack.id,
          kind: 'credits',
        },
        ...this.returnUrls('credits'),
      });
      await this.checkouts.attachStripeSession(checkout.id, session.id);
      url = session.url;
    }
    return { url, checkoutUrl: url };
  }

  /** Local test mode only: what the test checkout page shows. */
  async describeLocal(checkoutId: string) {
    const checkout = await this.findLocal(checkoutId);
    const label = checkout.subscriptionPlanId
      ? (await this.plans.findById(checkout.subscriptionPlanId))?.name
      : (await this.credits.findPack(checkout.creditPackId!)).name;
    return { checkout, label: label ?? '' };
  }

  /**
   * Local test mode: completes through the same handlers as Stripe's webhook, with the events
   * Stripe would send: the checkout, then the first invoice (nothing to pay during a trial).
   */
  async completeLocal(checkoutId: string): Promise<string> {
    const checkout = await this.findLocal(checkoutId);
    const isSubscription = checkout.kind === 'subscription';
    const subscriptionId = `sub_local_${checkout.id}`;
    await this.events.process({
      id: `evt_local_${checkout.id}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_local_${checkout.id}`,
          mode: isSubscription ? 'subscription' : 'payment',
          amount_total: isSubscription && checkout.trialDays > 0 ? 0 : checkout.amount,
          currency: checkout.currency,
          subscription: isSubscription ? subscriptionId : null,
          metadata: { checkoutId: checkout.id },
        },
      },
    });
    if (isSubscription) {
      await this.events.process({
        id: `evt_local_invoice_${checkout.id}`,
        type: 'invoice.paid',
        data: {
          object: {
            id: `in_local_${checkout.id}`,
            amount_paid: checkout.trialDays > 0 ? 0 : checkout.amount,
            currency: checkout.currency,
            billing_reason: 'subscription_create',
            subscription: subscriptionId,
          },
        },
      });
    }
    return `${this.app.appUrl}/payment/success?type=${resultType(checkout.kind)}`;
  }

  async cancelLocal(checkoutId: string): Promise<string> {
    const checkout = await this.findLocal(checkoutId);
    await this.checkouts.markCanceled(checkout.id);
    return `${this.app.appUrl}/payment/cancel?type=${resultType(checkout.kind)}`;
  }

  private async findLocal(checkoutId: string): Promise<CheckoutSession> {
    const isUuid = /^[0-9a-f-]{36}$/i.test(checkoutId);
    const checkout =
      isUuid && !this.stripe.isConfigured ? await this.checkouts.findById(checkoutId) : null;
    if (!checkout) throw new DomainException(BillingError.CheckoutNotFound);
    return checkout;
  }

  private async record(
    user: AuthUser,
    kind: CheckoutKind,
    amount: number,
    currency: string,
    item: { subscriptionPlanId?: number; creditPackId?: string; trialDays?: number },
  ) {
    const checkout = {
      id: randomUUID(),
      userId: user.id,
      kind,
      amount,
      currency,
      subscriptionPlanId: item.subscriptionPlanId ?? null,
      creditPackId: item.creditPackId ?? null,
      trialDays: item.trialDays ?? 0,
    };
    await this.checkouts.insert(checkout);
    return checkout;
  }

  /** One Stripe customer per user, created on the first checkout. */
  private async stripeCustomer(user: AuthUser): Promise<string> {
    const existing = await this.ledger.findStripeCustomer(user.id);
    if (existing) return existing;
    const created = await this.stripe.createCustomer(user.email, user.id);
    await this.ledger.saveStripeCustomer(user.id, created);
    return (await this.ledger.findStripeCustomer(user.id)) ?? created;
  }

  private returnUrls(kind: CheckoutKind) {
    const type = resultType(kind);
    return {
      success_url: `${this.app.appUrl}/payment/success?type=${type}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${this.app.appUrl}/payment/cancel?type=${type}`,
    };
  }

  private localCheckoutUrl(checkoutId: string): string {
    return `${this.app.appUrl}/api/payments/test-checkout/${checkoutId}`;
  }
}
