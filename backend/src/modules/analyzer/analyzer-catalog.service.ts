import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import type { Transaction } from '../../shared/database';
import { AccessGrantsService } from './access-grants.service';
import { AnalyzerCatalogRepository } from './analyzer-catalog.repository';
import type { AnalyzerRecordInput } from './analyzer-record.input';
import { AnalyzerRecordView, toRecordView } from './analyzer-record.view';
import { AnalyzerRepository } from './analyzer.repository';

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

  /** Upserts the records on annonce_id and assigns them to the user; returns how many were new. */
  async upsertAndAssign(
    tx: Transaction,
    records: AnalyzerRecordInput[],
    userId: number,
  ): Promise<{ inserted: number }> {
    const { ids, inserted } = await this.catalog.upsertRecords(tx, records);
    await this.catalog.assignToUser(tx, userId, ids);
    return { inserted };
  }

  /** Upserts the records on annonce_id, assigned to nobody; returns how many were new. */
  async upsert(tx: Transaction, records: AnalyzerRecordInput[]): Promise<{ inserted: number }> {
    const { inserted } = await this.catalog.upsertRecords(tx, records);
    return { inserted };
  }

  countRecords(): Promise<number> {
    return this.catalog.countRecords();
  }

  /** Records assigned to users, summed over users (a record shared by two counts twice). */
  countAssignments(): Promise<number> {
    return this.catalog.countAssignments();
  }
}
