import { describe, expect, it, vi } from 'vitest';
import { dispatchJobEvent, UnfollowedJobLogs } from './job-events';

describe('job events', () => {
  it('hands an event to its handler only for a followed process', () => {
    const onProgress = vi.fn();
    const onLog = vi.fn();
    const progress = { processId: 'p1', progress: 40, total: 100, currentRow: 40 };
    expect(
      dispatchJobEvent('analyzer:admin:ingest:progress', progress, ['p1'], { onProgress }),
    ).toBe(true);
    expect(onProgress).toHaveBeenCalledWith(progress);

    const other = { ...progress, processId: 'p2' };
    expect(dispatchJobEvent('analyzer:admin:ingest:progress', other, ['p1'], { onProgress })).toBe(
      false,
    );
    expect(
      dispatchJobEvent(
        'analyzer:admin:ingest:log',
        {
          processId: 'p1',
          level: 'info',
          message: 'x',
          code: null,
          params: null,
          line: null,
          timestamp: '',
        },
        [null],
        { onLog },
      ),
    ).toBe(false);
    expect(onProgress).toHaveBeenCalledTimes(1);
    expect(onLog).not.toHaveBeenCalled();
  });

  it('keeps the recent lines of unfollowed processes and hands them over once', () => {
    let now = 0;
    const logs = new UnfollowedJobLogs(3, 1000, () => now);
    const line = (processId: string, message: string) => ({
      processId,
      level: 'info' as const,
      message,
      code: null,
      params: null,
      line: null,
      timestamp: '',
    });
    logs.remember(line('old', 'too old'));
    now = 2000;
    logs.remember(line('p1', 'first'));
    logs.remember(line('p2', 'other'));
    logs.remember(line('p1', 'second'));
    expect(logs.takeFor(['p1']).map((log) => log.message)).toEqual(['first', 'second']);
    expect(logs.takeFor(['p1'])).toEqual([]);
    expect(logs.takeFor(['old', 'p2']).map((log) => log.message)).toEqual(['other']);
    for (const message of ['a', 'b', 'c', 'd']) logs.remember(line('p3', message));
    expect(logs.takeFor(['p3']).map((log) => log.message)).toEqual(['b', 'c', 'd']);
  });
});
