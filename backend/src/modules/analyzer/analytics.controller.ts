import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../shared/auth';
import { RequiresEntitlement } from '../billing';
import { AnalyticsService } from './analytics.service';
import { AnalyticsQuery } from './dto/analytics.query';
import { AnalyticsResponse } from './dto/analytics.response';

@ApiTags('analytics')
@ApiBearerAuth()
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  /** The search's visible matches per month and type, per type; more with advanced analytics. */
  @Get()
  @RequiresEntitlement('analytics')
  @ApiOkResponse({ type: AnalyticsResponse })
  of(@CurrentUser() user: AuthUser, @Query() query: AnalyticsQuery): Promise<AnalyticsResponse> {
    return this.analytics.of(user, query);
  }
}
