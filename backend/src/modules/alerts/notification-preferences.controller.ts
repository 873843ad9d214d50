import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiKeyAccess, AuthUser, CurrentUser } from '../../shared/auth';
import {
  NotificationPreferencesResponse,
  UpdateNotificationPreferencesDto,
} from './dto/notification-preferences.dto';
import { NotificationPreferencesService } from './notification-preferences.service';

@ApiTags('notifications')
@ApiBearerAuth()
@ApiKeyAccess()
@Controller('notifications/preferences')
export class NotificationPreferencesController {
  constructor(private readonly preferences: NotificationPreferencesService) {}

  @Get()
  @ApiOkResponse({ type: NotificationPreferencesResponse })
  read(@CurrentUser() user: AuthUser): Promise<NotificationPreferencesResponse> {
    return this.preferences.preferencesOf(user.id);
  }

  @Put()
  @ApiOkResponse({ type: NotificationPreferencesResponse })
  update(
    @CurrentUser() user: AuthUser,
    @Body() dto: UpdateNotificationPreferencesDto,
  ): Promise<NotificationPreferencesResponse> {
    return this.preferences.update(user.id, dto);
  }
}
