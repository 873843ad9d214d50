import { Injectable } from '@nestjs/common';
import { AuthUser } from '../../shared/auth';
import { Database } from '../../shared/database';
import { CreditsService } from '../credits';
import { RecordConsultationRepository } from './record-consultation.repository';
import { SubscriptionRepository } from './subscription.repository';

export type ConsultationCharge = 'admin' | 'already_counted' | 'within_plan' | 'credit';

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

  consultRecord(user: AuthUser, recordId: number): Promise<ConsultationCharge> {
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
        },
        tx,
      );
      return 'credit';
    });
  }
}
