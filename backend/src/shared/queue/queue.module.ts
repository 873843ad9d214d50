import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { Queue } from 'bullmq';
import { appConfig, redisConfig } from '../config';
import { JobConsumersCheck } from './job-consumers.check';
import { AnyJobDefinition } from './job-definition';
import { JobQueues } from './job-queues';
import { redisOptionsFromUrl } from './redis-connection';

/**
 * BullMQ on REDIS_URL, one queue per declared job; REDIS_KEY_PREFIX namespaces the queues so
 * installs and test runs share Redis. A process with a worker role checks at start that each
 * declared job has one consumer (JobConsumersCheck).
 */
@Global()
@Module({})
export class QueueModule {
  static forRoot(jobs: readonly AnyJobDefinition[]): DynamicModule {
    return {
      module: QueueModule,
      imports: [
        DiscoveryModule,
        BullModule.forRootAsync({
          inject: [redisConfig.KEY],
          useFactory: (config: ConfigType<typeof redisConfig>) => ({
            connection: { ...redisOptionsFromUrl(config.url), maxRetriesPerRequest: null },
            prefix: `${config.keyPrefix}:bull`,
            defaultJobOptions: { removeOnComplete: 1000, removeOnFail: 1000 },
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
        {
          provide: JobConsumersCheck,
          inject: [appConfig.KEY, DiscoveryService],
          useFactory: (app: ConfigType<typeof appConfig>, discovery: DiscoveryService) =>
            new JobConsumersCheck(jobs, app.processRole, discovery),
        },
      ],
      exports: [BullModule, JobQueues],
    };
  }
}
