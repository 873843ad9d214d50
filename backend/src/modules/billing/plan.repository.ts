import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Database, sql } from '../../shared/database';
import { SubscriptionPlan } from './entities/subscription-plan.entity';
import type { PlanEntitlementRow } from './plan-entitlements';

export type CataloguePlan = Omit<SubscriptionPlan, 'maxWatches' | 'maxAlertingSearches'> & {
  limits: { watches: number | null; savedSearchAlerts: number | null };
};

@Injectable()
export class PlanRepository {
  constructor(
    @InjectRepository(SubscriptionPlan) private readonly plans: Repository<SubscriptionPlan>,
    private readonly db: Database,
  ) {}

  /** The public catalogue, in its order, each plan with its watch and alert limits (§7.4). */
  async listCatalogue(): Promise<CataloguePlan[]> {
    const plans = await this.plans
      .createQueryBuilder('plan')
      .addSelect(['plan.maxWatches', 'plan.maxAlertingSearches'])
      .orderBy('plan.sortOrder', 'ASC')
      .getMany();
    return plans.map(({ maxWatches, maxAlertingSearches, ...plan }) => ({
      ...plan,
      limits: { watches: maxWatches, savedSearchAlerts: maxAlertingSearches },
    }));
  }

  findById(id: number): Promise<SubscriptionPlan | null> {
    return this.plans.findOneBy({ id });
  }

  /** The columns the plan's entitlements derive from. */
  async findEntitlementRow(id: number): Promise<PlanEntitlementRow | null> {
    const row = await this.db.queryOne<PlanEntitlementRow>(
      sql`SELECT id, name, record_limit AS "recordLimit", analytics,
        export_enabled AS "exportEnabled", api_access AS "apiAccess", webhooks,
        json_build_object('watches', max_watches, 'savedSearchAlerts', max_alerting_searches)
          AS limits
        FROM subscription_plans WHERE id = ${id}`,
    );
    return row ?? null;
  }
}
