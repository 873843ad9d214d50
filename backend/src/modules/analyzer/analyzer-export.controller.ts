import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiKeyAccess, AuthUser, CurrentUser } from '../../shared/auth';
import { attachmentDisposition } from '../../shared/files';
import { RequiresEntitlement } from '../billing';
import { AnalyzerExportService } from './analyzer-export.service';
import { ExportDownloadWatchdog } from './analyzer-export.watchdog';
import { ExportRecordsQuery } from './dto/export-records.query';

@ApiTags('analyzer')
@ApiBearerAuth()
@ApiKeyAccess()
@Controller('analyzer')
export class AnalyzerExportController {
  constructor(
    private readonly exports: AnalyzerExportService,
    private readonly watchdog: ExportDownloadWatchdog,
  ) {}

  /** The search's matches as CSV or XLSX, at most 100,000 rows (`X-Export-Truncated` past it). */
  @Get('export')
  @RequiresEntitlement('export')
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async export(
    @CurrentUser() user: AuthUser,
    @Query() query: ExportRecordsQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    // 429 EXPORT_LIMIT_REACHED or 503 EXPORT_CAPACITY_REACHED when it cannot start now.
    const file = await this.exports.export(user, query);
    // A download left unread is cut, its cursor closed with it.
    this.watchdog.watch(response);
    if (file.isTruncated) response.setHeader('X-Export-Truncated', 'true');
    return new StreamableFile(file.stream, {
      type: file.contentType,
      disposition: attachmentDisposition(file.fileName),
    });
  }
}
