import { Injectable } from '@nestjs/common';
import { Database, rawSql, sql } from '../../shared/database';
import { planGivingAccessTo } from './plan-access.statements';
import { NO_PLAN_LIMITS, PlanLimits } from './plan-entitlements';
import { PLAN_LIMITS_JSON } from './plan.repository';

/** Which plan applies to a user now, for the contexts that open things per plan. */
@Injectable()
export class PlanAccessService {
  constructor(private readonly db: Database) {}

  /** The plan of the subscription giving access (active, trial included, or canceled within its period). */
  async planIdOf(userId: number): Promise<number | null> {
    const row = await this.db.queryOne<{ planId: number | null }>(
      sql`SELECT ${planGivingAccessTo(sql`${userId}`)} AS "planId"`,
    );
    return row?.planId ?? null;
  }

  /** How many watches and alerting saved searches the user's plan allows (null: unlimited). */
  async limitsOf(userId: number): Promise<PlanLimits> {
    const row = await this.db.queryOne<{ limits: PlanLimits }>(
      sql`SELECT ${rawSql(PLAN_LIMITS_JSON)} AS limits
          FROM subscription_plans WHERE id = ${planGivingAccessTo(sql`${userId}`)}`,
    );
    return row?.limits ?? NO_PLAN_LIMITS;
  }
}
