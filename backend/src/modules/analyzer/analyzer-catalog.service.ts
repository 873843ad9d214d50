import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AnalyzerCatalogRepository } from './analyzer-catalog.repository';
import type { AnalyzerRecordInput, CompanyInactivity } from './analyzer-record.input';

/** What the ingestion jobs may do to the catalogue, inside their own batch transaction. */
@Injectable()
export class AnalyzerCatalogService {
  constructor(private readonly catalog: AnalyzerCatalogRepository) {}

  /** Upserts the records on annonce_id and assigns them to the user; returns how many were new. */
  async upsertAndAssign(
    manager: EntityManager,
    records: AnalyzerRecordInput[],
    userId: number,
  ): Promise<{ inserted: number }> {
    const { ids, inserted } = await this.catalog.upsertRecords(manager, records);
    await this.catalog.assignToUser(manager, userId, ids);
    return { inserted };
  }

  countRecords(): Promise<number> {
    return this.catalog.countRecords();
  }

  /** Records assigned to users, summed over users (a record shared by two counts twice). */
  countAssignments(): Promise<number> {
    return this.catalog.countAssignments();
  }

  markInactive(manager: EntityManager, facts: CompanyInactivity[]): Promise<void> {
    return this.catalog.markInactive(manager, facts);
  }
}
