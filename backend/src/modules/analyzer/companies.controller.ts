import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiKeyAccess, AuthUser, CurrentUser } from '../../shared/auth';
import { PageQuery } from '../../shared/dto/page.query';
import { CompanyService } from './company.service';
import { CompanyPageResponse, CompanyParams } from './dto/company.response';

@ApiTags('companies')
@ApiBearerAuth()
@ApiKeyAccess()
@Controller('companies')
export class CompaniesController {
  constructor(private readonly companies: CompanyService) {}

  @Get(':siren')
  @ApiOkResponse({ type: CompanyPageResponse })
  findOne(
    @CurrentUser() user: AuthUser,
    @Param() { siren }: CompanyParams,
    @Query() query: PageQuery,
  ): Promise<CompanyPageResponse> {
    return this.companies.findOne(user, siren, query);
  }
}
