import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RedisHealthIndicator } from './shared/health/redis.health';

const HEARTBEAT_MS = 60_000;

/** Logs the worker's view of PostgreSQL and Redis at start and then every minute. */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisHealthIndicator,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.report();
    this.timer = setInterval(() => void this.report(), HEARTBEAT_MS);
    this.timer.unref();
  }

  onApplicationShutdown(signal?: string): void {
    clearInterval(this.timer);
    this.logger.log(`Worker stopping${signal ? ` on ${signal}` : ''}`);
  }

  private async report(): Promise<void> {
    const database = await this.dataSource
      .query('SELECT 1')
      .then(() => 'up')
      .catch((error: Error) => `down (${error.message})`);
    const redis = (await this.redis.isHealthy('redis')).redis.status;
    const line = `Worker alive: database ${database}, redis ${redis}`;
    if (database === 'up' && redis === 'up') this.logger.log(line);
    else this.logger.warn(line);
  }
}
