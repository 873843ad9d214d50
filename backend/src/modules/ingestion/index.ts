export { DemoDataSeeder } from './demo-data.seeder';
export { IngestionModule } from './ingestion.module';
export { IngestionWorkerModule } from './ingestion-worker.module';
export { INGESTION_JOBS } from './data-jobs';
