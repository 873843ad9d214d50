export { defineJob } from './job-definition';
export type {
  AnyJobDefinition,
  JobFailure,
  JobDefinition,
  JobHandler,
  JobRetry,
  JobSchedule,
} from './job-definition';
export { JobPostponed } from './job-postponed';
export { JobQueues } from './job-queues';
export { JobWorkersModule } from './job-workers.module';
export { processorOptions } from './processor-options';
export { QueueModule } from './queue.module';
export { redisOptionsFromUrl } from './redis-connection';
