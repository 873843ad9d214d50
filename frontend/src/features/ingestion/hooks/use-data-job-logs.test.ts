import { describe, expect, it } from 'vitest';
import { latestRuns } from './use-data-job-logs';

const sync = { processId: 'sync-run', startedAt: '2026-11-27T05:30:00Z' };

describe('latestRuns', () => {
  it('offers the history run beside the sync, after it', () => {
    expect(latestRuns(sync, undefined, null, 'history-run')).toEqual([
      { source: 'sync', ...sync },
      { source: 'history', processId: 'history-run', startedAt: '' },
    ]);
  });

  it('offers no history tab before a history ever ran', () => {
    expect(latestRuns(sync, undefined, null, null).map((run) => run.source)).toEqual(['sync']);
  });
});
