import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { countDataLines, readCsvRecords } from './csv-record-reader';
import { JobRun } from './entities/job-run.entity';
import { JobEventsPublisher } from './job-events.publisher';
import { JobOutcome } from './job-lifecycle';
import { JobCounters, JobRunRepository } from './job-run.repository';
import { JobStopFlags } from './job-stop-flags';

/** Past this many, malformed rows are counted but no longer logged one by one. */
const MAX_ROW_WARNINGS = 1000;

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
  write(manager: EntityManager, items: T[]): Promise<number>;
}

/**
 * The shared loop of the CSV jobs: stream, parse, and commit each batch together with the
 * counters and the checkpoint (its last line) in one transaction; a stop request is honoured
 * between batches.
 */
@Injectable()
export class CsvJobRunner {
  constructor(
    private readonly dataSource: DataSource,
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
    let pending = { rows: 0, skipped: 0, lastLine: afterLine };

    const commit = async () => {
      if (pending.rows === 0) return;
      const next = { ...committed };
      await this.dataSource.transaction(async (manager) => {
        next.inserted += items.length ? await job.write(manager, items) : 0;
        next.processed += pending.rows;
        next.skipped += pending.skipped;
        await this.runs.saveBatch(manager, run.id, next, { line: pending.lastLine });
      });
      Object.assign(committed, next);
      items = [];
      pending = { rows: 0, skipped: 0, lastLine: pending.lastLine };
      this.events.progress(run.id, committed.processed, total);
    };

    for await (const record of readCsvRecords(job.path, { delimiter: job.delimiter, afterLine })) {
      if (job.limit && committed.processed + pending.rows >= job.limit) break;
      pending.rows += 1;
      pending.lastLine = record.endLine;
      const parsed = record.error === undefined ? job.parse(record.values) : record;
      if (parsed.error !== undefined) {
        pending.skipped += 1;
        if (committed.skipped + pending.skipped <= MAX_ROW_WARNINGS) {
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
      if (pending.rows >= job.batchSize) {
        await commit();
        if (await this.stopFlags.isRequested(run.id)) {
          this.events.progress(run.id, committed.processed, total, true);
          return { state: 'stopped', message: summary('Stopped', committed) };
        }
      }
    }
    await commit();
    // The line count was an estimate (quoted fields may span lines); now the count is exact.
    await this.runs.setTotal(run.id, committed.processed);
    this.events.progress(run.id, committed.processed, committed.processed, true);
    return { state: 'completed', message: summary('Completed', committed) };
  }
}

export const summary = (verb: string, c: JobCounters) =>
  `${verb}: ${c.processed} rows read, ${c.inserted} new, ${c.processed - c.skipped - c.inserted} updated, ${c.skipped} skipped`;
