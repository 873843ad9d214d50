export { DataJobOutcomes, type JobOutcomeCounts } from './data-job-outcomes';
export { DemoDataSeeder } from './demo-data.seeder';
export { IngestionJobsModule } from './ingestion-jobs.module';
export { IngestionModule } from './ingestion.module';
export { IngestionWorkerModule } from './ingestion-worker.module';
export { INGESTION_JOBS } from './data-jobs';
