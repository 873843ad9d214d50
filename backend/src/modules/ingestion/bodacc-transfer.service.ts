import { Injectable } from '@nestjs/common';
import type { JobFailure } from '../../shared/queue';
import { mapInSlices } from '../../shared/scheduling';
import { AnalyzerCatalogService, AnalyzerRecordInput } from '../analyzer';
import { BatchPipeline } from './batch-pipeline';
import { BodaccAnnouncementRepository } from './bodacc-announcement.repository';
import { BodaccRow } from './bodacc-columns';
import { mapBodaccToRecord } from './bodacc-record.mapper';
import { JobRun } from './entities/job-run.entity';
import type { DataJobData } from './data-jobs';
import { JobEventsPublisher } from './job-events.publisher';
import { JobLifecycle, JobOutcome } from './job-lifecycle';
import { JobMessages } from './job-messages';
import { JobRunRepository } from './job-run.repository';
import { RunTracker, TrackedRun } from './run-tracker';

/** Announcements read per batch at most, whatever the batch size asked: bounds the worker's memory. */
export const MAX_TRANSFER_BATCH = 5000;
/**
 * Nor more JSON values than this (as the import counted them): parsed, then copied by the mapper,
 * each is an object of tens of bytes. Real announcements hold about 30 each.
 */
export const MAX_TRANSFER_JSON_NODES = 200_000;

/** Which announcements a transfer walks, and who receives the records. */
export interface TransferScope {
  batchSize: number;
  /** The user the records are assigned to; null assigns them to nobody (the sync). */
  assignTo: number | null;
  /** Only the announcements published on or after this day (YYYY-MM-DD); null: all of them. */
  publishedFrom: string | null;
  /** Nor after this one; null or absent: up to the newest. */
  publishedThrough?: string | null;
  /** False: the new records notify no one and call no webhook (the history, CONTRACT §8.1). */
  announce?: boolean;
}

/** One batch of announcements, mapped: the records and what was skipped. */
interface TransferBatch {
  rows: number;
  skipped: number;
  lastId: string;
  records: AnalyzerRecordInput[];
}

/**
 * bodacc_announcements → analyzer_records in id order, batch by batch: upsert (idempotent),
 * assignment, company statuses and checkpoint in one transaction per batch.
 */
@Injectable()
export class BodaccTransferService {
  constructor(
    private readonly announcements: BodaccAnnouncementRepository,
    private readonly catalog: AnalyzerCatalogService,
    private readonly runs: JobRunRepository,
    private readonly events: JobEventsPublisher,
    private readonly lifecycle: JobLifecycle,
    private readonly tracker: RunTracker,
  ) {}

  handle({ processId }: DataJobData): Promise<void> {
    return this.lifecycle.execute(processId, 'bodacc_transfer', (run) => this.run(run));
  }

  onFailed({ processId }: DataJobData, failure: JobFailure): Promise<void> {
    return this.lifecycle.abandon(processId, failure);
  }

  run(run: JobRun<'bodacc_transfer'>): Promise<JobOutcome> {
    return this.transfer(run, { ...run.params, publishedFrom: null });
  }

  /** Transfers the announcements in scope with the counters and checkpoint of any run. */
  async transfer(run: JobRun, scope: TransferScope): Promise<JobOutcome> {
    const batchSize = Math.min(scope.batchSize, MAX_TRANSFER_BATCH);
    const published = { from: scope.publishedFrom, through: scope.publishedThrough ?? null };
    const total = await this.announcements.count(published);
    await this.runs.setTotal(run.id, total);
    const tracked = this.tracker.track(run, total);
    // The next batch is read and mapped while the current one is written (another connection).
    const pipeline = new BatchPipeline<TransferBatch>({
      write: (batch) => this.commit(run.id, tracked, batch, scope),
      isStopRequested: () => tracked.isStopRequested(),
    });
    let lastId = run.checkpoint?.lastId ?? '';
    try {
      for (;;) {
        const rows = await this.announcements.findBatchAfter(
          lastId,
          batchSize,
          published,
          MAX_TRANSFER_JSON_NODES,
        );
        if (!rows.length) break;
        const batch = await this.mapBatch(run.id, rows);
        lastId = batch.lastId;
        if (!(await pipeline.add(batch))) return tracked.stopped();
      }
      await pipeline.awaitInFlight();
    } finally {
      await pipeline.settle();
    }
    return tracked.completed();
  }

  private async mapBatch(runId: string, rows: BodaccRow[]): Promise<TransferBatch> {
    const batch: TransferBatch = {
      rows: rows.length,
      skipped: 0,
      lastId: rows[rows.length - 1].id as string,
      records: [],
    };
    const mapped = await mapInSlices(rows, (row) => {
      try {
        return mapBodaccToRecord(row);
      } catch (error) {
        return JobMessages.announcementSkipped(String(row.id), (error as Error).message);
      }
    });
    for (const record of mapped) {
      if ('annonce_id' in record) {
        batch.records.push(record);
      } else {
        batch.skipped += 1;
        await this.events.log(runId, 'warn', record);
      }
    }
    return batch;
  }

  private commit(runId: string, tracked: TrackedRun, batch: TransferBatch, scope: TransferScope) {
    const { assignTo, announce = true } = scope;
    return tracked.commit({
      rows: batch.rows,
      skipped: batch.skipped,
      checkpoint: { lastId: batch.lastId },
      write: async (tx) => {
        const written =
          assignTo === null
            ? await this.catalog.upsert(tx, batch.records, runId, { announce })
            : await this.catalog.upsertAndAssign(tx, batch.records, assignTo, runId);
        return written.inserted;
      },
    });
  }
}
