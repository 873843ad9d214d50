import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../shared/queue';
import { addMonths } from './billing-period';
import { PaymentEventsService } from './payment-events.service';
import { StripeClient } from './stripe.client';
import { SubscriptionRepository } from './subscription.repository';

const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Without Stripe, does at each period's end what Stripe would: the trial or month ends, the
 * next month is charged and its credits granted, through the same handler as Stripe's invoices.
 */
@Injectable()
export class LocalRenewalsHandler implements JobHandler<Record<string, never>> {
  constructor(
    private readonly stripe: StripeClient,
    private readonly subscriptions: SubscriptionRepository,
    private readonly events: PaymentEventsService,
  ) {}

  async handle(): Promise<void> {
    if (this.stripe.isConfigured) return;
    await this.subscriptions.expireAllEndedPeriods();
    for (;;) {
      const due = await this.subscriptions.dueLocalRenewals(100);
      if (!due.length) return;
      for (const renewal of due) {
        const periodEnd = addMonths(renewal.currentPeriodEnd, 1);
        const invoiceId = `in_local_${renewal.id}_${toUnix(renewal.currentPeriodEnd)}`;
        await this.events.process({
          id: `evt_${invoiceId}`,
          type: 'invoice.paid',
          data: {
            object: {
              id: invoiceId,
              amount_paid: renewal.price,
              currency: renewal.currency,
              billing_reason: 'subscription_cycle',
              subscription: renewal.stripeSubscriptionId,
              lines: {
                data: [
                  {
                    period: {
                      start: toUnix(renewal.currentPeriodEnd),
                      end: toUnix(periodEnd),
                    },
                  },
                ],
              },
            },
          },
        });
      }
    }
  }
}
