import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../../shared/auth';
import { CreditsService } from '../credits';
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionRepository,
    private readonly credits: CreditsService,
  ) {}

  consultRecord(user: AuthUser, recordId: number): Promise<ConsultationCharge> {
    if (user.role === 'admin') return Promise.resolve('admin');
    return this.dataSource.transaction(async (tx) => {
      await this.credits.lockBalance(user.id, tx);
      if (!(await this.countConsultation(tx, user.id, recordId))) return 'already_counted';
      const subscription = await this.subscriptions.findGivingAccess(user.id, tx);
      const limit = subscription ? subscription.plan.recordLimit : 0;
      if (limit === null || (await this.consultedThisMonth(tx, user.id)) <= limit)
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

  private async countConsultation(
    tx: EntityManager,
    userId: number,
    recordId: number,
  ): Promise<boolean> {
    const inserted: unknown[] = await tx.query(
      `INSERT INTO record_consultations (user_id, month, record_id)
       VALUES ($1, date_trunc('month', now())::date, $2) ON CONFLICT DO NOTHING RETURNING record_id`,
      [userId, recordId],
    );
    return inserted.length > 0;
  }

  private async consultedThisMonth(tx: EntityManager, userId: number): Promise<number> {
    const rows: { count: string }[] = await tx.query(
      `SELECT count(*) FROM record_consultations WHERE user_id = $1 AND month = date_trunc('month', now())::date`,
      [userId],
    );
    return Number(rows[0].count);
  }
}
