import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../shared/auth';
import { AdminDashboardService } from './admin-dashboard.service';
import {
  AdminStatsResponse,
  LatestSubscriptionsResponse,
  LatestUsersResponse,
  QueueBoardTicketResponse,
  SystemHealthResponse,
} from './dto/admin.response';
import { LatestQueryDto } from './dto/admin-list-query.dto';
import { QueueBoard } from './queue-board';
import { SystemHealthService } from './system-health.service';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminController {
  constructor(
    private readonly dashboard: AdminDashboardService,
    private readonly health: SystemHealthService,
    private readonly queueBoard: QueueBoard,
  ) {}

  /** A one-minute link to the job board (Bull Board). */
  @Post('queues-ticket')
  @HttpCode(200)
  @ApiOkResponse({ type: QueueBoardTicketResponse })
  queuesTicket(@CurrentUser() admin: AuthUser): Promise<QueueBoardTicketResponse> {
    return this.queueBoard.issueTicket(admin);
  }

  @Get('stats')
  @ApiOkResponse({ type: AdminStatsResponse })
  stats(): Promise<AdminStatsResponse> {
    return this.dashboard.stats();
  }

  @Get('system-health')
  @ApiOkResponse({ type: SystemHealthResponse })
  systemHealth(): Promise<SystemHealthResponse> {
    return this.health.read();
  }

  @Get('users')
  @ApiOkResponse({ type: LatestUsersResponse })
  users(@Query() query: LatestQueryDto): Promise<LatestUsersResponse> {
    return this.dashboard.latestUsers(query.limit);
  }

  @Get('subscriptions')
  @ApiOkResponse({ type: LatestSubscriptionsResponse })
  subscriptions(@Query() query: LatestQueryDto): Promise<LatestSubscriptionsResponse> {
    return this.dashboard.latestSubscriptions(query.limit);
  }
}
