import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, Type } from '@nestjs/common';
import { DelayedError, Job } from 'bullmq';
import { JobDefinition, JobFailure, JobHandler } from './job-definition';
import { JobPostponed } from './job-postponed';
import { JOB_CRASH_LIMIT, processorOptions } from './processor-options';

/** BullMQ's reason for a job it fails after too many stalls (see maxStalledCount). */
const STALLED_TOO_OFTEN = 'job stalled more than allowable limit';

/** Why the queue failed a job, for the people who follow it. */
export function jobFailure(error: Error): JobFailure {
  return error.message === STALLED_TOO_OFTEN
    ? {
        reason: `The job interrupted its worker ${JOB_CRASH_LIMIT} times (out of memory or killed); abandoned, not retried`,
        crashes: JOB_CRASH_LIMIT,
      }
    : { reason: error.message, crashes: null };
}

/** Whether BullMQ tries this failed attempt again (it has counted it in attemptsMade already). */
export function willBeRetried(job: Pick<Job, 'attemptsMade' | 'opts'>, error: Error): boolean {
  return error.name !== 'UnrecoverableError' && job.attemptsMade < (job.opts.attempts ?? 1);
}

/** The BullMQ consumer of a declared job: hands each job's data to the job's handler. */
export function processorFor<Data>(definition: JobDefinition<Data>): Type<WorkerHost> {
  const { retry, rateLimit } = definition;
  @Processor(definition.queue, {
    ...processorOptions(),
    ...(rateLimit && { limiter: { max: rateLimit.max, duration: rateLimit.durationMs } }),
    settings: { backoffStrategy: (attemptsMade: number) => retry?.delayMs(attemptsMade) ?? 0 },
  })
  class DeclaredJobProcessor extends WorkerHost {
    private readonly logger = new Logger(`Queue ${definition.queue}`);

    constructor(@Inject(definition.handler) private readonly handler: JobHandler<Data>) {
      super();
    }

    async process(job: Job<Data>, token?: string): Promise<void> {
      try {
        await this.handler.handle(job.data);
      } catch (error) {
        if (!(error instanceof JobPostponed)) throw error;
        // Back to the delayed set without counting an attempt; DelayedError tells BullMQ so.
        await job.moveToDelayed(Date.now() + error.delayMs, token);
        throw new DelayedError();
      }
    }

    /**
     * Emitted by the worker that fails the job, the one that took it after its last crash. BullMQ
     * emits it for every failed attempt: the handler hears only of the last one.
     */
    @OnWorkerEvent('failed')
    async onFailed(job: Job<Data> | undefined, error: Error): Promise<void> {
      if (!job || !this.handler.onFailed || willBeRetried(job, error)) return;
      const failure = jobFailure(error);
      this.logger.error(`Job ${job.id} failed: ${failure.reason}`);
      await this.handler
        .onFailed(job.data, failure)
        .catch((cause: Error) => this.logger.error(`Job ${job.id}: ${cause.message}`));
    }
  }
  return DeclaredJobProcessor;
}
