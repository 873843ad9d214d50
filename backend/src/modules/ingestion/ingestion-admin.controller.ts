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
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiExtraModels,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../shared/auth';
import { DomainException } from '../../shared/errors';
import { CsvUploadInterceptor } from './csv-upload.interceptor';
import { DiscardRejectedUploadInterceptor } from './discard-rejected-upload.interceptor';
import { DataJobsResponse } from './dto/data-jobs.response';
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
import { IngestionError } from './ingestion.errors';
import { IngestionService } from './ingestion.service';

const UPLOAD_REFUSALS =
  'VALIDATION_FAILED, INGEST_UPLOAD_INVALID, INGEST_PATH_OUTSIDE_DIR, INGEST_FILE_NOT_FOUND';

/** A malformed id names no run: 404 JOB_NOT_FOUND, as an unknown one. */
const RUN_ID = new ParseUUIDPipe({
  exceptionFactory: () => new DomainException(IngestionError.JobNotFound),
});

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
  @UseInterceptors(CsvUploadInterceptor(), DiscardRejectedUploadInterceptor)
  @ApiOkResponse({ type: StartedJobResponse })
  @ApiBadRequestResponse({ description: UPLOAD_REFUSALS + ', INGEST_BODACC_EXPORT' })
  @ApiPayloadTooLargeResponse({ description: 'INGEST_UPLOAD_TOO_LARGE' })
  @ApiUnsupportedMediaTypeResponse({ description: 'INGEST_NOT_CSV' })
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
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiExtraModels(StartBodaccImportDto)
  @ApiBody({
    description: 'JSON, or multipart with the export itself as csvFile',
    schema: {
      allOf: [
        { $ref: getSchemaPath(StartBodaccImportDto) },
        {
          type: 'object',
          properties: {
            csvFile: { type: 'string', format: 'binary', description: 'an uploaded BODACC export' },
          },
        },
      ],
    },
  })
  @UseInterceptors(CsvUploadInterceptor(), DiscardRejectedUploadInterceptor)
  @ApiOkResponse({ type: StartedJobResponse })
  @ApiBadRequestResponse({ description: UPLOAD_REFUSALS })
  @ApiPayloadTooLargeResponse({ description: 'INGEST_UPLOAD_TOO_LARGE' })
  @ApiUnsupportedMediaTypeResponse({ description: 'INGEST_NOT_CSV' })
  importBodacc(
    @CurrentUser() admin: AuthUser,
    @Body() dto: StartBodaccImportDto,
    @UploadedFile() csvFile?: Express.Multer.File,
  ): Promise<StartedJobResponse> {
    return this.ingestion.startBodaccImport(admin, dto, csvFile);
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

  @Get('data-jobs')
  @ApiOkResponse({ type: DataJobsResponse })
  dataJobs(): Promise<DataJobsResponse> {
    return this.ingestion.dataJobs();
  }

  @Get('jobs/:processId')
  @ApiOkResponse({ type: JobRunResponse })
  getRun(@Param('processId', RUN_ID) processId: string): Promise<JobRunResponse> {
    return this.ingestion.getRun(processId);
  }

  @Post('jobs/:processId/stop')
  @HttpCode(200)
  @ApiOkResponse({ type: StoppedJobsResponse })
  stopRun(@Param('processId', RUN_ID) processId: string): Promise<StoppedJobsResponse> {
    return this.ingestion.stopRun(processId);
  }
}
