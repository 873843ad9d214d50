import { Injectable } from '@nestjs/common';
import type { ExportSession } from '../../shared/database';
import type { AnalyzerRecordSummary } from './analyzer-record.view';
import { searchStatements, VisibleFilters } from './analyzer-search.statement';

/** The export's reads, on its own session of the export pool (one snapshot for both). */
@Injectable()
export class AnalyzerExportRepository {
  /** Whether more than `cap` records match (shown ones: the inactive filter applies). */
  async matchesMoreThan(
    session: ExportSession,
    filters: VisibleFilters,
    cap: number,
  ): Promise<boolean> {
    const [{ count }] = await session.query<{ count: number }>(
      searchStatements(filters).boundedCount(cap),
    );
    return count > cap;
  }

  /** The first `limit` matches, newest first, `batchSize` at a time from the session's cursor. */
  summariesNewestFirst(
    session: ExportSession,
    filters: VisibleFilters,
    limit: number,
    batchSize: number,
  ): AsyncGenerator<AnalyzerRecordSummary[]> {
    return session.batches(searchStatements(filters).summariesNewestFirst(limit), batchSize);
  }
}
