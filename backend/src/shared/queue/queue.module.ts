import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { redisConfig } from '../config';
import { QueueName } from './queue-names';
import { redisOptionsFromUrl } from './redis-connection';

const queues = Object.values(QueueName).map((name) => ({ name }));

/** BullMQ on REDIS_URL; REDIS_KEY_PREFIX namespaces the queues so installs and test runs share Redis. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [redisConfig.KEY],
      useFactory: (config: ConfigType<typeof redisConfig>) => ({
        connection: { ...redisOptionsFromUrl(config.url), maxRetriesPerRequest: null },
        prefix: `${config.keyPrefix}:bull`,
        defaultJobOptions: { removeOnComplete: 1000, removeOnFail: 1000 },
      }),
    }),
    BullModule.registerQueue(...queues),
  ],
  exports: [BullModule],
})
export class QueueModule {}
