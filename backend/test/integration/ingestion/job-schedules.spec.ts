import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, INestApplicationContext, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { Test } from '@nestjs/testing';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { allConfigs } from '../../../src/shared/config';
import {
  defineJob,
  JobDefinition,
  JobHandler,
  JobWorkersModule,
  QueueModule,
} from '../../../src/shared/queue';

interface TickData {
  reason: string;
}

@Injectable()
class TickHandler implements JobHandler<TickData> {
  readonly received: TickData[] = [];

  async handle(data: TickData): Promise<void> {
    this.received.push(data);
  }
}

@Module({ providers: [TickHandler], exports: [TickHandler] })
class TickHandlersModule {}

/** A test-only job kind, declared like the product's, with a schedule. */
const tick = (schedule?: JobDefinition<TickData>['schedule']) =>
  defineJob<TickData>({
    queue: 'test-tick',
    handler: TickHandler,
    isOnJobBoard: false,
    isOnHealthPage: false,
    schedule,
  });

/** An app holding only the queue module and the workers of one declared job. */
async function startWith(job: JobDefinition<TickData>): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: allConfigs }),
      QueueModule.forRoot([job]),
      JobWorkersModule.register([job], TickHandlersModule),
    ],
  }).compile();
  return moduleRef.init();
}

describe('scheduled jobs', () => {
  const prefix = `test-schedules-${randomUUID()}`;
  const previousPrefix = process.env.REDIS_KEY_PREFIX;
  let app: INestApplicationContext | null = null;

  beforeAll(() => {
    process.env.REDIS_KEY_PREFIX = prefix;
  });
  afterEach(async () => {
    await app?.close();
    app = null;
  });
  afterAll(async () => {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    if (previousPrefix === undefined) delete process.env.REDIS_KEY_PREFIX;
    else process.env.REDIS_KEY_PREFIX = previousPrefix;
  });

  const schedulers = () => app!.get<Queue>(getQueueToken('test-tick')).getJobSchedulers();

  it('registers a declared schedule in Redis at start-up and runs it through the handler', async () => {
    app = await startWith(
      tick({ pattern: '* * * * * *', tz: 'Europe/Paris', data: { reason: 'cron' } }),
    );
    expect(await schedulers()).toEqual([
      expect.objectContaining({
        key: 'test-tick',
        pattern: '* * * * * *',
        tz: 'Europe/Paris',
        template: expect.objectContaining({ data: { reason: 'cron' } }),
      }),
    ]);
    const handler = app.get(TickHandler);
    const deadline = Date.now() + 5000;
    while (!handler.received.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(handler.received[0]).toEqual({ reason: 'cron' });
  });

  it('replaces a changed schedule, and removes it once the declaration drops it', async () => {
    app = await startWith(
      tick({ pattern: '0 7 * * *', tz: 'Europe/Paris', data: { reason: 'daily' } }),
    );
    expect(await schedulers()).toEqual([expect.objectContaining({ pattern: '0 7 * * *' })]);
    await app.close();
    app = await startWith(tick());
    expect(await schedulers()).toEqual([]);
  });
});
