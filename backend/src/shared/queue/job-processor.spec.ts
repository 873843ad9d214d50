import { UnrecoverableError } from 'bullmq';
import { willBeRetried } from './job-processor';

/** BullMQ counts the failed attempt before it emits `failed`: attemptsMade includes it. */
const job = (attemptsMade: number, attempts?: number) => ({ attemptsMade, opts: { attempts } });

describe('a failed attempt reaches the handler only when it is the last one', () => {
  it('is retried while attempts remain', () => {
    expect(willBeRetried(job(1, 8), new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(willBeRetried(job(7, 8), new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('is final after the last attempt, without a declared retry, or when unrecoverable', () => {
    expect(willBeRetried(job(8, 8), new Error('boom'))).toBe(false);
    expect(willBeRetried(job(1), new Error('boom'))).toBe(false);
    const stalled = new UnrecoverableError('job stalled more than allowable limit');
    expect(willBeRetried(job(1, 8), stalled)).toBe(false);
  });
});
