import { Module } from '@nestjs/common';
import { IngestionJobsModule } from './ingestion-jobs.module';
import { AnalyzerIngestProcessor } from './jobs/analyzer-ingest.processor';
import { BodaccImportProcessor } from './jobs/bodacc-import.processor';
import { BodaccTransferProcessor } from './jobs/bodacc-transfer.processor';
import { QueueWorkersStarter } from './jobs/queue-workers.starter';

/** The queue consumers; they consume only when PROCESS_ROLE is all or worker. */
@Module({
  imports: [IngestionJobsModule],
  providers: [
    AnalyzerIngestProcessor,
    BodaccImportProcessor,
    BodaccTransferProcessor,
    QueueWorkersStarter,
  ],
})
export class IngestionWorkerModule {}
