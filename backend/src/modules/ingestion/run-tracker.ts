import { Injectable } from '@nestjs/common';
import { Database, Transaction } from '../../shared/database';
import { JobCheckpoint, JobRun } from './entities/job-run.entity';
import { JobEventsPublisher } from './job-events.publisher';
import { JobOutcome } from './job-lifecycle';
import { JobMessages } from './job-messages';
import { JobCounters, JobRunRepository } from './job-run.repository';
import { JobStopFlags } from './job-stop-flags';

export interface BatchCommit {
  /** Source rows the batch covers, the skipped ones included. */
  rows: number;
  skipped: number;
  checkpoint: JobCheckpoint;
  /** Writes the batch's rows; returns how many were new. */
  write(tx: Transaction): Promise<number>;
}

/**
 * The counters of one batch job as its batches commit: each batch is written with the counters
 * and its checkpoint in one transaction, admins see the progress, and the run ends stopped or
 * completed with a summary of the counters.
 */
export class TrackedRun {
  readonly committed: JobCounters;

  constructor(
    private readonly tracker: RunTracker,
    private readonly run: JobRun,
    private readonly total: number | null,
  ) {
    this.committed = { processed: run.processed, inserted: run.inserted, skipped: run.skipped };
  }

  async commit(batch: BatchCommit): Promise<void> {
    const next = { ...this.committed };
    await this.tracker.db.transaction(async (tx) => {
      next.inserted += await batch.write(tx);
      next.processed += batch.rows;
      next.skipped += batch.skipped;
      await this.tracker.runs.saveBatch(tx, this.run.id, next, batch.checkpoint);
    });
    Object.assign(this.committed, next);
    this.tracker.events.progress(this.run.id, this.committed.processed, this.total);
  }

  isStopRequested(): Promise<boolean> {
    return this.tracker.stopFlags.isRequested(this.run.id);
  }

  stopped(): JobOutcome {
    this.tracker.events.progress(this.run.id, this.committed.processed, this.total, true);
    return { state: 'stopped', message: JobMessages.stopped(this.committed) };
  }

  completed(total = this.total): JobOutcome {
    this.tracker.events.progress(this.run.id, this.committed.processed, total, true);
    return { state: 'completed', message: JobMessages.completed(this.committed) };
  }
}

/** Stop and progress handling shared by the batch jobs (CSV files and the transfer). */
@Injectable()
export class RunTracker {
  constructor(
    readonly db: Database,
    readonly runs: JobRunRepository,
    readonly events: JobEventsPublisher,
    readonly stopFlags: JobStopFlags,
  ) {}

  track(run: JobRun, total: number | null): TrackedRun {
    return new TrackedRun(this, run, total);
  }
}
