import { Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Public } from '../../shared/auth';
import { SubscriptionService } from './subscription.service';

@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionService) {}

  @Public()
  @Get('plans')
  async plans() {
    return { plans: await this.subscriptions.listPlans() };
  }

  @Get('user')
  async mine(@CurrentUser() user: AuthUser) {
    return { subscriptions: await this.subscriptions.listForUser(user.id) };
  }

  @Get('current')
  async current(@CurrentUser() user: AuthUser) {
    return { subscription: await this.subscriptions.current(user.id) };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return { success: true, subscription: await this.subscriptions.cancel(user.id, id) };
  }
}
