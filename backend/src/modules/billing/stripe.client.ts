import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import Stripe from 'stripe';
import { billingConfig } from '../../shared/config';
import { DomainException } from '../../shared/errors';
import { BillingError } from './billing.errors';

function hostOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
  };
}

/** Stripe's API behind one provider; absent keys mean the local test checkout is used instead. */
@Injectable()
export class StripeClient {
  private readonly stripe: Stripe | null;

  constructor(
    @Inject(billingConfig.KEY) private readonly config: ConfigType<typeof billingConfig>,
  ) {
    this.stripe = config.stripeSecretKey
      ? new Stripe(config.stripeSecretKey, {
          ...hostOptions(config.stripeApiUrl),
          maxNetworkRetries: 1,
          timeout: 15_000,
        })
      : null;
  }

  get isConfigured(): boolean {
    return this.stripe !== null;
  }

  async createCustomer(email: string, userId: number): Promise<string> {
    const customer = await this.api().customers.create({
      email,
      metadata: { userId: String(userId) },
    });
    return customer.id;
  }

  async createCheckoutSession(
    params: Stripe.Checkout.SessionCreateParams,
  ): Promise<{ id: string; url: string }> {
    const session = await this.api().checkout.sessions.create(params);
    if (!session.url) throw new DomainException(BillingError.CheckoutFailed);
    return { id: session.id, url: session.url };
  }

  async cancelAtPeriodEnd(stripeSubscriptionId: string): Promise<void> {
    await this.api().subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: true });
  }

  /**
   * Moves a subscription to another price. An upgrade is invoiced at once, prorated; a
   * downgrade changes only the next invoices. Either undoes a cancellation at period end.
   */
  async changePrice(
    stripeSubscriptionId: string,
    plan: { id: number; price: number; currency: string; interval: string },
    isUpgrade: boolean,
  ): Promise<void> {
    const subscription = await this.api().subscriptions.retrieve(stripeSubscriptionId);
    const item = subscription.items.data[0];
    const product = item.price.product;
    await this.api().subscriptions.update(stripeSubscriptionId, {
      cancel_at_period_end: false,
      proration_behavior: isUpgrade ? 'always_invoice' : 'none',
      items: [
        {
          id: item.id,
          price_data: {
            currency: plan.currency,
            unit_amount: plan.price,
            recurring: { interval: plan.interval as 'month' },
            product: typeof product === 'string' ? product : product.id,
          },
        },
      ],
      metadata: { planId: String(plan.id) },
    });
  }

  /** Verifies the signature over the exact bytes Stripe sent. */
  parseWebhook(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    if (!this.stripe || !this.config.stripeWebhookSecret || !rawBody || !signature) {
      throw new DomainException(BillingError.InvalidWebhookSignature);
    }
    try {
      return this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.stripeWebhookSecret,
      );
    } catch {
      throw new DomainException(BillingError.InvalidWebhookSignature);
    }
  }

  private api(): Stripe {
    if (!this.stripe) throw new DomainException(BillingError.CheckoutFailed);
    return this.stripe;
  }
}
