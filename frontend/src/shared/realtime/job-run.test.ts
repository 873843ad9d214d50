import { describe, expect, it } from 'vitest';
import { applyJobEvent, MAX_LOG_LINES, startedJobRun, type FollowedJobRun } from './job-run';

const running: FollowedJobRun = { ...startedJobRun('p1'), state: 'running' };

const log = (message: string, line: number | null = null) => ({
  name: 'analyzer:admin:ingest:log' as const,
  payload: {
    processId: 'p1',
    level: 'info' as const,
    message,
    code: null,
    params: null,
    line,
    timestamp: '2026-01-01T00:00:00.000Z',
  },
});

describe('a followed job run, changed by live events', () => {
  it('applies progress and keeps the latest log lines, each once', () => {
    const next = applyJobEvent(running, {
      name: 'analyzer:admin:ingest:progress',
      payload: { processId: 'p1', progress: 25, total: 400, currentRow: 100 },
    });
    expect(next).toMatchObject({ progress: 25, total: 400, processed: 100 });
    let logged = next;
    for (let i = 0; i < MAX_LOG_LINES + 5; i += 1) logged = applyJobEvent(logged, log(`l${i}`, i));
    expect(logged.logs).toHaveLength(MAX_LOG_LINES);
    expect(logged.logs.at(-1)?.message).toBe(`l${MAX_LOG_LINES + 4}`);
    expect(applyJobEvent(logged, log(`l${MAX_LOG_LINES + 4}`, MAX_LOG_LINES + 4))).toBe(logged);
  });

  it('keeps a known total when progress does not know it', () => {
    const next = applyJobEvent(
      { ...running, total: 80 },
      {
        name: 'analyzer:admin:ingest:progress',
        payload: { processId: 'p1', progress: 10, total: null, currentRow: 8 },
      },
    );
    expect(next.total).toBe(80);
  });

  it('ends as completed, stopped or failed', () => {
    const end = (success: boolean, completed: boolean) =>
      applyJobEvent(
        applyJobEvent(running, {
          name: 'analyzer:admin:ingest:complete',
          payload: {
            processId: 'p1',
            success,
            message: 'm',
            code: 'error',
            params: { reason: 'm' },
          },
        }),
        {
          name: 'analyzer:admin:ingest:status',
          payload: { processId: 'p1', isRunning: false, completed },
        },
      );
    expect(end(true, true)).toMatchObject({ state: 'completed', isRunning: false, progress: 100 });
    expect(end(true, false)).toMatchObject({ state: 'stopped', isRunning: false });
    expect(end(false, false)).toMatchObject({
      state: 'failed',
      message: 'm',
      messageCode: 'error',
      messageParams: { reason: 'm' },
    });
  });
});
