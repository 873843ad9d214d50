import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { EnrichmentLease } from '../../../src/modules/favorites/enrichment-lease';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The client's timeout per attempt: the lease lives two of them plus a 5 s margin. */
const ENRICHMENT_TIMEOUT_MS = 50;

/** The lease that keeps enrichments of one favorite one at a time (issue 28), on the real Redis. */
describe('EnrichmentLease', () => {
  const keyPrefix = `test-${randomUUID()}`;
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const leaseOn = (client: Redis) =>
    new EnrichmentLease(client, { url: REDIS_URL, keyPrefix }, {
      enrichmentTimeoutMs: ENRICHMENT_TIMEOUT_MS,
    } as ConstructorParameters<typeof EnrichmentLease>[2]);
  const lease = leaseOn(redis);

  beforeAll(() => Logger.overrideLogger(false));

  afterAll(async () => {
    const keys = await redis.keys(`${keyPrefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('runs the second holder of a favorite only once the first has finished', async () => {
    const steps: string[] = [];
    let finishFirst!: () => void;
    const first = lease.runExclusive(1, async () => {
      steps.push('first starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      steps.push('first ends');
      return 'first';
    });
    await until(() => steps.length === 1);
    const second = lease.runExclusive(1, async () => {
      steps.push('second runs');
      return 'second';
    });
    const other = await lease.runExclusive(2, async () => 'another favorite');
    expect(other).toBe('another favorite');
    expect(steps).toEqual(['first starts']);
    finishFirst();
    await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second']);
    expect(steps).toEqual(['first starts', 'first ends', 'second runs']);
  });

  it('frees the favorite when the work fails', async () => {
    await expect(
      lease.runExclusive(3, () => Promise.reject(new Error('API down'))),
    ).rejects.toThrow('API down');
    await expect(lease.runExclusive(3, async () => 'next')).resolves.toBe('next');
  });

  it('answers 409 ENRICHMENT_IN_PROGRESS once a holder keeps it past its time to live', async () => {
    await redis.set(`${keyPrefix}:enrichment-lease:4`, 'a stuck holder', 'PX', 60_000);
    const work = jest.fn();
    const refused = lease.runExclusive(4, work);
    await expect(refused).rejects.toMatchObject({
      definition: { status: 409, code: 'ENRICHMENT_IN_PROGRESS' },
    });
    expect(work).not.toHaveBeenCalled();
    // Its expiry was not this request's to end.
    expect(await redis.get(`${keyPrefix}:enrichment-lease:4`)).toBe('a stuck holder');
  }, 15_000);

  it('runs the work unleased while Redis cannot be reached', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    await expect(leaseOn(unreachable).runExclusive(5, async () => 'done')).resolves.toBe('done');
    unreachable.disconnect();
  });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
