import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
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
  records: AnalyzerRecord[];
  total: number;
  /** False when the total is the planner's estimate (more than COUNT_CAP matches). */
  totalIsExact: boolean;
}

/** Up to this many matches the total is counted exactly; past it, it is estimated. */
export const COUNT_CAP = 1000;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

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

  /** The matching records (ids only, no order): the base of the page and of the total. */
  private matching(search: RecordSearch): SelectQueryBuilder<AnalyzerRecord> {
    const query = this.visible(this.records.createQueryBuilder('r'), search.visibleTo);
    // Each word must appear in the unaccented, lower-cased search text (pg_trgm GIN index).
    search.terms.forEach((term, i) =>
      query.andWhere(`r.search_text LIKE '%' || lower(f_unaccent(:term${i})) || '%'`, {
        [`term${i}`]: escapeLike(term),
      }),
    );
    if (search.dateFrom)
      query.andWhere('r.date_parution >= :dateFrom', { dateFrom: search.dateFrom });
    if (search.dateTo) query.andWhere('r.date_parution <= :dateTo', { dateTo: search.dateTo });
    if (search.types.length)
      query.andWhere('r.type_annonce IN (:...types)', { types: search.types });
    if (!search.includeInactive) {
      // Kept from company_status by a trigger and the catalogue upsert; partial indexes cover it.
      query.andWhere('NOT r.company_inactive');
    }
    return query.select('r.id', 'id');
  }

  /**
   * A page of matching records, newest first, and the total: exact up to COUNT_CAP matches,
   * else the planner's estimate (never below COUNT_CAP + 1), flagged by `totalIsExact`.
   * The page is chosen on narrow rows (ids in index order) and only its rows are read whole, in
   * one statement, so no query sorts whole records; the total is counted at the same time.
   */
  async findPageVisibleTo(search: RecordSearch): Promise<RecordPageResult> {
    const page = this.matching(search)
      .orderBy('r.date_parution', 'DESC', 'NULLS LAST')
      .addOrderBy('r.id', 'DESC')
      .offset(search.offset)
      .limit(search.limit);
    const rows = this.records
      .createQueryBuilder('rec')
      .innerJoin(`(${page.getQuery()})`, 'page', 'page.id = rec.id')
      .setParameters(page.getParameters())
      .orderBy('rec.date_parution', 'DESC', 'NULLS LAST')
      .addOrderBy('rec.id', 'DESC');
    const [records, counted] = await Promise.all([rows.getMany(), this.total(search)]);
    return { records, ...counted };
  }

  private async total(search: RecordSearch): Promise<{ total: number; totalIsExact: boolean }> {
    const [sql, parameters] = this.matching(search)
      .limit(COUNT_CAP + 1)
      .getQueryAndParameters();
    const [{ count }]: { count: number }[] = await this.records.query(
      `SELECT count(*)::int AS count FROM (${sql}) bounded`,
      parameters,
    );
    if (count <= COUNT_CAP) return { total: count, totalIsExact: true };
    const [unbounded, unboundedParameters] = this.matching(search).getQueryAndParameters();
    const [{ 'QUERY PLAN': plan }]: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[] =
      await this.records.query(`EXPLAIN (FORMAT JSON) ${unbounded}`, unboundedParameters);
    return { total: Math.max(count, Math.round(plan[0].Plan['Plan Rows'])), totalIsExact: false };
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
