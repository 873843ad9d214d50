export { defineJob } from './job-definition';
export type {
  AnyJobDefinition,
  JobFailure,
  JobDefinition,
  JobHandler,
  JobRetry,
  JobSchedule,
} from './job-definition';
export { JobQueues } from './job-queues';
export { JobWorkersModule } from './job-workers.module';
export { processorOptions } from './processor-options';
export { QueueModule } from './queue.module';
export { redisOptionsFromUrl } from './redis-connection';
