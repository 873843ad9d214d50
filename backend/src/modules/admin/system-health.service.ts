import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { QueueName } from '../../shared/queue';
import { REDIS_CLIENT } from '../../shared/redis';

const TIMEOUT_MS = 1000;

function within<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS)),
  ]);
}

const answers = (check: Promise<unknown>) =>
  within(check).then(
    () => true,
    () => false,
  );

/** One reading of the platform: API, PostgreSQL, Redis and the depth of each queue. */
@Injectable()
export class SystemHealthService {
  private readonly queues: Queue[];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @InjectQueue(QueueName.AnalyzerIngest) analyzerIngest: Queue,
    @InjectQueue(QueueName.BodaccImport) bodaccImport: Queue,
    @InjectQueue(QueueName.BodaccTransfer) bodaccTransfer: Queue,
  ) {
    this.queues = [analyzerIngest, bodaccImport, bodaccTransfer];
  }

  async read() {
    const [dbHealth, cacheHealth] = await Promise.all([
      answers(this.dataSource.query('SELECT 1')),
      answers(this.redis.ping()),
    ]);
    const queues = cacheHealth ? await this.queueDepths() : {};
    return {
      status: dbHealth && cacheHealth ? 'healthy' : 'degraded',
      apiHealth: true,
      dbHealth,
      cacheHealth,
      queues,
      lastChecked: new Date().toISOString(),
    };
  }

  private async queueDepths() {
    const entries = await Promise.all(
      this.queues.map(async (queue) => [
        queue.name,
        await within(queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed')),
      ]),
    );
    return Object.fromEntries(entries);
  }

  /** For the job board. */
  allQueues(): Queue[] {
    return this.queues;
  }
}
