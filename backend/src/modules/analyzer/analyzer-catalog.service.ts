import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import type { Transaction } from '../../shared/database';
import { AccessGrantsService } from './access-grants.service';
import { AnalyzerCatalogRepository } from './analyzer-catalog.repository';
import type { AnalyzerRecordInput } from './analyzer-record.input';
import { AnalyzerRecordView, toRecordView } from './analyzer-record.view';
import { AnalyzerRepository } from './analyzer.repository';
import { NewRecordsListener } from './new-records.listener';

/**
 * The catalogue for other contexts: the ingestion jobs' batch writes (inside their own
 * transaction) and plain reads that are never metered (favorites, exports).
 */
@Injectable()
export class AnalyzerCatalogService {
  constructor(
    private readonly catalog: AnalyzerCatalogRepository,
    private readonly records: AnalyzerRepository,
    private readonly grants: AccessGrantsService,
    private readonly listener: NewRecordsListener,
  ) {}

  /** The record if this user may see it (CONTRACT §7.1); not metered. */
  async findVisible(user: AuthUser, recordId: number): Promise<AnalyzerRecordView | null> {
    const record = await this.records.findOneVisibleTo(recordId, await this.grants.viewerOf(user));
    return record ? toRecordView(record) : null;
  }

  /** Records by id (favorite status left out: the caller knows it); not metered. */
  async findManyByIds(ids: number[]): Promise<Map<number, AnalyzerRecordView>> {
    const records = await this.records.findManyByIds([...new Set(ids)]);
    return new Map(records.map((record) => [record.id, toRecordView(record)]));
  }

  /**
   * Upserts the records on annonce_id and assigns them to the user; returns how many were new.
   * The new ones are handed to the listener (alerts) in the same transaction.
   */
  async upsertAndAssign(
    tx: Transaction,
    records: AnalyzerRecordInput[],
    userId: number,
    jobRunId: string | null = null,
  ): Promise<{ inserted: number }> {
    const { ids, insertedIds } = await this.catalog.upsertRecords(tx, records);
    await this.catalog.assignToUser(tx, userId, ids);
    return this.announce(tx, insertedIds, jobRunId);
  }

  /**
   * Upserts the records on annonce_id, assigned to nobody; returns how many were new. With
   * `announce: false` (the history's old notices) the new ones reach no listener.
   */
  async upsert(
    tx: Transaction,
    records: AnalyzerRecordInput[],
    jobRunId: string | null = null,
    { announce = true }: { announce?: boolean } = {},
  ): Promise<{ inserted: number }> {
    const { insertedIds } = await this.catalog.upsertRecords(tx, records);
    if (!announce) return { inserted: insertedIds.length };
    return this.announce(tx, insertedIds, jobRunId);
  }

  private async announce(tx: Transaction, insertedIds: number[], jobRunId: string | null) {
    if (insertedIds.length) await this.listener.onNewRecords(tx, insertedIds, jobRunId);
    return { inserted: insertedIds.length };
  }

  /** After a bulk write (a history's month): dead rows reclaimed, statistics taken as needed. */
  tidyAfterBulkWrite(): Promise<void> {
    return this.catalog.tidyAfterBulkWrite();
  }

  /** Packs the indexes a history's writes leave half full; their bytes before and after. */
  packIndexes(): Promise<{ before: number; after: number }> {
    return this.catalog.packIndexes();
  }

  /** The catalogue's records (the planner's estimate) and its bytes on disk, indexes included. */
  footprint(): Promise<{ records: number; bytes: number }> {
    return this.catalog.footprint();
  }

  countRecords(): Promise<number> {
    return this.catalog.countRecords();
  }

  /** Records assigned to users, summed over users (a record shared by two counts twice). */
  countAssignments(): Promise<number> {
    return this.catalog.countAssignments();
  }
}
