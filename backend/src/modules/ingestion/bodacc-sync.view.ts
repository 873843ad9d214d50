import { SyncRunResponse, SyncRunState } from './dto/sync-status.response';
import { JobRun, JobState } from './entities/job-run.entity';

const RUN_STATES: Record<JobState, SyncRunState> = {
  queued: 'running',
  running: 'running',
  completed: 'completed',
  failed: 'failed',
  stopped: 'failed',
};

/** A sync run for the data page; its counters count additions only once it transfers. */
export function syncRunView(run: JobRun): SyncRunResponse {
  const isTransferring = run.state === 'completed' || run.checkpoint?.lastId !== undefined;
  return {
    processId: run.id,
    startedAt: run.startedAt ?? run.createdAt,
    finishedAt: run.finishedAt,
    state: RUN_STATES[run.state],
    added: isTransferring ? run.inserted : 0,
    message: run.message,
    messageCode: run.messageCode,
    messageParams: run.messageParams,
  };
}
