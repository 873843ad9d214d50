import type { Type } from '@nestjs/common';

/** A cron pattern in a time zone; BullMQ's job scheduler adds one job per occurrence. */
export interface JobSchedule<Data> {
  pattern: string;
  tz: string;
  /** The data of every scheduled job. */
  data: Data;
}

/**
 * Why the queue failed a job: it crashed its worker `crashes` times (null otherwise), or
 * `reason` is the error `handle` threw. `reason` is always an English sentence.
 */
export interface JobFailure {
  reason: string;
  crashes: number | null;
}

/** What runs a job of a queue: a provider of the module that declares the job. */
export interface JobHandler<Data> {
  handle(data: Data): Promise<void>;
  /**
   * The job was failed by the queue rather than finished by `handle`: it crashed its worker
   * JOB_CRASH_LIMIT times, or `handle` threw.
   */
  onFailed?(data: Data, failure: JobFailure): Promise<void>;
}

/**
 * How a failed job is tried again: `attempts` runs in all, waiting `delayMs(attemptsMade)`
 * before the next one (read when the wait starts, so it can follow the configuration).
 */
/** The BullMQ backoff type of jobs whose waits come from their definition's `retry`. */
export const DECLARED_BACKOFF = 'declared';

export interface JobRetry {
  attempts: number;
  delayMs(attemptsMade: number): number;
}

/**
 * One kind of background job: everything else (the BullMQ queue, its worker, its start-up,
 * its schedule, the job board and the health page's queue depths) is built from this.
 */
export interface JobDefinition<Data> {
  /** The BullMQ queue, one per job kind. */
  queue: string;
  handler: Type<JobHandler<Data>>;
  isOnJobBoard: boolean;
  isOnHealthPage: boolean;
  /** A fixed schedule, or one read from the configuration when the workers start (none: null). */
  schedule?: JobSchedule<Data> | (() => JobSchedule<Data> | null);
  /** Without it a failed job is not retried. */
  retry?: JobRetry;
  /** Jobs one worker process runs at once (read when the workers start); 1 without it. */
  concurrency?: () => number;
  /** At most `max` jobs start per `durationMs`, across every worker process (BullMQ's limiter). */
  rateLimit?: { max: number; durationMs: number };
}

/** Any definition, whatever its data (lists of jobs, the queue module). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any>;

/** Declares a job; the identity function lets TypeScript check the handler against the data. */
export const defineJob = <Data>(definition: JobDefinition<Data>): JobDefinition<Data> => definition;
