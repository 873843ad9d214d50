/// <reference types="multer" />
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../shared/auth';
import { DiscardRejectedUploadInterceptor } from './discard-rejected-upload.interceptor';
import {
  IngestStatusResponse,
  JobRunResponse,
  StartedJobResponse,
  StoppedJobsResponse,
} from './dto/job-run.response';
import { StartAnalyzerIngestDto } from './dto/start-analyzer-ingest.dto';
import { StartBodaccImportDto } from './dto/start-bodacc-import.dto';
import { StartTransferDto } from './dto/start-transfer.dto';
import { StopJobDto } from './dto/stop-job.dto';
import { IngestionService } from './ingestion.service';

/** Spec §7 "Admin" ingestion calls; every route needs role admin. */
@ApiTags('admin ingestion')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class IngestionAdminController {
  constructor(private readonly ingestion: IngestionService) {}

  @Post('analyzer-ingest/start')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['targetUserId'],
      properties: {
        csvFile: { type: 'string', format: 'binary', description: 'a .csv upload' },
        csvFilePath: { type: 'string', description: 'or a file inside INGEST_DIR' },
        targetUserId: { type: 'integer' },
        batchSize: { type: 'integer', default: 100 },
        rowLimit: { type: 'integer' },
        resume: { type: 'boolean' },
      },
    },
  })
  @UseInterceptors(FileInterceptor('csvFile'), DiscardRejectedUploadInterceptor)
  @ApiOkResponse({ type: StartedJobResponse })
  start(
    @CurrentUser() admin: AuthUser,
    @Body() dto: StartAnalyzerIngestDto,
    @UploadedFile() csvFile?: Express.Multer.File,
  ): Promise<StartedJobResponse> {
    return this.ingestion.startAnalyzerIngest(admin, dto, csvFile);
  }

  @Post('analyzer-ingest/stop')
  @HttpCode(200)
  @ApiOkResponse({ type: StoppedJobsResponse })
  stop(@Body() dto: StopJobDto): Promise<StoppedJobsResponse> {
    return this.ingestion.stopAnalyzerIngest(dto.processId);
  }

  @Get('analyzer-ingest/status')
  @ApiOkResponse({ type: IngestStatusResponse })
  status(): Promise<IngestStatusResponse> {
    return this.ingestion.analyzerIngestStatus();
  }

  @Post('ingest/bodacc-csv')
  @HttpCode(200)
  @ApiOkResponse({ type: StartedJobResponse })
  importBodacc(
    @CurrentUser() admin: AuthUser,
    @Body() dto: StartBodaccImportDto,
  ): Promise<StartedJobResponse> {
    return this.ingestion.startBodaccImport(admin, dto);
  }

  @Post('transfer/bodacc-to-analyzer')
  @HttpCode(200)
  @ApiOkResponse({ type: StartedJobResponse })
  transfer(
    @CurrentUser() admin: AuthUser,
    @Body() dto: StartTransferDto,
  ): Promise<StartedJobResponse> {
    return this.ingestion.startTransfer(admin, dto);
  }

  @Get('jobs/:processId')
  @ApiOkResponse({ type: JobRunResponse })
  getRun(@Param('processId', ParseUUIDPipe) processId: string): Promise<JobRunResponse> {
    return this.ingestion.getRun(processId);
  }

  @Post('jobs/:processId/stop')
  @HttpCode(200)
  @ApiOkResponse({ type: StoppedJobsResponse })
  stopRun(@Param('processId', ParseUUIDPipe) processId: string): Promise<StoppedJobsResponse> {
    return this.ingestion.stopRun(processId);
  }
}
