import { Injectable, Logger } from '@nestjs/common';
import { hostname } from 'node:os';
import { JobKind, JobRun } from './entities/job-run.entity';
import { JobEventsPublisher } from './job-events.publisher';
import { JobRunRepository } from './job-run.repository';
import { JobStopFlags } from './job-stop-flags';
import { JobUploads } from './job-uploads';
import type { JobFailure } from '../../shared/queue';
import { JobMessage, JobMessageError, JobMessages } from './job-messages';
import { boundJobMessage } from './log-text';

export type JobOutcome = { state: 'completed' | 'stopped'; message: JobMessage };

/** How the terminal names each job in its one failure line. */
const JOB_NAMES: Record<JobKind, string> = {
  bodacc_import: 'BODACC import',
  bodacc_transfer: 'BODACC transfer',
  bodacc_sync: 'BODACC sync',
  bodacc_history: 'BODACC history',
  analyzer_ingest: 'Analyzer ingestion',
};

/**
 * Runs one job body around its run row: skips finished runs (a redelivered job), honours a stop
 * requested before the start, records the final state and tells the admins. A job picked up
 * again after a crash finds its run still "running" and continues from its checkpoint. Once the
 * final state is recorded, no attempt reads the run's file again: its upload is removed.
 */
@Injectable()
export class JobLifecycle {
  private readonly logger = new Logger(JobLifecycle.name);

  constructor(
    private readonly runs: JobRunRepository,
    private readonly events: JobEventsPublisher,
    private readonly stopFlags: JobStopFlags,
    private readonly uploads: JobUploads,
  ) {}

  async execute<K extends JobKind>(
    processId: string,
    kind: K,
    body: (run: JobRun<K>) => Promise<JobOutcome>,
  ): Promise<void> {
    const run = await this.runs.findRunOf(processId, kind);
    if (!run) return;
    // Redelivered after the final state was recorded (the worker died just after): only clean up.
    if (['completed', 'failed', 'stopped'].includes(run.state)) {
      return this.uploads.discardUploadOf(run);
    }
    await this.runAndFinish(run, body);
    await this.uploads.discardUploadOf(run);
  }

  private async runAndFinish<K extends JobKind>(
    run: JobRun<K>,
    body: (run: JobRun<K>) => Promise<JobOutcome>,
  ): Promise<void> {
    const processId = run.id;
    if (await this.stopFlags.isRequested(processId)) {
      return this.finish(processId, {
        state: 'stopped',
        message: JobMessages.stoppedBeforeStart(),
      });
    }
    await this.runs.markRunning(processId);
    this.events.started(processId);
    await this.events.log(processId, 'info', JobMessages.started(`${hostname()}:${process.pid}`));
    if (run.state === 'running') {
      await this.events.log(processId, 'warn', JobMessages.resumedAfterInterruption());
    }
    try {
      await this.finish(processId, await body(run));
    } catch (error) {
      const isExplained = error instanceof JobMessageError;
      const failure = boundJobMessage(
        isExplained ? error.jobMessage : JobMessages.error((error as Error).message),
      );
      // A failure the job explains (a wrong file, a portal that refuses) is the data's or the
      // outside's, not a bug: a warning; anything else is an error, with its stack.
      const line = `${JOB_NAMES[run.kind]} ${processId} failed: ${failure.text}`;
      if (isExplained) this.logger.warn(line);
      else this.logger.error(line, (error as Error).stack);
      await this.events.log(processId, 'error', JobMessages.failed(failure)).catch(() => undefined);
      await this.runs.finish(processId, 'failed', failure);
      this.events.finished(processId, false, failure, false);
    }
  }

  /**
   * The queue failed the job without `execute` finishing it (it crashed its workers, or the
   * bookkeeping itself failed): the run ends failed and the admins are told why.
   */
  async abandon(processId: string, failure: JobFailure): Promise<void> {
    const reason = boundJobMessage(
      failure.crashes === null
        ? JobMessages.error(failure.reason)
        : JobMessages.crashedTooOften(failure.crashes),
    );
    if (!(await this.runs.failUnfinished(processId, reason))) return;
    const run = await this.runs.findById(processId);
    this.logger.error(`${run ? JOB_NAMES[run.kind] : 'Job'} ${processId} failed: ${reason.text}`);
    await this.events.log(processId, 'error', JobMessages.failed(reason));
    this.events.finished(processId, false, reason, false);
    if (run) await this.uploads.discardUploadOf(run);
  }

  private async finish(processId: string, outcome: JobOutcome): Promise<void> {
    const message = boundJobMessage(outcome.message);
    await this.events.log(processId, 'info', message);
    await this.runs.finish(processId, outcome.state, message);
    this.events.finished(processId, true, message, outcome.state === 'completed');
  }
}
