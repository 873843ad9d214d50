import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../shared/auth';
import { AdminDashboardService } from './admin-dashboard.service';
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
  queuesTicket(@CurrentUser() admin: AuthUser) {
    return this.queueBoard.issueTicket(admin);
  }

  @Get('stats')
  stats() {
    return this.dashboard.stats();
  }

  @Get('system-health')
  systemHealth() {
    return this.health.read();
  }

  @Get('users')
  users(@Query() query: LatestQueryDto) {
    return this.dashboard.latestUsers(query.limit);
  }

  @Get('subscriptions')
  subscriptions(@Query() query: LatestQueryDto) {
    return this.dashboard.latestSubscriptions(query.limit);
  }
}
