import type { JobEventName, JobEvents, JobLogEvent } from './job-events';

export type JobRunState = 'idle' | 'queued' | 'running' | 'completed' | 'failed' | 'stopped';

/** One run of a data job as the screens follow it, whichever route it was read from. */
export interface FollowedJobRun {
  processId: string | null;
  state: JobRunState;
  isRunning: boolean;
  /** Percentage, 0–100. */
  progress: number;
  total: number | null;
  /** Rows handled so far (the status route's `currentRow`). */
  processed: number;
  /** The final message in English; its code and parameters are what the screens translate. */
  message: string | null;
  messageCode: string | null;
  messageParams: Record<string, unknown> | null;
  logs: JobLogEvent[];
}

/** One live event, named, so that a switch on its name knows its payload. */
export type JobEvent = { [E in JobEventName]: { name: E; payload: JobEvents[E] } }[JobEventName];

/** The live log keeps the latest lines only, like the server's status call. */
export const MAX_LOG_LINES = 500;

export const isActive = (state: JobRunState | undefined) =>
  state === 'queued' || state === 'running';

/** A run that was just started: fresh counters and logs until its events arrive. */
export const startedJobRun = (processId: string): FollowedJobRun => ({
  processId,
  state: 'queued',
  isRunning: true,
  progress: 0,
  total: 0,
  processed: 0,
  message: null,
  messageCode: null,
  messageParams: null,
  logs: [],
});

export const isSameLog = (a: JobLogEvent, b: JobLogEvent) =>
  a.timestamp === b.timestamp && a.message === b.message && a.line === b.line;

/** How a live event changes the followed run (the cache holds the only copy of it). */
export function applyJobEvent(run: FollowedJobRun, event: JobEvent): FollowedJobRun {
  switch (event.name) {
    case 'analyzer:admin:ingest:progress': {
      const { progress, total, currentRow } = event.payload;
      return { ...run, progress, total: total ?? run.total, processed: currentRow };
    }
    case 'analyzer:admin:ingest:log':
      // A line already shown (read with the status, then handed over live) is not added twice.
      return run.logs.some((shown) => isSameLog(shown, event.payload))
        ? run
        : { ...run, logs: [...run.logs, event.payload].slice(-MAX_LOG_LINES) };
    case 'analyzer:admin:ingest:complete': {
      const { success, message, code, params } = event.payload;
      return {
        ...run,
        isRunning: false,
        state: success ? run.state : 'failed',
        message,
        messageCode: code,
        messageParams: params,
      };
    }
    case 'analyzer:admin:ingest:status': {
      const { isRunning, completed } = event.payload;
      const ended = completed ? 'completed' : run.state === 'failed' ? 'failed' : 'stopped';
      return {
        ...run,
        isRunning,
        state: isRunning ? 'running' : ended,
        progress: completed ? 100 : run.progress,
      };
    }
  }
}
