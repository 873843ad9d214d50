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
  /** A file read to its end where no row could be loaded: the run fails (the log has each line's reason). */
  everyRowSkipped: (c: JobCounters) =>
    message(
      'everyRowSkipped',
      counts(c),
      `Every row was skipped (${c.processed} rows read): nothing was loaded; the log gives each line's reason`,
    ),
  /** An analyzer ingestion given the BODACC export (IngestionError.BodaccExport at start). */
  bodaccExport: () =>
    message('bodaccExport', {}, 'This is a BODACC export: use the BODACC import on the data page'),
  announcementSkipped: (id: string, reason: string) =>
    message('announcementSkipped', { id, reason }, `Announcement ${id} skipped: ${reason}`),

  // The BODACC sync (CONTRACT §7.5): the download, then the import and transfer above.
  syncAsking: (fromDay: string) =>
    message(
      'syncAsking',
      { fromDay },
      `Asking the portal for the notices published since ${fromDay}`,
    ),
  syncRetrying: (attempt: number, attempts: number, reason: string, seconds: number) =>
    message(
      'syncRetrying',
      { attempt, attempts, reason, seconds },
      `Attempt ${attempt} of ${attempts} failed (${reason}); trying again in ${seconds} s`,
    ),
  syncDownloaded: (bytes: number) =>
    message('syncDownloaded', { bytes }, `Export downloaded (${bytes} bytes)`),
  syncReusingDownload: () =>
    message('syncReusingDownload', {}, 'The export was already downloaded; importing it'),
  syncImported: (c: JobCounters) => message('syncImported', counts(c), summary('Imported', c)),
  syncCompleted: (c: JobCounters, syncedThrough: string) =>
    message(
      'syncCompleted',
      { ...counts(c), syncedThrough },
      `${summary('Completed', c)}; synced through ${syncedThrough}`,
    ),
  syncCompletedEmpty: (fromDay: string) =>
    message('syncCompletedEmpty', { fromDay }, `Completed: nothing published since ${fromDay}`),
  syncDownloadFailed: (attempts: number, reason: string) =>
    message(
      'syncDownloadFailed',
      { attempts, reason },
      `The portal could not be read after ${attempts} attempts: ${reason}`,
    ),
  syncRefused: (status: number) =>
    message('syncRefused', { status }, `The portal refused the export (HTTP ${status})`),
  syncWaitTooLong: (seconds: number) =>
    message(
      'syncWaitTooLong',
      { seconds },
      `The portal asks to wait ${seconds} s, longer than the sync waits (BODACC_SYNC_MAX_WAIT_MS); the next run will try again`,
    ),

  // The history (CONTRACT §8.1): month by month, newest first, each month as the sync loads days.
  historyAsking: (month: string) =>
    message('historyAsking', { month }, `Month ${month}: asking the portal for its export`),
  historyMonthDone: (month: string, rows: number, monthsDone: number, monthsTotal: number) =>
    message(
      'historyMonthDone',
      { month, rows, monthsDone, monthsTotal },
      `Month ${month} loaded: ${rows} notices (${monthsDone} of ${monthsTotal} months)`,
    ),
  historyCompleted: (months: number, rows: number, from: string, through: string) =>
    message(
      'historyCompleted',
      { months, rows, from, through },
      `History loaded from ${from} to ${through}: ${rows} notices in ${months} months`,
    ),
  historyIndexesPacked: (beforeMb: number, afterMb: number) =>
    message(
      'historyIndexesPacked',
      { beforeMb, afterMb },
      `Indexes the history filled rebuilt packed: ${beforeMb} MB, now ${afterMb} MB`,
    ),
  historyEmpty: (from: string, through: string) =>
    message('historyEmpty', { from, through }, `Nothing to load from ${from} to ${through}`),
};

/** A failure the job explains itself: its run ends failed with this message (not the error text). */
export class JobMessageError extends Error {
  constructor(readonly jobMessage: JobMessage) {
    super(jobMessage.text);
  }
}
