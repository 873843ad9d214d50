import { Injectable, Logger } from '@nestjs/common';
import { hostname } from 'node:os';
import { JobKind, JobRun } from './entities/job-run.entity';
import { JobEventsPublisher } from './job-events.publisher';
import { JobRunRepository } from './job-run.repository';
import { JobStopFlags } from './job-stop-flags';
import { boundLogText } from './log-text';

export type JobOutcome = { state: 'completed' | 'stopped'; message: string };

/**
 * Runs one job body around its run row: skips finished runs (a redelivered job), honours a stop
 * requested before the start, records the final state and tells the admins. A job picked up
 * again after a crash finds its run still "running" and continues from its checkpoint.
 */
@Injectable()
export class JobLifecycle {
  private readonly logger = new Logger(JobLifecycle.name);

  constructor(
    private readonly runs: JobRunRepository,
    private readonly events: JobEventsPublisher,
    private readonly stopFlags: JobStopFlags,
  ) {}

  async execute<K extends JobKind>(
    processId: string,
    kind: K,
    body: (run: JobRun<K>) => Promise<JobOutcome>,
  ): Promise<void> {
    const run = await this.runs.findRunOf(processId, kind);
    if (!run || ['completed', 'failed', 'stopped'].includes(run.state)) return;
    if (await this.stopFlags.isRequested(processId)) {
      return this.finish(processId, { state: 'stopped', message: 'Stopped before it started' });
    }
    await this.runs.markRunning(processId);
    this.events.started(processId);
    await this.events.log(processId, 'info', `Started on worker ${hostname()}:${process.pid}`);
    if (run.state === 'running') {
      await this.events.log(processId, 'warn', 'Picked up again after an interruption; resuming');
    }
    try {
      await this.finish(processId, await body(run));
    } catch (error) {
      const message = boundLogText((error as Error).message);
      this.logger.error(`Job ${processId} failed: ${message}`);
      await this.events.log(processId, 'error', `Failed: ${message}`).catch(() => undefined);
      await this.runs.finish(processId, 'failed', message);
      this.events.finished(processId, false, message, false);
    }
  }

  /**
   * The queue failed the job without `execute` finishing it (it crashed its workers, or the
   * bookkeeping itself failed): the run ends failed and the admins are told why.
   */
  async abandon(processId: string, failure: string): Promise<void> {
    const reason = boundLogText(failure);
    if (!(await this.runs.failUnfinished(processId, reason))) return;
    await this.events.log(processId, 'error', `Failed: ${reason}`);
    this.events.finished(processId, false, reason, false);
  }

  private async finish(processId: string, outcome: JobOutcome): Promise<void> {
    await this.events.log(processId, 'info', outcome.message);
    await this.runs.finish(processId, outcome.state, outcome.message);
    this.events.finished(processId, true, outcome.message, outcome.state === 'completed');
  }
}
