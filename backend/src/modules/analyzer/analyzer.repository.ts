import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { AnalyzerRecordSummary, SUMMARY_FIELDS } from './analyzer-record.view';
import { AnalyzerRecord } from './entities/analyzer-record.entity';

export interface RecordSearch {
  /** Only records assigned to this user; undefined for admins, who see everything. */
  visibleTo?: number;
  terms: string[];
  dateFrom?: string;
  dateTo?: string;
  types: string[];
  includeInactive: boolean;
  offset: number;
  limit: number;
}

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

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

// Dates as the API shows them (YYYY-MM-DD), as TypeORM reads them for the entity.
const SUMMARY_SELECT = SUMMARY_FIELDS.map((column) =>
  column === 'date_parution' ? `rec.${column}::text AS ${column}` : `rec.${column}`,
).join(', ');
const newestFirst = (alias: string) => `${alias}.date_parution DESC NULLS LAST, ${alias}.id DESC`;

/** The WHERE clause of a search and its parameters ($1…), shared by the page, count and estimate. */
function matchingClause(search: RecordSearch): { where: string; values: unknown[] } {
  const values: unknown[] = [];
  const next = (value: unknown) => `$${values.push(value)}`;
  const where: string[] = [];
  if (search.visibleTo !== undefined) {
    where.push(
      `EXISTS (SELECT 1 FROM record_assignments a WHERE a.record_id = r.id AND a.user_id = ${next(search.visibleTo)})`,
    );
  }
  // Each word must appear in the unaccented, lower-cased search text (pg_trgm GIN index).
  for (const term of search.terms) {
    where.push(`r.search_text LIKE '%' || lower(f_unaccent(${next(escapeLike(term))})) || '%'`);
  }
  if (search.dateFrom) where.push(`r.date_parution >= ${next(search.dateFrom)}`);
  if (search.dateTo) where.push(`r.date_parution <= ${next(search.dateTo)}`);
  if (search.types.length) where.push(`r.type_annonce IN (${search.types.map(next).join(', ')})`);
  // Kept from company_status by a trigger and the catalogue upsert; partial indexes cover it.
  if (!search.includeInactive) where.push('NOT r.company_inactive');
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', values };
}

@Injectable()
export class AnalyzerRepository {
  constructor(
    @InjectRepository(AnalyzerRecord) private readonly records: Repository<AnalyzerRecord>,
  ) {}

  private visible(query: SelectQueryBuilder<AnalyzerRecord>, userId?: number) {
    if (userId === undefined) return query;
    return query.andWhere(
      `EXISTS (SELECT 1 FROM record_assignments a WHERE a.record_id = r.id AND a.user_id = :userId)`,
      { userId },
    );
  }

  /**
   * A page of matching records (their summary), newest first, and the total. The page is chosen
   * on ids in index order and only its rows are read, so no query sorts whole records. The total
   * costs nothing when the page shows the end of the matches; otherwise the planner's estimate
   * decides: above TRUSTED_ESTIMATE it is the total (`totalIsExact: false`), below it the matches
   * are counted up to COUNT_CAP + 1 (exact up to COUNT_CAP, else the estimate, at least COUNT_CAP + 1).
   */
  async findPageVisibleTo(search: RecordSearch): Promise<RecordPageResult> {
    const { where, values } = matchingClause(search);
    const offset = `$${values.length + 1}`;
    const limit = `$${values.length + 2}`;
    const ids = `SELECT r.id FROM analyzer_records r ${where}`;
    const records: AnalyzerRecordSummary[] = await this.records.query(
      `SELECT ${SUMMARY_SELECT} FROM analyzer_records rec
       JOIN (${ids} ORDER BY ${newestFirst('r')}
             OFFSET ${offset} LIMIT ${limit}) page ON page.id = rec.id
       ORDER BY ${newestFirst('rec')}`,
      [...values, search.offset, search.limit],
    );
    const isLastPage = records.length < search.limit && (records.length > 0 || search.offset === 0);
    if (isLastPage) return { records, total: search.offset + records.length, totalIsExact: true };
    const estimate = await this.estimate(ids, values);
    if (estimate > TRUSTED_ESTIMATE) {
      // Never below what the pages already show to exist.
      const shown = search.offset + records.length + (records.length ? 1 : 0);
      return { records, total: Math.max(estimate, shown), totalIsExact: false };
    }
    const [{ count }]: { count: number }[] = await this.records.query(
      `SELECT count(*)::int AS count FROM (${ids} LIMIT ${COUNT_CAP + 1}) bounded`,
      values,
    );
    if (count <= COUNT_CAP) return { records, total: count, totalIsExact: true };
    return { records, total: Math.max(count, estimate), totalIsExact: false };
  }

  /** The planner's estimate of the number of matches (planning only, nothing is read). */
  private async estimate(ids: string, values: unknown[]): Promise<number> {
    const [{ 'QUERY PLAN': plan }]: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[] =
      await this.records.query(`EXPLAIN (FORMAT JSON) ${ids}`, values);
    return Math.round(plan[0].Plan['Plan Rows']);
  }

  findOneVisibleTo(id: number, userId?: number): Promise<AnalyzerRecord | null> {
    return this.visible(this.records.createQueryBuilder('r'), userId)
      .andWhere('r.id = :id', { id })
      .getOne();
  }

  /** Records by id, whoever sees them (callers already hold a reason to show them). */
  findManyByIds(ids: number[]): Promise<AnalyzerRecord[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.records.createQueryBuilder('r').where('r.id IN (:...ids)', { ids }).getMany();
  }

  countAll(): Promise<number> {
    return this.records.count();
  }
}
