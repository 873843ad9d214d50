import type { JobCounters } from './job-run.repository';
import type { RowProblem } from './row-problems';

export type JobMessageParams = Record<string, string | number>;

/**
 * What a job says, as a code and its parameters that the screens translate
 * (`jobs.log.<code>` of the ingestion namespace), and the English text kept for the server
 * logs and for the screens reading a row written before codes existed.
 */
export interface JobMessage {
  code: string;
  params: JobMessageParams;
  text: string;
}

const message = (code: string, params: JobMessageParams, text: string): JobMessage => ({
  code,
  params,
  text,
});

/** A message introduced by another ("Failed: …", "Line 4 skipped: …"): codes joined by a dot. */
const prefixed = (
  code: string,
  params: JobMessageParams,
  text: string,
  cause: JobMessage,
): JobMessage =>
  message(`${code}.${cause.code}`, { ...cause.params, ...params }, `${text}: ${cause.text}`);

const counts = (c: JobCounters) => ({
  processed: c.processed,
  inserted: c.inserted,
  updated: c.processed - c.skipped - c.inserted,
  skipped: c.skipped,
});

const summary = (verb: string, c: JobCounters) => {
  const n = counts(c);
  return `${verb}: ${n.processed} rows read, ${n.inserted} new, ${n.updated} updated, ${n.skipped} skipped`;
};

/** Every message a data job writes to its log or as its run's final message. */
export const JobMessages = {
  started: (worker: string) => message('started', { worker }, `Started on worker ${worker}`),
  resumedAfterInterruption: () =>
    message('resumedAfterInterruption', {}, 'Picked up again after an interruption; resuming'),
  resumingAfterLine: (line: number) =>
    message('resumingAfterLine', { line }, `Resuming after line ${line}`),
  completed: (c: JobCounters) => message('completed', counts(c), summary('Completed', c)),
  stopped: (c: JobCounters) => message('stopped', counts(c), summary('Stopped', c)),
  stoppedBeforeStart: () => message('stoppedBeforeStart', {}, 'Stopped before it started'),
  /** An unexpected error: its text (technical, from a library or the system) is the parameter. */
  error: (reason: string) => message('error', { reason }, reason),
  crashedTooOften: (times: number) =>
    message(
      'crashedTooOften',
      { times },
      `The job interrupted its worker ${times} times (out of memory or killed); abandoned, not retried`,
    ),
  failed: (failure: JobMessage) => prefixed('failed', {}, 'Failed', failure),
  /** A malformed CSV row: `lineSkipped.<RowProblem code>`. */
  lineSkipped: (line: number, problem: RowProblem) =>
    prefixed('lineSkipped', { line }, `Line ${line} skipped`, problem),
  announcementSkipped: (id: string, reason: string) =>
    message('announcementSkipped', { id, reason }, `Announcement ${id} skipped: ${reason}`),
};
