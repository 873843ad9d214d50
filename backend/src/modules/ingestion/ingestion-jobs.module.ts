import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyzerModule } from '../analyzer';
import { AnalyzerIngestService } from './analyzer-ingest.service';
import { BodaccAnnouncementRepository } from './bodacc-announcement.repository';
import { BodaccHistoryJob } from './bodacc-history.job';
import { BodaccHistoryRunner } from './bodacc-history.runner';
import { BodaccImportService } from './bodacc-import.service';
import { BodaccPortalClient } from './bodacc-portal.client';
import { BodaccSyncJob } from './bodacc-sync.job';
import { BodaccSyncLauncher } from './bodacc-sync.launcher';
import { BodaccSyncRunner } from './bodacc-sync.runner';
import { BodaccSyncStateRepository } from './bodacc-sync-state.repository';
import { BodaccTransferService } from './bodacc-transfer.service';
import { CsvJobRunner } from './csv-job.runner';
import { DataJobOutcomes } from './data-job-outcomes';
import { DemoDataSeeder } from './demo-data.seeder';
import { BodaccAnnouncement } from './entities/bodacc-announcement.entity';
import { JobRunLog } from './entities/job-run-log.entity';
import { JobRun } from './entities/job-run.entity';
import { JobEventsPublisher } from './job-events.publisher';
import { JobLifecycle } from './job-lifecycle';
import { JobRunRepository } from './job-run.repository';
import { JobStopFlags } from './job-stop-flags';
import { JobUploads } from './job-uploads';
import { RunTracker } from './run-tracker';

/** The job bodies and their bookkeeping, shared by the API (producer side) and the workers. */
@Module({
  imports: [TypeOrmModule.forFeature([BodaccAnnouncement, JobRun, JobRunLog]), AnalyzerModule],
  providers: [
    AnalyzerIngestService,
    BodaccAnnouncementRepository,
    BodaccHistoryJob,
    BodaccHistoryRunner,
    BodaccImportService,
    BodaccPortalClient,
    BodaccSyncJob,
    BodaccSyncLauncher,
    BodaccSyncRunner,
    BodaccSyncStateRepository,
    BodaccTransferService,
    CsvJobRunner,
    DataJobOutcomes,
    DemoDataSeeder,
    JobEventsPublisher,
    JobLifecycle,
    JobRunRepository,
    JobStopFlags,
    JobUploads,
    RunTracker,
  ],
  exports: [
    AnalyzerIngestService,
    BodaccAnnouncementRepository,
    BodaccHistoryJob,
    BodaccPortalClient,
    BodaccImportService,
    BodaccSyncJob,
    BodaccSyncLauncher,
    BodaccSyncStateRepository,
    BodaccTransferService,
    DataJobOutcomes,
    DemoDataSeeder,
    JobLifecycle,
    JobRunRepository,
    JobStopFlags,
    JobUploads,
  ],
})
export class IngestionJobsModule {}
