import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import type { AuthUser } from '../../shared/auth';
import { EntitlementsService } from './entitlements.service';
import type { PlanFeature } from './plan-entitlements';

const REQUIRED_FEATURE_KEY = 'requiredPlanFeature';

/** Refuses the route with 403 PLAN_FEATURE_REQUIRED (naming the feature) unless the plan opens it. */
@Injectable()
export class RequiresEntitlementGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly entitlements: EntitlementsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const feature = this.reflector.getAllAndOverride<PlanFeature | undefined>(
      REQUIRED_FEATURE_KEY,
      [context.getHandler(), context.getClass()],
    );
    if (!feature) return true;
    const user: AuthUser = context.switchToHttp().getRequest().user;
    await this.entitlements.require(user, feature);
    return true;
  }
}

export const RequiresEntitlement = (feature: PlanFeature) =>
  applyDecorators(
    SetMetadata(REQUIRED_FEATURE_KEY, feature),
    UseGuards(RequiresEntitlementGuard),
    ApiForbiddenResponse({ description: `PLAN_FEATURE_REQUIRED: the plan lacks "${feature}"` }),
  );
