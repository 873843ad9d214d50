import { describe, expect, it, vi } from 'vitest';
import { dispatchJobEvent } from './job-events';

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
        { processId: 'p1', level: 'info', message: 'x', line: null, timestamp: '' },
        [null],
        { onLog },
      ),
    ).toBe(false);
    expect(onProgress).toHaveBeenCalledTimes(1);
    expect(onLog).not.toHaveBeenCalled();
  });
});
