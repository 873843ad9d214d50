import { Injectable } from '@nestjs/common';
import { Database, SqlFragment } from '../../shared/database';
import { AnalyzerRecordData, AnalyzerRecordSummary } from './analyzer-record.view';
import type { Viewer } from './record-visibility';
import {
  recordsByIdStatement,
  RecordSearch,
  searchStatements,
  visibleRecordStatement,
} from './analyzer-search.statement';

export interface RecordPageResult {
  records: AnalyzerRecordSummary[];
  total: number;
  /** False past COUNT_CAP matches: the total is then a lower bound. */
  totalIsExact: boolean;
  /** Matches the inactive filter hides (0 when inactive companies are included). */
  hiddenInactive: number;
  hiddenInactiveIsExact: boolean;
}

/** Up to this many matches the totals are exact (CONTRACT §4.4); past it they are COUNT_CAP + 1. */
export const COUNT_CAP = 10_000;

/** A count bounded at COUNT_CAP + 1, as a total and whether it is exact. */
const boundedTotal = (count: number) => ({ total: count, isExact: count <= COUNT_CAP });

@Injectable()
export class AnalyzerRepository {
  constructor(private readonly db: Database) {}

  /**
   * A page of matching records (their summary, with the company status), in search order, and
   * the totals. The page is chosen on ids and only its rows are read. The matches are counted up
   * to COUNT_CAP + 1, so the total is exact up to COUNT_CAP and never contradicts the pages: the
   * last page's total is what it shows, and past the bound it is at least what the pages show.
   */
  async findPageVisibleTo(search: RecordSearch): Promise<RecordPageResult> {
    const statements = searchStatements(search, COUNT_CAP);
    const [records, hidden] = await Promise.all([
      this.db.query<AnalyzerRecordSummary>(statements.page),
      statements.hiddenInactiveCount ? this.count(statements.hiddenInactiveCount) : 0,
    ]);
    const hiddenTotal = boundedTotal(hidden);
    const hiddenInactive = {
      hiddenInactive: hiddenTotal.total,
      hiddenInactiveIsExact: hiddenTotal.isExact,
    };
    const isLastPage = records.length < search.limit && (records.length > 0 || search.offset === 0);
    if (isLastPage) {
      return {
        records,
        total: search.offset + records.length,
        totalIsExact: true,
        ...hiddenInactive,
      };
    }
    const { total, isExact } = boundedTotal(await this.count(statements.boundedCount));
    // A page past the bound shows that more exist than the bound says.
    const shown = search.offset + records.length + (records.length ? 1 : 0);
    return { records, total: Math.max(total, shown), totalIsExact: isExact, ...hiddenInactive };
  }

  private async count(statement: SqlFragment): Promise<number> {
    return (await this.db.queryOne<{ count: number }>(statement))!.count;
  }

  /** The record if this viewer (undefined: an admin) sees it. */
  async findOneVisibleTo(id: number, viewer?: Viewer): Promise<AnalyzerRecordData | null> {
    return (await this.db.queryOne<AnalyzerRecordData>(visibleRecordStatement(id, viewer))) ?? null;
  }

  /** Records by id, whoever sees them (callers already hold a reason to show them). */
  findManyByIds(ids: number[]): Promise<AnalyzerRecordData[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.query<AnalyzerRecordData>(recordsByIdStatement(ids));
  }
}
