import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { ApiKeyAccess, AuthUser, CurrentUser } from '../../shared/auth';
import { RateLimit } from '../../shared/rate-limit';
import { CompanyReportsService } from './company-reports.service';
import { CompanyParams } from './dto/company.response';
import { CompanyReportEnvelope, CreateCompanyReportDto } from './dto/company-report.dto';

/** "Signaler une erreur" on a company or one of its notices (CONTRACT §8.3). */
@ApiTags('companies')
@ApiBearerAuth()
@ApiKeyAccess()
@Controller('companies')
export class CompanyReportsController {
  constructor(private readonly reports: CompanyReportsService) {}

  @Post(':siren/reports')
  @HttpCode(201)
  @RateLimit()
  @ApiCreatedResponse({ type: CompanyReportEnvelope })
  async create(
    @CurrentUser() user: AuthUser,
    @Param() { siren }: CompanyParams,
    @Body() dto: CreateCompanyReportDto,
  ): Promise<CompanyReportEnvelope> {
    return { report: await this.reports.create(user, siren, dto) };
  }
}
