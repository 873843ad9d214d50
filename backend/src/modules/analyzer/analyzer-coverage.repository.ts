import { Injectable } from '@nestjs/common';
import { sql } from '../../shared/database';
import { CatalogueReadCache } from './catalogue-read-cache';

/** Below this many rows (by the planner's estimate) the catalogue is counted exactly. */
export const EXACT_COVERAGE_COUNT_LIMIT = 500_000;

export interface CatalogueSpan {
  from: string | null;
  through: string | null;
  total: number;
  totalIsExact: boolean;
}

/**
 * The catalogue's span and size, kept until it changes (CatalogueReadCache): the first and last
 * publication days come from the date index; the size is counted while that stays cheap, and is
 * PostgreSQL's own estimate (kept by ANALYZE) past it.
 */
@Injectable()
export class AnalyzerCoverageRepository {
  constructor(private readonly cache: CatalogueReadCache) {}

  async catalogueSpan(): Promise<CatalogueSpan> {
    const reads = this.cache.forRequest();
    const [[span], estimate] = await Promise.all([
      reads.rows<{ from: string | null; through: string | null }>(
        sql`SELECT min(date_parution)::text AS "from", max(date_parution)::text AS "through"
            FROM analyzer_records`,
      ),
      reads.count(
        sql`SELECT greatest(reltuples, 0)::bigint::int AS count
            FROM pg_class WHERE oid = 'analyzer_records'::regclass`,
      ),
    ]);
    if (estimate >= EXACT_COVERAGE_COUNT_LIMIT)
      return { ...span, total: estimate, totalIsExact: false };
    const total = await reads.count(sql`SELECT count(*)::int AS count FROM analyzer_records`);
    return { ...span, total, totalIsExact: true };
  }
}
