import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Public } from '../../shared/auth';
import { NoRateLimit } from '../../shared/rate-limit';
import { ChangePlanDto } from './dto/change-plan.dto';
import { EntitlementsResponse } from './dto/entitlements.response';
import { MonthlyUsageResponse } from './dto/monthly-usage.response';
import {
  CanceledSubscriptionResponse,
  ChangedSubscriptionResponse,
  CurrentSubscriptionResponse,
  PlansResponse,
  SubscriptionsResponse,
} from './dto/subscription.response';
import { EntitlementsService } from './entitlements.service';
import { MonthlyUsageService } from './monthly-usage.service';
import { SubscriptionService } from './subscription.service';

@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionService,
    private readonly entitlements: EntitlementsService,
    private readonly usage: MonthlyUsageService,
  ) {}

  @Public()
  // Public prices: nothing to guess, and a limit would cost the two Redis calls that the read
  // of three rows costs, while risking the pricing page for visitors behind one address.
  @NoRateLimit()
  @Get('plans')
  @ApiOkResponse({ type: PlansResponse })
  async plans(): Promise<PlansResponse> {
    return { plans: await this.subscriptions.listPlans() };
  }

  @Get('user')
  @ApiOkResponse({ type: SubscriptionsResponse })
  async mine(@CurrentUser() user: AuthUser): Promise<SubscriptionsResponse> {
    return { subscriptions: await this.subscriptions.listForUser(user.id) };
  }

  @Get('current')
  @ApiOkResponse({ type: CurrentSubscriptionResponse })
  async current(@CurrentUser() user: AuthUser): Promise<CurrentSubscriptionResponse> {
    return { subscription: await this.subscriptions.current(user.id) };
  }

  @Get('entitlements')
  @ApiOkResponse({ type: EntitlementsResponse })
  entitlementsOf(@CurrentUser() user: AuthUser): Promise<EntitlementsResponse> {
    return this.entitlements.of(user);
  }

  /** The calendar month's usage against the plan, for the credits page. */
  @Get('usage')
  @ApiOkResponse({ type: MonthlyUsageResponse })
  async usageOf(@CurrentUser() user: AuthUser): Promise<MonthlyUsageResponse> {
    return { usage: await this.usage.of(user) };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: CanceledSubscriptionResponse })
  async cancel(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<CanceledSubscriptionResponse> {
    return { success: true, subscription: await this.subscriptions.cancel(user.id, id) };
  }

  @Post(':id/change-plan')
  @HttpCode(200)
  @ApiOkResponse({ type: ChangedSubscriptionResponse })
  async changePlan(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: ChangePlanDto,
  ): Promise<ChangedSubscriptionResponse> {
    return {
      success: true,
      subscription: await this.subscriptions.changePlan(user.id, id, dto.planId),
    };
  }
}
