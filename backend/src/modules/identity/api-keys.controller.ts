import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../shared/auth';
import { RequiresEntitlement } from '../billing';
import { ApiKeysService } from './api-keys.service';
import { ApiKeyListResponse, CreateApiKeyDto, CreatedApiKeyResponse } from './dto/api-key.dto';

/**
 * CONTRACT §7.6: the signed-in user's API keys (never reachable with a key). Creating one needs
 * the plan's API access; listing and revoking do not, so keys can be cleaned up after a downgrade.
 */
@ApiTags('api-keys')
@ApiBearerAuth()
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Post()
  @RequiresEntitlement('apiAccess')
  @ApiCreatedResponse({ type: CreatedApiKeyResponse })
  create(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateApiKeyDto,
  ): Promise<CreatedApiKeyResponse> {
    return this.apiKeys.create(user, dto.name);
  }

  @Get()
  @ApiOkResponse({ type: ApiKeyListResponse })
  async list(@CurrentUser() user: AuthUser): Promise<ApiKeyListResponse> {
    return { apiKeys: await this.apiKeys.list(user) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  revoke(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.apiKeys.revoke(user, id);
  }
}
