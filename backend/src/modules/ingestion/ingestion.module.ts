import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { MulterModule } from '@nestjs/platform-express';
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { diskStorage } from 'multer';
import { ingestionConfig } from '../../shared/config';
import { DomainException } from '../../shared/errors';
import { AnalyzerModule, CatalogueSyncReader } from '../analyzer';
import { IdentityModule } from '../identity';
import { BodaccHistoryAdminController } from './bodacc-history-admin.controller';
import { BodaccHistoryService } from './bodacc-history.service';
import { BodaccSyncAdminController } from './bodacc-sync-admin.controller';
import { BodaccSyncService } from './bodacc-sync.service';
import { CatalogueSyncStatusService } from './catalogue-sync-status.service';
import { IngestionAdminController } from './ingestion-admin.controller';
import { IngestionError } from './ingestion.errors';
import { IngestionJobsModule } from './ingestion-jobs.module';
import { IngestionService } from './ingestion.service';

/** Uploads are stored under INGEST_DIR/uploads by a generated name, never the uploaded one. */
const uploads = MulterModule.registerAsync({
  inject: [ingestionConfig.KEY],
  useFactory: (config: ConfigType<typeof ingestionConfig>) => ({
    storage: diskStorage({
      destination: (_req, _file, done) => {
        mkdirSync(config.uploadDir, { recursive: true });
        done(null, config.uploadDir);
      },
      filename: (_req, _file, done) => done(null, `${randomUUID()}.csv`),
    }),
    limits: { fileSize: config.maxUploadMb * 1024 * 1024, files: 1 },
    fileFilter: (_req, file, done) =>
      /\.csv$/i.test(file.originalname)
        ? done(null, true)
        : done(new DomainException(IngestionError.NotCsv), false),
  }),
});

/** Admin routes of the data jobs (producer side). */
@Module({
  imports: [IngestionJobsModule, AnalyzerModule, IdentityModule, uploads],
  controllers: [IngestionAdminController, BodaccSyncAdminController, BodaccHistoryAdminController],
  providers: [
    IngestionService,
    BodaccSyncService,
    BodaccHistoryService,
    { provide: CatalogueSyncReader, useClass: CatalogueSyncStatusService },
  ],
  exports: [IngestionJobsModule],
})
export class IngestionModule {}
