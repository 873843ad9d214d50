import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Patch,
  Post,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiKeyAccess, AuthUser, CurrentUser } from '../../shared/auth';
import {
  CreateSavedSearchDto,
  SavedSearchEnvelope,
  SavedSearchListResponse,
  UpdateSavedSearchDto,
} from './dto/saved-search.dto';
import { SavedSearchesService } from './saved-searches.service';

/** CONTRACT §7.4: the signed-in user's saved searches only. */
@ApiTags('alerts')
@ApiBearerAuth()
@ApiKeyAccess()
@Controller('saved-searches')
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Post()
  @ApiCreatedResponse({ type: SavedSearchEnvelope })
  async create(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateSavedSearchDto,
  ): Promise<SavedSearchEnvelope> {
    return { savedSearch: await this.searches.create(user, dto) };
  }

  @Get()
  @ApiOkResponse({ type: SavedSearchListResponse })
  async list(@CurrentUser() user: AuthUser): Promise<SavedSearchListResponse> {
    return { savedSearches: await this.searches.list(user) };
  }

  @Patch(':id')
  @ApiOkResponse({ type: SavedSearchEnvelope })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateSavedSearchDto,
  ): Promise<SavedSearchEnvelope> {
    return { savedSearch: await this.searches.update(user, id, dto) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.searches.delete(user, id);
  }
}
