import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Database, rawSql, sql } from '../../shared/database';
import { SubscriptionPlan } from './entities/subscription-plan.entity';
import type { PlanEntitlementRow, PlanLimits } from './plan-entitlements';

/** A plan's limit columns as `PlanLimits` (null: unlimited), for every query that reads them. */
export const PLAN_LIMITS_JSON =
  "json_build_object('watches', max_watches, 'savedSearchAlerts', max_alerting_searches)";

export type CataloguePlan = Omit<SubscriptionPlan, 'maxWatches' | 'maxAlertingSearches'> & {
  limits: PlanLimits;
};

@Injectable()
export class PlanRepository {
  constructor(
    @InjectRepository(SubscriptionPlan) private readonly plans: Repository<SubscriptionPlan>,
    private readonly db: Database,
  ) {}

  /** The public catalogue, in its order, each plan with its watch and alert limits (§7.4). */
  async listCatalogue(): Promise<CataloguePlan[]> {
    const { entities, raw } = await this.plans
      .createQueryBuilder('plan')
      .addSelect(PLAN_LIMITS_JSON, 'limits')
      .orderBy('plan.sortOrder', 'ASC')
      .getRawAndEntities<{ limits: PlanLimits }>();
    // Without a join, each raw row is the entity of the same index.
    return entities.map((plan, i) => ({ ...plan, limits: raw[i].limits }));
  }

  findById(id: number): Promise<SubscriptionPlan | null> {
    return this.plans.findOneBy({ id });
  }

  /** The columns the plan's entitlements derive from. */
  async findEntitlementRow(id: number): Promise<PlanEntitlementRow | null> {
    const row = await this.db.queryOne<PlanEntitlementRow>(
      sql`SELECT id, name, record_limit AS "recordLimit", analytics,
        export_enabled AS "exportEnabled", api_access AS "apiAccess", webhooks,
        ${rawSql(PLAN_LIMITS_JSON)} AS limits
        FROM subscription_plans WHERE id = ${id}`,
    );
    return row ?? null;
  }
}
