import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { ingestionConfig } from '../../shared/config';
import { Transaction } from '../../shared/database';
import { isSliceUsed, nextSlice } from '../../shared/scheduling';
import { BatchPipeline } from './batch-pipeline';
import { countDataLines, CsvRecord, readCsvRecords } from './csv-record-reader';
import { JobRun } from './entities/job-run.entity';
import { JobEventsPublisher } from './job-events.publisher';
import { JobOutcome } from './job-lifecycle';
import { JobMessageError, JobMessages } from './job-messages';
import { JobRunRepository } from './job-run.repository';
import { measureJsonCells } from './json-cell-limits';
import { RowProblem } from './row-problems';
import { RunTracker, TrackedRun } from './run-tracker';

/** Past this many, malformed rows are counted but no longer logged one by one. */
const MAX_ROW_WARNINGS = 1000;
/**
 * A batch also ends at this much CSV text, whatever its size in rows, so that the worker's
 * memory does not depend on the batch size chosen (two batches are in memory at a time).
 */
export const MAX_BATCH_CHARS = 8 * 1024 * 1024;
/**
 * Nor may a batch hold more JSON values than this, whatever its length: parsed, each value is an
 * object of tens of bytes (real BODACC rows hold about 30 each, so 1000 rows stay far below).
 */
export const MAX_BATCH_JSON_NODES = 200_000;

type Parsed<T> = { item: T; error?: undefined } | { error: RowProblem };

export interface CsvJob<T> {
  run: JobRun;
  path: string;
  delimiter: string;
  batchSize: number;
  /** Maximum number of data rows of the file to read (cumulative across resumes). */
  rowLimit: number | null;
  /** The columns holding JSON: bounded in values and depth before `parse` reads them. */
  jsonColumns: readonly string[];
  /** Refuses a file by its column names (throws a JobMessageError); every file is read when absent. */
  checkHeader?(columns: string[]): void;
  /** A valid row, or why it is malformed; `jsonNodes`: the values its JSON columns hold. */
  parse(values: Record<string, string>, jsonNodes: number): Parsed<T>;
  /** Writes one batch; returns how many rows were new. */
  write(tx: Transaction, items: T[]): Promise<number>;
}

/** The rows read since the last batch: the valid ones, and the counts and last line of all. */
class CsvBatch<T> {
  readonly items: T[] = [];
  rows = 0;
  skipped = 0;
  chars = 0;
  jsonNodes = 0;

  constructor(public lastLine: number) {}

  add(record: Pick<CsvRecord, 'size' | 'endLine'>, parsed: Parsed<T>, jsonNodes: number): void {
    this.rows += 1;
    this.chars += record.size;
    this.jsonNodes += jsonNodes;
    this.lastLine = record.endLine;
    if (parsed.error !== undefined) this.skipped += 1;
    else this.items.push(parsed.item);
  }

  isFull(batchSize: number): boolean {
    return (
      this.rows >= batchSize ||
      this.chars >= MAX_BATCH_CHARS ||
      this.jsonNodes >= MAX_BATCH_JSON_NODES
    );
  }
}

/**
 * The shared loop of the CSV jobs: stream, parse, and commit each batch together with the
 * counters and the checkpoint (its last line) in one transaction, one batch written while the
 * next is parsed; a stop request is honoured between batches. A file whose rows were all skipped
 * fails: a run that loaded nothing is not a success.
 */
@Injectable()
export class CsvJobRunner {
  constructor(
    @Inject(ingestionConfig.KEY) private readonly config: ConfigType<typeof ingestionConfig>,
    private readonly runs: JobRunRepository,
    private readonly events: JobEventsPublisher,
    private readonly tracker: RunTracker,
  ) {}

  async run<T>(job: CsvJob<T>): Promise<JobOutcome> {
    const { run } = job;
    const fileRows = await countDataLines(job.path);
    const total = job.rowLimit ? Math.min(job.rowLimit, fileRows) : fileRows;
    await this.runs.setTotal(run.id, total);
    const tracked = this.tracker.track(run, total);
    const afterLine = run.checkpoint?.line ?? 1;
    if (afterLine > 1) {
      await this.events.log(run.id, 'info', JobMessages.resumingAfterLine(afterLine));
    }
    const pipeline = new BatchPipeline<CsvBatch<T>>({
      write: (batch) => commit(tracked, job, batch),
      isStopRequested: () => tracked.isStopRequested(),
    });
    const read = { rows: run.processed, skipped: run.skipped };
    let batch = new CsvBatch<T>(afterLine);
    try {
      for await (const record of readCsvRecords(job.path, {
        delimiter: job.delimiter,
        afterLine,
        maxRecordChars: this.config.maxRowKb * 1024,
        onHeader: (columns) => job.checkHeader?.(columns),
      })) {
        if (job.rowLimit && read.rows >= job.rowLimit) break;
        // Rows already read ahead come without a turn of the event loop: parse them in slices.
        while (isSliceUsed()) await nextSlice();
        read.rows += 1;
        const { parsed, jsonNodes } = readRow(job, record, this.config.maxJsonNodes);
        batch.add(record, parsed, jsonNodes);
        if (parsed.error !== undefined && ++read.skipped <= MAX_ROW_WARNINGS) {
          const message = JobMessages.lineSkipped(record.line, parsed.error);
          await this.events.log(run.id, 'warn', message, record.line);
        }
        if (batch.isFull(job.batchSize)) {
          if (!(await pipeline.add(batch))) return tracked.stopped();
          batch = new CsvBatch<T>(batch.lastLine);
        }
      }
      await pipeline.flush(batch);
    } finally {
      await pipeline.settle();
    }
    // The line count was an estimate (quoted fields may span lines); now the count is exact.
    const { processed, skipped } = tracked.committed;
    await this.runs.setTotal(run.id, processed);
    if (processed > 0 && skipped === processed) {
      throw new JobMessageError(JobMessages.everyRowSkipped(tracked.committed));
    }
    return tracked.completed(processed);
  }
}

/** A row's JSON is measured before it is parsed: a row too costly to parse is never parsed. */
function readRow<T>(
  job: CsvJob<T>,
  record: CsvRecord,
  maxJsonNodes: number,
): { parsed: Parsed<T>; jsonNodes: number } {
  if (record.error !== undefined) return { parsed: record, jsonNodes: 0 };
  const json = measureJsonCells(record.values, job.jsonColumns, maxJsonNodes);
  if (json.error !== undefined) return { parsed: json, jsonNodes: 0 };
  return { parsed: job.parse(record.values, json.nodes), jsonNodes: json.nodes };
}

async function commit<T>(tracked: TrackedRun, job: CsvJob<T>, batch: CsvBatch<T>) {
  if (batch.rows === 0) return;
  await tracked.commit({
    rows: batch.rows,
    skipped: batch.skipped,
    checkpoint: { line: batch.lastLine },
    write: async (tx) => (batch.items.length ? job.write(tx, batch.items) : 0),
  });
}
