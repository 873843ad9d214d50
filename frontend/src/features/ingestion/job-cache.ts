import type {
  JobCompleteEvent,
  JobLogEvent,
  JobProgressEvent,
  JobStatusEvent,
} from '../../shared/realtime';
import type { IngestStatus, JobRun } from './types';

/** The live log keeps the latest lines only, like the server's status call. */
export const MAX_LOG_LINES = 500;

const isSameLog = (a: IngestStatus['logs'][number], b: JobLogEvent) =>
  a.timestamp === b.timestamp && a.message === b.message && a.line === b.line;

/** How the live events change the cached ingestion status (the only copy of it). */
export const ingestStatusUpdates = {
  progress: (status: IngestStatus, event: JobProgressEvent): IngestStatus => ({
    ...status,
    progress: event.progress,
    total: event.total ?? status.total,
    currentRow: event.currentRow,
  }),
  /** A line already shown (read with the status, then handed over live) is not added twice. */
  log: (status: IngestStatus, event: JobLogEvent): IngestStatus =>
    status.logs.some((shown) => isSameLog(shown, event))
      ? status
      : { ...status, logs: [...status.logs, event].slice(-MAX_LOG_LINES) },
  complete: (status: IngestStatus, event: JobCompleteEvent): IngestStatus => ({
    ...status,
    isRunning: false,
    state: event.success ? status.state : 'failed',
    message: event.message,
  }),
  status: (status: IngestStatus, event: JobStatusEvent): IngestStatus => ({
    ...status,
    isRunning: event.isRunning,
    state: event.isRunning
      ? 'running'
      : event.completed
        ? 'completed'
        : status.state === 'failed'
          ? 'failed'
          : 'stopped',
    progress: event.completed ? 100 : status.progress,
  }),
};

/** The same for one run of the admin data page. */
export const jobRunUpdates = {
  progress: (run: JobRun, event: JobProgressEvent): JobRun => ({
    ...run,
    progress: event.progress,
    total: event.total ?? run.total,
    processed: event.currentRow,
  }),
  complete: (run: JobRun, event: JobCompleteEvent): JobRun => ({
    ...run,
    state: event.success ? run.state : 'failed',
    message: event.message,
  }),
  status: (run: JobRun, event: JobStatusEvent): JobRun => ({
    ...run,
    state: event.isRunning
      ? 'running'
      : event.completed
        ? 'completed'
        : run.state === 'failed'
          ? 'failed'
          : 'stopped',
    progress: event.completed ? 100 : run.progress,
  }),
};

export const isActive = (state: string | undefined) => state === 'queued' || state === 'running';
