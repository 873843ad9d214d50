import { Injectable } from '@nestjs/common';
import { SubscriptionRepository } from './subscription.repository';

/** Which plan applies to a user now, for the contexts that open things per plan. */
@Injectable()
export class PlanAccessService {
  constructor(private readonly subscriptions: SubscriptionRepository) {}

  /** The plan of the subscription giving access (active, trial included, or canceled within its period). */
  async planIdOf(userId: number): Promise<number | null> {
    const subscription = await this.subscriptions.findGivingAccess(userId);
    return subscription?.subscriptionPlanId ?? null;
  }
}
