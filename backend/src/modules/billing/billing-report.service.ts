import { Injectable } from '@nestjs/common';
import { BillingLedgerRepository } from './billing-ledger.repository';
import { UserSubscription } from './entities/user-subscription.entity';
import { SubscriptionRepository } from './subscription.repository';

/** Figures for the admin dashboard, computed in SQL. */
@Injectable()
export class BillingReportService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly ledger: BillingLedgerRepository,
  ) {}

  countActiveSubscriptions(): Promise<number> {
    return this.subscriptions.countActive();
  }

  /** Cents received since the first day of the current month. */
  monthlyRevenue(): Promise<number> {
    return this.ledger.revenueThisMonth();
  }

  latestSubscriptions(limit: number): Promise<UserSubscription[]> {
    return this.subscriptions.latest(limit);
  }
}
