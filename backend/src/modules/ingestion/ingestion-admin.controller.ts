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
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../shared/auth';
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
  @UseInterceptors(FileInterceptor('csvFile'))
  start(
    @CurrentUser() admin: AuthUser,
    @Body() dto: StartAnalyzerIngestDto,
    @UploadedFile() csvFile?: Express.Multer.File,
  ) {
    return this.ingestion.startAnalyzerIngest(admin, dto, csvFile);
  }

  @Post('analyzer-ingest/stop')
  @HttpCode(200)
  stop(@Body() dto: StopJobDto) {
    return this.ingestion.stopAnalyzerIngest(dto.processId);
  }

  @Get('analyzer-ingest/status')
  status() {
    return this.ingestion.analyzerIngestStatus();
  }

  @Post('ingest/bodacc-csv')
  @HttpCode(200)
  importBodacc(@CurrentUser() admin: AuthUser, @Body() dto: StartBodaccImportDto) {
    return this.ingestion.startBodaccImport(admin, dto);
  }

  @Post('transfer/bodacc-to-analyzer')
  @HttpCode(200)
  transfer(@CurrentUser() admin: AuthUser, @Body() dto: StartTransferDto) {
    return this.ingestion.startTransfer(admin, dto);
  }

  @Get('jobs/:processId')
  getRun(@Param('processId', ParseUUIDPipe) processId: string) {
    return this.ingestion.getRun(processId);
  }

  @Post('jobs/:processId/stop')
  @HttpCode(200)
  stopRun(@Param('processId', ParseUUIDPipe) processId: string) {
    return this.ingestion.stopRun(processId);
  }
}
