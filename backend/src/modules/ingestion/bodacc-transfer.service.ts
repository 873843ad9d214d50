import { Injectable } from '@nestjs/common';
import { Database } from '../../shared/database';
import { AnalyzerCatalogService, AnalyzerRecordInput, CompanyInactivity } from '../analyzer';
import { BodaccAnnouncementRepository } from './bodacc-announcement.repository';
import { inactivityOf, mapBodaccToRecord } from './bodacc-record.mapper';
import { summary } from './csv-job.runner';
import { JobRun } from './entities/job-run.entity';
import { JobEventsPublisher } from './job-events.publisher';
import { JobOutcome } from './job-lifecycle';
import { JobCounters, JobRunRepository } from './job-run.repository';
import { JobStopFlags } from './job-stop-flags';

/** Announcements read per batch at most, whatever the batch size asked: bounds the worker's memory. */
export const MAX_TRANSFER_BATCH = 5000;

export interface BodaccTransferParams {
  batchSize: number;
  /** Who receives the assignments: the admin who ran it (or the demo user of the seed). */
  assignTo: number;
}

/**
 * bodacc_announcements → analyzer_records in id order, batch by batch: upsert (idempotent),
 * assignment, inactive companies and checkpoint in one transaction per batch.
 */
@Injectable()
export class BodaccTransferService {
  constructor(
    private readonly db: Database,
    private readonly announcements: BodaccAnnouncementRepository,
    private readonly catalog: AnalyzerCatalogService,
    private readonly runs: JobRunRepository,
    private readonly events: JobEventsPublisher,
    private readonly stopFlags: JobStopFlags,
  ) {}

  async run(run: JobRun): Promise<JobOutcome> {
    const { assignTo, ...params } = run.params as unknown as BodaccTransferParams;
    const batchSize = Math.min(params.batchSize, MAX_TRANSFER_BATCH);
    const counters: JobCounters = {
      processed: run.processed,
      inserted: run.inserted,
      skipped: run.skipped,
    };
    let lastId = run.checkpoint?.lastId ?? '';
    const total = await this.announcements.count();
    await this.runs.setTotal(run.id, total);
    // The next batch is read while the current one is mapped and written (another connection).
    let nextBatch = this.announcements.findBatchAfter(lastId, batchSize);
    for (;;) {
      const rows = await nextBatch;
      if (!rows.length) break;
      nextBatch = this.announcements.findBatchAfter(rows[rows.length - 1].id as string, batchSize);
      nextBatch.catch(() => undefined); // awaited on the next turn; a stop leaves it unread
      const records: AnalyzerRecordInput[] = [];
      const facts: CompanyInactivity[] = [];
      let skipped = 0;
      for (const row of rows) {
        try {
          const record = mapBodaccToRecord(row);
          records.push(record);
          const fact = inactivityOf(row, record);
          if (fact) facts.push(fact);
        } catch (error) {
          skipped += 1;
          await this.events.log(
            run.id,
            'warn',
            `Announcement ${row.id} skipped: ${(error as Error).message}`,
          );
        }
      }
      lastId = rows[rows.length - 1].id as string;
      const next = { ...counters, processed: counters.processed + rows.length };
      next.skipped += skipped;
      await this.db.transaction(async (tx) => {
        // Inactive companies first: the upsert then writes this batch's records already flagged,
        // instead of the company_status trigger rewriting them right after their insert.
        await this.catalog.markInactive(tx, facts);
        next.inserted += (await this.catalog.upsertAndAssign(tx, records, assignTo)).inserted;
        await this.runs.saveBatch(tx, run.id, next, { lastId });
      });
      Object.assign(counters, next);
      this.events.progress(run.id, counters.processed, total);
      if (await this.stopFlags.isRequested(run.id)) {
        this.events.progress(run.id, counters.processed, total, true);
        return { state: 'stopped', message: summary('Stopped', counters) };
      }
    }
    this.events.progress(run.id, counters.processed, total, true);
    return { state: 'completed', message: summary('Completed', counters) };
  }
}
