import { Injectable } from '@nestjs/common';
import { DATA_JOBS } from './data-jobs';
import type { JobKind, JobState } from './entities/job-run.entity';
import { JobRunRepository } from './job-run.repository';

export interface JobOutcomeCounts {
  completed: number;
  failed: number;
}

/** How the data page reads a final state: the sync shows a stopped run as failed. */
const outcomeOf = (kind: JobKind, state: JobState): keyof JobOutcomeCounts | null => {
  if (state === 'completed') return 'completed';
  if (state === 'failed' || (state === 'stopped' && kind === 'bodacc_sync')) return 'failed';
  return null;
};

/**
 * The outcomes of the data jobs by queue, read from their runs: a run that fails records its
 * failure and ends its queue job normally, so the queue's own counts would call it completed.
 * The dashboard and the data page thus read one source.
 */
@Injectable()
export class DataJobOutcomes {
  constructor(private readonly runs: JobRunRepository) {}

  async byQueue(): Promise<Record<string, JobOutcomeCounts>> {
    const counts: Record<string, JobOutcomeCounts> = {};
    for (const { queue } of Object.values(DATA_JOBS)) counts[queue] = { completed: 0, failed: 0 };
    for (const { kind, state, count } of await this.runs.countFinishedByKind()) {
      const outcome = outcomeOf(kind, state);
      if (outcome) counts[DATA_JOBS[kind].queue][outcome] += count;
    }
    return counts;
  }
}
