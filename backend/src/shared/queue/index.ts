export { QueueModule } from './queue.module';
export { processorOptions, QueueName } from './queue-names';
export type { DataJobData } from './queue-names';
export { redisOptionsFromUrl } from './redis-connection';
