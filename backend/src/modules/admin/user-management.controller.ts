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
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../shared/auth';
import { AdjustCreditsDto } from './dto/adjust-credits.dto';
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
  list(@Query() query: UserSearchQueryDto) {
    return this.management.list(query.page, query.limit, query.search);
  }

  @Get(':id')
  detail(@Param('id', ParseIntPipe) id: number) {
    return this.management.detail(id);
  }

  @Put(':id')
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateUserDto,
  ) {
    return this.management.update(actor, id, dto);
  }

  @Post(':id/credits')
  @HttpCode(200)
  adjustCredits(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: AdjustCreditsDto,
  ) {
    return this.management.adjustCredits(actor, id, dto.amount, dto.description);
  }
}
