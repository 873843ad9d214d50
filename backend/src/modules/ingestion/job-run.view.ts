import { IngestStatusResponse, JobRunResponse } from './dto/job-run.response';
import { DataJobRunResponse } from './dto/data-jobs.response';
import { JobRun } from './entities/job-run.entity';
import { logView } from './job-events.publisher';

type LogView = ReturnType<typeof logView>;

const percent = (run: JobRun) =>
  run.total
    ? Math.min(100, Math.round((run.processed / run.total) * 100))
    : run.state === 'completed'
      ? 100
      : 0;

/** CONTRACT §3 ingest status: { isRunning, progress (%), total, currentRow, logs } + the run. */
export function ingestStatusView(run: JobRun | null, logs: LogView[]): IngestStatusResponse {
  if (!run)
    return {
      isRunning: false,
      progress: 0,
      total: 0,
      currentRow: 0,
      logs: [],
      processId: null,
      state: 'idle',
    };
  return {
    isRunning: run.state === 'queued' || run.state === 'running',
    progress: percent(run),
    total: run.total ?? 0,
    currentRow: run.processed,
    logs,
    processId: run.id,
    state: run.state,
    message: run.message,
    messageCode: run.messageCode,
    messageParams: run.messageParams,
  };
}

export function jobRunView(run: JobRun, logs: LogView[]): JobRunResponse {
  // source: the internal matching key of resume
  const params = Object.fromEntries(Object.entries(run.params).filter(([key]) => key !== 'source'));
  return { ...run, params, progress: percent(run), logs };
}

/** The latest run of a manual job, as the data page keeps it beside the other's. */
export function dataJobRunView(run: JobRun): DataJobRunResponse {
  return {
    processId: run.id,
    state: run.state,
    processed: run.processed,
    inserted: run.inserted,
    skipped: run.skipped,
    total: run.total,
    createdAt: run.createdAt,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    message: run.message,
    messageCode: run.messageCode,
    messageParams: run.messageParams,
  };
}
