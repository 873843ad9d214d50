import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../shared/auth';
import { CompanyReportsService } from './company-reports.service';
import {
  AdminReportEnvelope,
  AdminReportListResponse,
  AdminReportsQuery,
  CloseReportDto,
  ReportIdParams,
} from './dto/company-report.dto';

/** The reports users sent (CONTRACT §8.3): listed for admins, who close them. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/reports')
export class CompanyReportsAdminController {
  constructor(private readonly reports: CompanyReportsService) {}

  @Get()
  @ApiOkResponse({ type: AdminReportListResponse })
  list(@Query() query: AdminReportsQuery): Promise<AdminReportListResponse> {
    return this.reports.list(query);
  }

  @Post(':id/close')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminReportEnvelope })
  async close(
    @CurrentUser() admin: AuthUser,
    @Param() { id }: ReportIdParams,
    @Body() dto: CloseReportDto,
  ): Promise<AdminReportEnvelope> {
    return { report: await this.reports.close(admin, id, dto.reply) };
  }
}
