import { describe, expect, it } from 'vitest';
import { ingestStatusUpdates, MAX_LOG_LINES } from './job-cache';
import type { IngestStatus } from './types';

const running: IngestStatus = {
  isRunning: true,
  progress: 0,
  total: 0,
  currentRow: 0,
  logs: [],
  processId: 'p1',
  state: 'running',
};

describe('ingestion status updates from live events', () => {
  it('applies progress and keeps the latest log lines', () => {
    const next = ingestStatusUpdates.progress(running, {
      processId: 'p1',
      progress: 25,
      total: 400,
      currentRow: 100,
    });
    expect(next).toMatchObject({ progress: 25, total: 400, currentRow: 100 });
    let logged = next;
    for (let i = 0; i < MAX_LOG_LINES + 5; i += 1) {
      logged = ingestStatusUpdates.log(logged, {
        processId: 'p1',
        level: 'info',
        message: `line ${i}`,
        line: i,
        timestamp: '2026-01-01T00:00:00.000Z',
      });
    }
    expect(logged.logs).toHaveLength(MAX_LOG_LINES);
    expect(logged.logs.at(-1)?.message).toBe(`line ${MAX_LOG_LINES + 4}`);
  });

  it('ends as completed, stopped or failed', () => {
    const end = (success: boolean, completed: boolean) =>
      ingestStatusUpdates.status(
        ingestStatusUpdates.complete(running, { processId: 'p1', success, message: 'm' }),
        { processId: 'p1', isRunning: false, completed },
      );
    expect(end(true, true)).toMatchObject({ state: 'completed', isRunning: false, progress: 100 });
    expect(end(true, false)).toMatchObject({ state: 'stopped', isRunning: false });
    expect(end(false, false)).toMatchObject({ state: 'failed', message: 'm' });
  });
});
