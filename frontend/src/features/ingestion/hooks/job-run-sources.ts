import { isActive, type FollowedJobRun } from '../../../shared/realtime';
import type { IngestStatus, JobRun } from '../types';

/** The analyzer ingestion's status route, as the one model of a followed run. */
export const fromIngestStatus = (status: IngestStatus): FollowedJobRun => ({
  processId: status.processId,
  state: status.state,
  isRunning: status.isRunning,
  progress: status.progress,
  total: status.total,
  processed: status.currentRow,
  message: status.message ?? null,
  messageCode: status.messageCode ?? null,
  messageParams: status.messageParams ?? null,
  logs: status.logs,
});

/** One run of any data job (GET /admin/jobs/:processId), as the same model. */
export const fromJobRun = (run: JobRun): FollowedJobRun => ({
  processId: run.id,
  state: run.state,
  isRunning: isActive(run.state),
  progress: run.progress,
  total: run.total,
  processed: run.processed,
  message: run.message,
  messageCode: run.messageCode,
  messageParams: run.messageParams,
  logs: run.logs,
});
