import { Injectable } from '@nestjs/common';
import { Transaction } from '../../shared/database';
import { SubscriptionRepository } from './subscription.repository';

/** What Billing tells other contexts about an account's trials. */
@Injectable()
export class TrialRecords {
  constructor(private readonly subscriptions: SubscriptionRepository) {}

  /** Whether a subscription of the account started with a free trial. */
  hasHadTrial(userId: number, tx?: Transaction): Promise<boolean> {
    return this.subscriptions.hasHadTrial(userId, tx);
  }
}
