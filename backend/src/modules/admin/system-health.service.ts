import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { Database } from '../../shared/database';
import { JobQueues } from '../../shared/queue';
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
  constructor(
    private readonly db: Database,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly queues: JobQueues,
  ) {}

  async read() {
    const [dbHealth, cacheHealth] = await Promise.all([
      answers(this.db.ping()),
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
      this.queues
        .onHealthPage()
        .map(async (queue) => [
          queue.name,
          await within(queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed')),
        ]),
    );
    return Object.fromEntries(entries);
  }
}
