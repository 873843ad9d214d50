import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiKeyAccess, AuthUser, CurrentUser } from '../../shared/auth';
import { PageQuery } from '../../shared/dto/page.query';
import { NotificationListResponse } from './dto/notification.dto';
import { NotificationsService } from './notifications.service';

/** CONTRACT §7.4: the signed-in user's notifications only. */
@ApiTags('alerts')
@ApiBearerAuth()
@ApiKeyAccess()
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOkResponse({ type: NotificationListResponse })
  list(
    @CurrentUser() user: AuthUser,
    @Query() query: PageQuery,
  ): Promise<NotificationListResponse> {
    return this.notifications.list(user, query.page, query.limit);
  }

  @Post('read-all')
  @HttpCode(204)
  @ApiNoContentResponse()
  readAll(@CurrentUser() user: AuthUser): Promise<void> {
    return this.notifications.markAllRead(user);
  }

  @Post(':id/read')
  @HttpCode(204)
  @ApiNoContentResponse()
  read(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.notifications.markRead(user, id);
  }
}
