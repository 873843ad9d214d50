import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { Queue } from 'bullmq';
import { redisConfig } from '../config';
import { AnyJobDefinition } from './job-definition';
import { JobQueues } from './job-queues';
import { redisOptionsFromUrl } from './redis-connection';

/**
 * A handler records its own failures (a data job marks its run failed), so a job reaches BullMQ
 * as failed only when even that was impossible: the database or Redis went away (a restart).
 * It is then tried again (7 more times, 2 s to 2 min apart: about 4 minutes in all), and a data
 * job continues from its checkpoint instead of staying "running" forever.
 */
export const RETRY_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
} as const;

/**
 * BullMQ on REDIS_URL, one queue per declared job; REDIS_KEY_PREFIX namespaces the queues so
 * installs and test runs share Redis.
 */
@Global()
@Module({})
export class QueueModule {
  static forRoot(jobs: readonly AnyJobDefinition[]): DynamicModule {
    return {
      module: QueueModule,
      imports: [
        BullModule.forRootAsync({
          inject: [redisConfig.KEY],
          useFactory: (config: ConfigType<typeof redisConfig>) => ({
            connection: { ...redisOptionsFromUrl(config.url), maxRetriesPerRequest: null },
            prefix: `${config.keyPrefix}:bull`,
            defaultJobOptions: { removeOnComplete: 1000, removeOnFail: 1000, ...RETRY_OPTIONS },
          }),
        }),
        BullModule.registerQueue(...jobs.map((job) => ({ name: job.queue }))),
      ],
      providers: [
        {
          provide: JobQueues,
          inject: jobs.map((job) => getQueueToken(job.queue)),
          useFactory: (...queues: Queue[]) =>
            new JobQueues(jobs.map((definition, i) => ({ definition, queue: queues[i] }))),
        },
      ],
      exports: [BullModule, JobQueues],
    };
  }
}
