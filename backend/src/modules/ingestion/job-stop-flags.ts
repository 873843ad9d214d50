import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import Redis from 'ioredis';
import { redisConfig } from '../../shared/config';
import { REDIS_CLIENT } from '../../shared/redis';

const DAY_SECONDS = 86_400;

/** Stop requests live in Redis, so an API process can stop a job any worker runs. */
@Injectable()
export class JobStopFlags {
  private readonly logger = new Logger(JobStopFlags.name);

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(redisConfig.KEY) private readonly config: ConfigType<typeof redisConfig>,
  ) {}

  private key(processId: string): string {
    return `${this.config.keyPrefix}:job-stop:${processId}`;
  }

  async request(processId: string): Promise<void> {
    await this.redis.set(this.key(processId), '1', 'EX', DAY_SECONDS);
  }

  /** While Redis is unreachable no stop can be read: the job goes on and asks again next batch. */
  async isRequested(processId: string): Promise<boolean> {
    try {
      return (await this.redis.exists(this.key(processId))) === 1;
    } catch (error) {
      this.logger.warn(
        `Stop flag of ${processId} unreadable, going on: ${(error as Error).message}`,
      );
      return false;
    }
  }
}
