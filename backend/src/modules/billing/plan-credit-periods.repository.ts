import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';

/** Which billing periods of an account have had their plan's monthly credits, and how many. */
@Injectable()
export class PlanCreditPeriodRepository {
  constructor(private readonly db: Database) {}

  /**
   * Credits already granted for periods of this account still running after `from`. A period
   * ending within a day of `from` is the previous one (Stripe's clock and ours differ by seconds).
   */
  async creditsGrantedRunningAfter(tx: Transaction, userId: number, from: Date): Promise<number> {
    const row = await this.db.queryOne<{ credits: string }>(
      sql`SELECT coalesce(sum(credits), 0) AS credits FROM plan_credit_periods
          WHERE user_id = ${userId}
            AND period_end > ${from}::timestamptz + interval '1 day'`,
      tx,
    );
    return Number(row!.credits);
  }

  async record(
    tx: Transaction,
    period: {
      userId: number;
      subscriptionId: number;
      periodStart: Date;
      periodEnd: Date;
      credits: number;
    },
  ): Promise<void> {
    await this.db.query(
      sql`INSERT INTO plan_credit_periods (user_id, subscription_id, period_start, period_end, credits)
          VALUES (${period.userId}, ${period.subscriptionId}, ${period.periodStart},
                  ${period.periodEnd}, ${period.credits})`,
      tx,
    );
  }
}
