import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { Database } from '../../shared/database';
import { JobQueues } from '../../shared/queue';
import { REDIS_CLIENT } from '../../shared/redis';
import { DataJobOutcomes, type JobOutcomeCounts } from '../ingestion';

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
    private readonly dataJobOutcomes: DataJobOutcomes,
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

  /** The queues' depths; the data jobs' outcomes are their runs', as the data page shows them. */
  private async queueDepths() {
    const outcomes: Record<string, JobOutcomeCounts> = await this.dataJobOutcomes
      .byQueue()
      .catch(() => ({}));
    const entries = await Promise.all(
      this.queues.onHealthPage().map(async (queue) => {
        const counts = await within(
          queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
        );
        return [queue.name, { ...counts, ...outcomes[queue.name] }];
      }),
    );
    return Object.fromEntries(entries);
  }
}
