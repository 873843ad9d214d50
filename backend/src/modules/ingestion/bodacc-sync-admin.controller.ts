import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../shared/auth';
import { BodaccSyncService } from './bodacc-sync.service';
import { StartedJobResponse } from './dto/job-run.response';
import { SyncStatusResponse } from './dto/sync-status.response';

/** CONTRACT §7.5: the scheduled BODACC sync, for admins. */
@ApiTags('admin sync')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/sync')
export class BodaccSyncAdminController {
  constructor(private readonly sync: BodaccSyncService) {}

  @Get()
  @ApiOkResponse({ type: SyncStatusResponse })
  status(): Promise<SyncStatusResponse> {
    return this.sync.status();
  }

  @Post('run')
  @HttpCode(200)
  @ApiOkResponse({ type: StartedJobResponse })
  @ApiConflictResponse({ description: 'SYNC_ALREADY_RUNNING, or SYNC_DISABLED' })
  run(@CurrentUser() admin: AuthUser): Promise<StartedJobResponse> {
    return this.sync.runNow(admin);
  }

  @Post('pause')
  @HttpCode(200)
  @ApiOkResponse({ type: SyncStatusResponse })
  pause(): Promise<SyncStatusResponse> {
    return this.sync.setPaused(true);
  }

  @Post('resume')
  @HttpCode(200)
  @ApiOkResponse({ type: SyncStatusResponse })
  resume(): Promise<SyncStatusResponse> {
    return this.sync.setPaused(false);
  }
}
