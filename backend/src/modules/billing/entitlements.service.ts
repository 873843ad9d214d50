import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { DomainException } from '../../shared/errors';
import { BillingError } from './billing.errors';
import { PlanAccessService } from './plan-access.service';
import {
  ADMIN_ENTITLEMENTS,
  Entitlements,
  entitlementsOfPlan,
  isFeatureOpen,
  NO_PLAN_ENTITLEMENTS,
  PlanFeature,
} from './plan-entitlements';
import { PlanRepository } from './plan.repository';

/** What the user's plan opens now (trial included): the one answer every guard and screen reads. */
@Injectable()
export class EntitlementsService {
  constructor(
    private readonly planAccess: PlanAccessService,
    private readonly plans: PlanRepository,
  ) {}

  async of(user: AuthUser): Promise<Entitlements> {
    if (user.role === 'admin') return ADMIN_ENTITLEMENTS;
    const planId = await this.planAccess.planIdOf(user.id);
    const plan = planId === null ? null : await this.plans.findEntitlementRow(planId);
    return plan ? entitlementsOfPlan(plan) : NO_PLAN_ENTITLEMENTS;
  }

  async allows(user: AuthUser, feature: PlanFeature): Promise<boolean> {
    return isFeatureOpen(await this.of(user), feature);
  }

  /** 403 PLAN_FEATURE_REQUIRED, naming the feature, unless the plan opens it. */
  async require(user: AuthUser, feature: PlanFeature): Promise<void> {
    if (!(await this.allows(user, feature))) {
      throw new DomainException(BillingError.PlanFeatureRequired, { feature });
    }
  }
}
