import { Injectable } from '@nestjs/common';
import { Database, Transaction } from '../../shared/database';
import { countDataLines, readCsvRecords } from './csv-record-reader';
import { JobRun } from './entities/job-run.entity';
import { JobEventsPublisher } from './job-events.publisher';
import { JobOutcome } from './job-lifecycle';
import { JobCounters, JobRunRepository } from './job-run.repository';
import { JobStopFlags } from './job-stop-flags';

/** Past this many, malformed rows are counted but no longer logged one by one. */
const MAX_ROW_WARNINGS = 1000;
/**
 * A batch also ends at this much CSV text, whatever its size in rows, so that the worker's
 * memory does not depend on the batch size chosen (two batches are in memory at a time).
 */
export const MAX_BATCH_CHARS = 8 * 1024 * 1024;

export interface CsvJob<T> {
  run: JobRun;
  path: string;
  delimiter: string;
  batchSize: number;
  /** Maximum number of data rows of the file to read (cumulative across resumes). */
  limit: number | null;
  /** A valid row, or why it is malformed. */
  parse(values: Record<string, string>): { item: T; error?: undefined } | { error: string };
  /** Writes one batch; returns how many rows were new. */
  write(tx: Transaction, items: T[]): Promise<number>;
}

/**
 * The shared loop of the CSV jobs: stream, parse, and commit each batch together with the
 * counters and the checkpoint (its last line) in one transaction; a stop request is honoured
 * between batches.
 */
@Injectable()
export class CsvJobRunner {
  constructor(
    private readonly db: Database,
    private readonly runs: JobRunRepository,
    private readonly events: JobEventsPublisher,
    private readonly stopFlags: JobStopFlags,
  ) {}

  async run<T>(job: CsvJob<T>): Promise<JobOutcome> {
    const { run } = job;
    const committed: JobCounters = {
      processed: run.processed,
      inserted: run.inserted,
      skipped: run.skipped,
    };
    const fileRows = await countDataLines(job.path);
    const total = job.limit ? Math.min(job.limit, fileRows) : fileRows;
    await this.runs.setTotal(run.id, total);
    const afterLine = run.checkpoint?.line ?? 1;
    if (afterLine > 1) await this.events.log(run.id, 'info', `Resuming after line ${afterLine}`);
    let items: T[] = [];
    let pending = { rows: 0, skipped: 0, lastLine: afterLine, chars: 0 };
    const read = { rows: committed.processed, skipped: committed.skipped };

    const commit = async (batch: T[], counts: typeof pending) => {
      if (counts.rows === 0) return;
      const next = { ...committed };
      await this.db.transaction(async (tx) => {
        next.inserted += batch.length ? await job.write(tx, batch) : 0;
        next.processed += counts.rows;
        next.skipped += counts.skipped;
        await this.runs.saveBatch(tx, run.id, next, { line: counts.lastLine });
      });
      Object.assign(committed, next);
      this.events.progress(run.id, committed.processed, total);
    };
    // One batch is written while the next is parsed; commits stay one at a time, in order.
    let inFlight: Promise<void> | null = null;
    const settle = async () => {
      const writing = inFlight;
      inFlight = null;
      await writing;
    };
    const startCommit = () => {
      inFlight = commit(items, pending);
      inFlight.catch(() => undefined); // rethrown by settle()
      items = [];
      pending = { rows: 0, skipped: 0, lastLine: pending.lastLine, chars: 0 };
    };

    try {
      for await (const record of readCsvRecords(job.path, {
        delimiter: job.delimiter,
        afterLine,
      })) {
        if (job.limit && read.rows >= job.limit) break;
        pending.rows += 1;
        pending.chars += record.size;
        read.rows += 1;
        pending.lastLine = record.endLine;
        const parsed = record.error === undefined ? job.parse(record.values) : record;
        if (parsed.error !== undefined) {
          pending.skipped += 1;
          read.skipped += 1;
          if (read.skipped <= MAX_ROW_WARNINGS) {
            await this.events.log(
              run.id,
              'warn',
              `Line ${record.line} skipped: ${parsed.error}`,
              record.line,
            );
          }
        } else {
          items.push(parsed.item);
        }
        if (pending.rows >= job.batchSize || pending.chars >= MAX_BATCH_CHARS) {
          await settle();
          if (await this.stopFlags.isRequested(run.id)) {
            this.events.progress(run.id, committed.processed, total, true);
            return { state: 'stopped', message: summary('Stopped', committed) };
          }
          startCommit();
        }
      }
      await settle();
      startCommit();
      await settle();
    } finally {
      // Only after a failure: let the batch being written finish before the job is closed.
      await (inFlight as Promise<void> | null)?.catch(() => undefined);
    }
    // The line count was an estimate (quoted fields may span lines); now the count is exact.
    await this.runs.setTotal(run.id, committed.processed);
    this.events.progress(run.id, committed.processed, committed.processed, true);
    return { state: 'completed', message: summary('Completed', committed) };
  }
}

export const summary = (verb: string, c: JobCounters) =>
  `${verb}: ${c.processed} rows read, ${c.inserted} new, ${c.processed - c.skipped - c.inserted} updated, ${c.skipped} skipped`;
