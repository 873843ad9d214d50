import { Injectable, INestApplicationContext, Module, Type } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { allConfigs } from '../../../src/shared/config';
import {
  AnyJobDefinition,
  defineJob,
  JobHandler,
  JobWorkersModule,
  QueueModule,
} from '../../../src/shared/queue';
import { WorkerModule } from '../../../src/worker.module';

@Injectable()
class NoopHandler implements JobHandler<Record<string, never>> {
  async handle(): Promise<void> {}
}

@Module({ providers: [NoopHandler], exports: [NoopHandler] })
class NoopHandlersModule {}

@Module({ providers: [NoopHandler], exports: [NoopHandler] })
class OtherNoopHandlersModule {}

const job = (queue: string): AnyJobDefinition =>
  defineJob<Record<string, never>>({
    queue,
    handler: NoopHandler,
    isOnJobBoard: false,
    isOnHealthPage: false,
  });

const consumed = job('test-consumed');
const unconsumed = job('test-unconsumed');

/** A process declaring `declared` jobs, whose `consumers` modules register their workers. */
async function start(
  declared: AnyJobDefinition[],
  consumers: Type[] | ReturnType<typeof JobWorkersModule.register>[],
): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: allConfigs }),
      QueueModule.forRoot(declared),
      ...consumers,
    ],
  }).compile();
  try {
    return await moduleRef.init();
  } catch (error) {
    // close() would await the failed init again and throw: forget it, so the connections close.
    Reflect.set(moduleRef, 'initializationPromise', undefined);
    await moduleRef.close();
    throw error;
  }
}

/** A process with a worker role refuses to start unless each declared job has one consumer. */
describe('the start-up check of job consumers', () => {
  const prefix = `test-job-consumers-${randomUUID()}`;
  const previous = { prefix: process.env.REDIS_KEY_PREFIX, role: process.env.PROCESS_ROLE };
  let app: INestApplicationContext | null = null;

  beforeAll(() => {
    process.env.REDIS_KEY_PREFIX = prefix;
  });
  afterEach(async () => {
    await app?.close();
    app = null;
    process.env.PROCESS_ROLE = 'all';
  });
  afterAll(async () => {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    for (const [name, value] of [
      ['REDIS_KEY_PREFIX', previous.prefix],
      ['PROCESS_ROLE', previous.role],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  /** Why the process refused to start; a process that started is closed after the test. */
  async function refusal(...args: Parameters<typeof start>): Promise<string> {
    try {
      app = await start(...args);
      return 'started';
    } catch (error) {
      return (error as Error).message;
    }
  }

  it('refuses to start when a declared job has no consumer, naming it', async () => {
    process.env.PROCESS_ROLE = 'worker';
    const consumers = [JobWorkersModule.register([consumed], NoopHandlersModule)];
    expect(await refusal([consumed, unconsumed], consumers)).toMatch(
      /test-unconsumed has no consumer/,
    );
  });

  it('refuses to start when a declared job has two consumers, naming it', async () => {
    process.env.PROCESS_ROLE = 'all';
    const consumers = [
      JobWorkersModule.register([consumed], NoopHandlersModule),
      JobWorkersModule.register([consumed], OtherNoopHandlersModule),
    ];
    expect(await refusal([consumed], consumers)).toMatch(/test-consumed has 2 consumers/);
  });

  it('starts with each declared job consumed once, and an API-only process without consumers', async () => {
    process.env.PROCESS_ROLE = 'worker';
    app = await start([consumed], [JobWorkersModule.register([consumed], NoopHandlersModule)]);
    await app.close();
    process.env.PROCESS_ROLE = 'api';
    app = await start([consumed, unconsumed], []);
  });

  it("starts the product's worker process: every job of src/jobs.ts has its one consumer", async () => {
    process.env.PROCESS_ROLE = 'worker';
    app = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await app.init();
  }, 30_000);
});
