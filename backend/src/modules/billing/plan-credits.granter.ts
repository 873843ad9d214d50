import { Injectable } from '@nestjs/common';
import { Transaction } from '../../shared/database';
import { CreditsService } from '../credits';
import { PlanCreditPeriodRepository } from './plan-credit-periods.repository';
import { PlanRepository } from './plan.repository';

export interface PlanCreditGrant {
  userId: number;
  subscriptionId: number;
  planId: number;
  periodStart: Date;
  periodEnd: Date;
  type: 'subscription_grant' | 'subscription_renewal';
  /** The event that grants: the same reference never grants twice. */
  reference: string;
}

/**
 * A plan's monthly credits, once per billing period per account whatever the cancellations
 * (CONTRACT 4.6): a period already granted for gets only the difference (an upgrade's top-up).
 */
@Injectable()
export class PlanCreditsGranter {
  constructor(
    private readonly plans: PlanRepository,
    private readonly periods: PlanCreditPeriodRepository,
    private readonly credits: CreditsService,
  ) {}

  /** Returns the credits granted. */
  async grant(tx: Transaction, grant: PlanCreditGrant): Promise<number> {
    const plan = await this.plans.findById(grant.planId);
    if (!plan) return 0;
    await this.credits.lockBalance(grant.userId, tx);
    const already = await this.periods.creditsGrantedRunningAfter(
      tx,
      grant.userId,
      grant.periodStart,
    );
    const amount = Math.max(0, plan.monthlyCredits - already);
    if (amount > 0) {
      const label =
        grant.type === 'subscription_grant'
          ? 'Subscription credits'
          : 'Subscription renewal credits';
      const granted = await this.credits.grant(
        {
          userId: grant.userId,
          amount,
          type: grant.type,
          description: `${label}: ${plan.name}`,
          details: { plan: plan.name },
          reference: grant.reference,
        },
        tx,
      );
      if (!granted) return 0;
    }
    await this.periods.record(tx, { ...grant, credits: amount });
    return amount;
  }
}
