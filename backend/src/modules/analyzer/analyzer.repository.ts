import { Injectable } from '@nestjs/common';
import { Database, ReadDatabase, SqlFragment } from '../../shared/database';
import { AnalyzerRecordData, AnalyzerRecordSummary } from './analyzer-record.view';
import { CatalogueReadCache } from './catalogue-read-cache';
import { FavoriteStatusReader } from './favorite-status.reader';
import type { Viewer } from './record-visibility';
import {
  recordsByIdStatement,
  RecordSearch,
  searchStatements,
  summariesStatement,
  visibleRecordStatement,
} from './analyzer-search.statement';

/** A record of a page, with the id of the searching user's favorite of it (or null). */
export type PageRecord = AnalyzerRecordSummary & { favoriteId: number | null };

export interface RecordPageResult {
  records: PageRecord[];
  total: number;
  /** False past COUNT_CAP matches: the total is then a lower bound. */
  totalIsExact: boolean;
  /** Matches the inactive filter hides (0 when inactive companies are included). */
  hiddenInactive: number;
  hiddenInactiveIsExact: boolean;
}

/** Up to this many matches the total is exact (CONTRACT §4.4); past it, it is COUNT_CAP + 1. */
export const COUNT_CAP = 10_000;
/**
 * Up to this many the hint counts the matches the inactive filter hides exactly. Inactive records
 * have no index of their own, so counting them costs ten times more than the total
 * (docs/performance.md); "more than 1,000 hidden" says what the user needs.
 */
export const HIDDEN_COUNT_CAP = 1_000;

/** A count bounded at cap + 1, as a total and whether it is exact. */
const bounded = (count: number, cap: number) => ({ total: count, isExact: count <= cap });

type SearchStatements = ReturnType<typeof searchStatements>;

/** A page's row: its record and the catalogue version its statement saw. */
type PageRow = PageRecord & { catalogueVersion: string };

const recordOf = ({ catalogueVersion: _version, ...record }: PageRow): PageRecord => record;

/**
 * The search and its counts read from `replica` (the primary when there is none; the export reads
 * the same server on its own pool, AnalyzerExportRepository): a record committed a moment ago
 * may be missing there. Reads by id, which follow links made by
 * writes (a notification, a favorite, opening a metered record), stay on the primary.
 */
@Injectable()
export class AnalyzerRepository {
  constructor(
    private readonly db: Database,
    private readonly replica: ReadDatabase,
    private readonly cache: CatalogueReadCache,
    private readonly favorites: FavoriteStatusReader,
  ) {}

  /**
   * A page of matching records (their summary, with the company status), in search order, and
   * the totals. The matches are counted up to COUNT_CAP + 1, so the total is exact up to
   * COUNT_CAP and never contradicts the pages: the last page's total is what it shows, and past
   * the bound it is at least what the pages show. Counts already made since the catalogue last
   * changed are not made again (CatalogueReadCache). Each record says whether `userId` keeps it
   * as a favorite: read in the page's statement, or apart on the primary when the page comes
   * from a replica (a favorite added a moment ago shows at once).
   */
  async findPageVisibleTo(search: RecordSearch, userId: number): Promise<RecordPageResult> {
    const favoritesInPage = this.replica.isPrimary;
    const statements = searchStatements(
      search,
      favoritesInPage ? (recordId) => this.favorites.favoriteIdOf(userId, recordId) : undefined,
    );
    const rows = this.page(statements, search);
    // The page says the version its counts are kept under: no statement of its own for it.
    const { count } = this.cache.forRequest(rows.then((page) => page[0]?.catalogueVersion));
    const hiddenCount = statements.hiddenInactiveCount(HIDDEN_COUNT_CAP);
    const [page, hidden] = await Promise.all([rows, hiddenCount ? count(hiddenCount) : 0]);
    const records = favoritesInPage
      ? page.map(recordOf)
      : await this.withFavoritesOf(userId, page.map(recordOf));
    const hiddenTotal = bounded(hidden, HIDDEN_COUNT_CAP);
    const hiddenInactive = {
      hiddenInactive: hiddenTotal.total,
      hiddenInactiveIsExact: hiddenTotal.isExact,
    };
    const isLastPage = records.length < search.limit && (records.length > 0 || search.offset === 0);
    if (isLastPage) {
      const total = search.offset + records.length;
      return { records, total, totalIsExact: true, ...hiddenInactive };
    }
    const { total, isExact } = bounded(await count(statements.boundedCount(COUNT_CAP)), COUNT_CAP);
    // A page past the bound shows that more exist than the bound says.
    const shown = search.offset + records.length + (records.length ? 1 : 0);
    return { records, total: Math.max(total, shown), totalIsExact: isExact, ...hiddenInactive };
  }

  /** The page's records, in search order: names first when words are searched, then newest. */
  private async page(
    statements: SearchStatements,
    { terms, offset, limit }: RecordSearch,
  ): Promise<PageRow[]> {
    if (!terms.length) return this.summaries(statements.pageSummaries('all', offset, limit));
    return this.tieredPage(statements, offset, limit);
  }

  /**
   * The page across the two tiers: the records naming the words, then, when they run out before
   * the page's end, the others from where the page starts among them.
   */
  private async tieredPage(statements: SearchStatements, offset: number, limit: number) {
    const named = await this.summaries(statements.pageSummaries('names', offset, limit));
    if (named.length === limit) return named;
    // The names end on this page, or before it: then how many there are tells where.
    const namedCount = named.length
      ? offset + named.length
      : offset && (await this.ids(statements.pageIds('names', 0, offset))).length;
    const others = await this.summaries(
      statements.pageSummaries('others', Math.max(0, offset - namedCount), limit - named.length),
    );
    return [...named, ...others];
  }

  private async withFavoritesOf(userId: number, records: PageRecord[]): Promise<PageRecord[]> {
    const favoriteIds = await this.favorites.favoritesOf(
      userId,
      records.map((record) => record.id),
    );
    return records.map((record) => ({ ...record, favoriteId: favoriteIds.get(record.id) ?? null }));
  }

  private summaries(statement: SqlFragment): Promise<PageRow[]> {
    return this.replica.query<PageRow>(statement);
  }

  private async ids(statement: SqlFragment): Promise<number[]> {
    return (await this.replica.query<{ id: number }>(statement)).map((row) => row.id);
  }

  private async count(statement: SqlFragment): Promise<number> {
    return (await this.replica.queryOne<{ count: number }>(statement))!.count;
  }

  /** The record if this viewer (undefined: an admin) sees it. */
  async findOneVisibleTo(id: number, viewer?: Viewer): Promise<AnalyzerRecordData | null> {
    return (await this.db.queryOne<AnalyzerRecordData>(visibleRecordStatement(id, viewer))) ?? null;
  }

  /** The summaries of records by id, whoever sees them (in no particular order). */
  findSummariesByIds(ids: number[]): Promise<AnalyzerRecordSummary[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.query<AnalyzerRecordSummary>(summariesStatement(ids));
  }

  /** Records by id, whoever sees them (callers already hold a reason to show them). */
  findManyByIds(ids: number[]): Promise<AnalyzerRecordData[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.query<AnalyzerRecordData>(recordsByIdStatement(ids));
  }
}
