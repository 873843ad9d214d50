import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../shared/auth';
import { BodaccHistoryService } from './bodacc-history.service';
import {
  HistoryEstimateQuery,
  HistoryEstimateResponse,
  HistoryStatusResponse,
  StartHistoryDto,
} from './dto/history.dto';

/** CONTRACT §8.1: the whole BODACC since a day, loaded month by month, for admins. */
@ApiTags('admin history')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/history')
export class BodaccHistoryAdminController {
  constructor(private readonly history: BodaccHistoryService) {}

  @Get()
  @ApiOkResponse({ type: HistoryStatusResponse })
  status(): Promise<HistoryStatusResponse> {
    return this.history.status();
  }

  @Get('estimate')
  @ApiOkResponse({ type: HistoryEstimateResponse })
  @ApiConflictResponse({ description: 'SYNC_DISABLED: no portal configured' })
  @ApiBadGatewayResponse({ description: 'The portal did not answer' })
  estimate(@Query() query: HistoryEstimateQuery): Promise<HistoryEstimateResponse> {
    return this.history.estimate(query.from);
  }

  @Post('start')
  @HttpCode(200)
  @ApiOkResponse({ type: HistoryStatusResponse })
  @ApiConflictResponse({ description: 'HISTORY_ALREADY_RUNNING, or SYNC_DISABLED' })
  start(
    @CurrentUser() admin: AuthUser,
    @Body() dto: StartHistoryDto,
  ): Promise<HistoryStatusResponse> {
    return this.history.start(admin, dto.from);
  }

  @Post('pause')
  @HttpCode(200)
  @ApiOkResponse({ type: HistoryStatusResponse })
  @ApiConflictResponse({ description: 'HISTORY_NOT_RUNNING' })
  pause(): Promise<HistoryStatusResponse> {
    return this.history.pause();
  }

  @Post('resume')
  @HttpCode(200)
  @ApiOkResponse({ type: HistoryStatusResponse })
  @ApiConflictResponse({ description: 'HISTORY_NOT_RESUMABLE, or HISTORY_ALREADY_RUNNING' })
  resume(@CurrentUser() admin: AuthUser): Promise<HistoryStatusResponse> {
    return this.history.resume(admin);
  }
}
