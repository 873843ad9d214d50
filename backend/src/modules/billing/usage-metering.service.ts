import { Injectable } from '@nestjs/common';
import { AuthUser } from '../../shared/auth';
import { Database } from '../../shared/database';
import { ChargedRecord, CreditsService, recordParams } from '../credits';
import { RecordConsultationRepository } from './record-consultation.repository';
import { SubscriptionRepository } from './subscription.repository';

export type ConsultationCharge = 'admin' | 'already_counted' | 'within_plan' | 'credit';

export interface ConsultationCost {
  charge: ConsultationCharge;
  /** Credits the opening would take now. */
  cost: number;
  balance: number;
}

/**
 * CONTRACT §4.5: each distinct record opened in a calendar month counts once against the plan's
 * recordLimit; past it, each new record costs 1 credit. All of one user's metering is serialised
 * by the lock on their balance row, so concurrent openings cannot both slip under the limit.
 */
@Injectable()
export class UsageMeteringService {
  constructor(
    private readonly db: Database,
    private readonly consultations: RecordConsultationRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly credits: CreditsService,
  ) {}

  /**
   * What opening the record would take now, read without counting it, so that the screen can ask
   * first; the opening itself decides again under the lock.
   */
  async consultationCost(user: AuthUser, recordId: number): Promise<ConsultationCost> {
    const balance = await this.credits.balanceOf(user.id);
    const charge = await this.chargeFor(user, recordId);
    return { charge, cost: charge === 'credit' ? 1 : 0, balance };
  }

  private async chargeFor(user: AuthUser, recordId: number): Promise<ConsultationCharge> {
    if (user.role === 'admin') return 'admin';
    if (await this.consultations.wasCountedThisMonth(user.id, recordId)) return 'already_counted';
    const subscription = await this.subscriptions.findGivingAccess(user.id);
    const limit = subscription ? subscription.plan.recordLimit : 0;
    if (limit === null || (await this.consultations.countThisMonth(undefined, user.id)) < limit)
      return 'within_plan';
    return 'credit';
  }

  consultRecord(user: AuthUser, record: ChargedRecord): Promise<ConsultationCharge> {
    const recordId = record.id;
    if (user.role === 'admin') return Promise.resolve('admin');
    return this.db.transaction(async (tx) => {
      await this.credits.lockBalance(user.id, tx);
      if (!(await this.consultations.countOnce(tx, user.id, recordId))) return 'already_counted';
      const subscription = await this.subscriptions.findGivingAccess(user.id, tx);
      const limit = subscription ? subscription.plan.recordLimit : 0;
      if (limit === null || (await this.consultations.countThisMonth(tx, user.id)) <= limit)
        return 'within_plan';
      await this.credits.spend(
        {
          userId: user.id,
          amount: 1,
          type: 'usage',
          description: `Record consultation #${recordId}`,
          code: 'record_consultation',
          details: recordParams(record),
        },
        tx,
      );
      return 'credit';
    });
  }
}
