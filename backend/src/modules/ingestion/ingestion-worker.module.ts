import { Module } from '@nestjs/common';
import { JobWorkersModule } from '../../shared/queue';
import { BodaccSyncFirstRun } from './bodacc-sync.first-run';
import { IngestionJobsModule } from './ingestion-jobs.module';
import { INGESTION_JOBS } from './data-jobs';

/** The queue consumers; they consume only when PROCESS_ROLE is all or worker. */
@Module({
  imports: [JobWorkersModule.register(INGESTION_JOBS, IngestionJobsModule), IngestionJobsModule],
  providers: [BodaccSyncFirstRun],
})
export class IngestionWorkerModule {}
