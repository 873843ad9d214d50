import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiKeyAccess, AuthUser, CurrentUser } from '../../shared/auth';
import { OfficerSearchQuery, OfficerSearchResponse } from './dto/officer-search.dto';
import { OfficerSearchService } from './officer-search.service';

@ApiTags('companies')
@ApiBearerAuth()
@ApiKeyAccess()
@Controller('officers')
export class OfficersController {
  constructor(private readonly officers: OfficerSearchService) {}

  @Get()
  @ApiOkResponse({ type: OfficerSearchResponse })
  find(
    @CurrentUser() user: AuthUser,
    @Query() { name }: OfficerSearchQuery,
  ): Promise<OfficerSearchResponse> {
    return this.officers.find(user, name);
  }
}
