import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiKeyAccess, AuthUser, CurrentUser } from '../../shared/auth';
import { RateLimit } from '../../shared/rate-limit';
import { CreateWatchDto, WatchEnvelope, WatchListResponse } from './dto/watch.dto';
import { WatchesService } from './watches.service';

/** CONTRACT §7.4: the signed-in user's watches only. */
@ApiTags('alerts')
@ApiBearerAuth()
@ApiKeyAccess()
@Controller('watches')
export class WatchesController {
  constructor(private readonly watches: WatchesService) {}

  @Post()
  @RateLimit('watchCreation')
  @ApiCreatedResponse({ type: WatchEnvelope })
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateWatchDto): Promise<WatchEnvelope> {
    return { watch: await this.watches.create(user, dto.siren) };
  }

  @Get()
  @ApiOkResponse({ type: WatchListResponse })
  async list(@CurrentUser() user: AuthUser): Promise<WatchListResponse> {
    return this.watches.list(user);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.watches.delete(user, id);
  }
}
