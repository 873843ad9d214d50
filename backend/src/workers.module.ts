import { Module } from '@nestjs/common';
import { JOB_WORKER_MODULES } from './jobs';

/**
 * The consumers of every job of src/jobs.ts. Both processes import it; the workers start only
 * when PROCESS_ROLE is all or worker (JobWorkersModule).
 */
@Module({ imports: [...JOB_WORKER_MODULES] })
export class WorkersModule {}
