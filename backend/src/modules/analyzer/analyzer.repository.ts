import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Database, SqlFragment } from '../../shared/database';
import { AnalyzerRecordData, AnalyzerRecordSummary } from './analyzer-record.view';
import {
  RecordSearch,
  searchStatements,
  visibleRecordStatement,
} from './analyzer-search.statement';
import { AnalyzerRecord } from './entities/analyzer-record.entity';

export interface RecordPageResult {
  records: AnalyzerRecordSummary[];
  total: number;
  /** False when the total is the planner's estimate (more than COUNT_CAP matches). */
  totalIsExact: boolean;
}

/** Up to this many matches the total is counted exactly; past it, it is estimated. */
export const COUNT_CAP = 1000;
/**
 * Above this planner estimate the matches are not counted. Such a count would almost always stop
 * at COUNT_CAP + 1 and report an estimate anyway, after reading a whole trigram bitmap (tens to
 * hundreds of ms at millions of records); the planner's estimates of the bench's searches were
 * within a factor of 2 of the real counts (docs/performance.md).
 */
export const TRUSTED_ESTIMATE = 2 * COUNT_CAP;

@Injectable()
export class AnalyzerRepository {
  constructor(private readonly db: Database) {}

  /**
   * A page of matching records (their summary), newest first, and the total. The page is chosen
   * on ids in index order and only its rows are read, so no query sorts whole records. The total
   * costs nothing when the page shows the end of the matches; otherwise the planner's estimate
   * decides: above TRUSTED_ESTIMATE it is the total (`totalIsExact: false`), below it the matches
   * are counted up to COUNT_CAP + 1 (exact up to COUNT_CAP, else the estimate, at least COUNT_CAP + 1).
   */
  async findPageVisibleTo(search: RecordSearch): Promise<RecordPageResult> {
    const statements = searchStatements(search, COUNT_CAP);
    const records = await this.db.query<AnalyzerRecordSummary>(statements.page);
    const isLastPage = records.length < search.limit && (records.length > 0 || search.offset === 0);
    if (isLastPage) return { records, total: search.offset + records.length, totalIsExact: true };
    const estimate = await this.estimate(statements.estimate);
    if (estimate > TRUSTED_ESTIMATE) {
      // Never below what the pages already show to exist.
      const shown = search.offset + records.length + (records.length ? 1 : 0);
      return { records, total: Math.max(estimate, shown), totalIsExact: false };
    }
    const { count } = (await this.db.queryOne<{ count: number }>(statements.boundedCount))!;
    if (count <= COUNT_CAP) return { records, total: count, totalIsExact: true };
    return { records, total: Math.max(count, estimate), totalIsExact: false };
  }

  /** The planner's estimate of the number of matches (planning only, nothing is read). */
  private async estimate(explain: SqlFragment): Promise<number> {
    const row = await this.db.queryOne<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      explain,
    );
    return Math.round(row!['QUERY PLAN'][0].Plan['Plan Rows']);
  }

  /** The record if this user (undefined: an admin) sees it. */
  async findOneVisibleTo(id: number, userId?: number): Promise<AnalyzerRecordData | null> {
    return (await this.db.queryOne<AnalyzerRecordData>(visibleRecordStatement(id, userId))) ?? null;
  }

  /** Records by id, whoever sees them (callers already hold a reason to show them). */
  findManyByIds(ids: number[]): Promise<AnalyzerRecord[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.repository(AnalyzerRecord).findBy({ id: In(ids) });
  }
}
