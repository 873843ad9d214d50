import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../shared/auth';
import { UserChangedResponse } from '../identity';
import { AdjustCreditsDto } from './dto/adjust-credits.dto';
import { AdjustedCreditsResponse, AdminUserResponse, UserPageResponse } from './dto/admin.response';
import { UserSearchQueryDto } from './dto/admin-list-query.dto';
import { UpdateUserDto } from './dto/update-user.dto';
import { UserManagementService } from './user-management.service';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/usermanagement')
export class UserManagementController {
  constructor(private readonly management: UserManagementService) {}

  @Get()
  @ApiOkResponse({ type: UserPageResponse })
  list(@Query() query: UserSearchQueryDto): Promise<UserPageResponse> {
    return this.management.list(query.page, query.limit, query.search);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminUserResponse })
  detail(@Param('id', ParseIntPipe) id: number): Promise<AdminUserResponse> {
    return this.management.detail(id);
  }

  @Put(':id')
  @ApiOkResponse({ type: UserChangedResponse })
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateUserDto,
  ): Promise<UserChangedResponse> {
    return this.management.update(actor, id, dto);
  }

  @Post(':id/credits')
  @HttpCode(200)
  @ApiOkResponse({ type: AdjustedCreditsResponse })
  adjustCredits(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: AdjustCreditsDto,
  ): Promise<AdjustedCreditsResponse> {
    return this.management.adjustCredits(actor, id, dto.amount, dto.description);
  }
}
