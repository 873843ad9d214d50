import { joinSql, rawSql, sql, SqlFragment } from '../../shared/database';
import { DATE_FIELDS, RECORD_FIELDS, RecordField, SUMMARY_FIELDS } from './analyzer-record.fields';

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

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Columns of `alias` under the entity's property names; dates as the API shows them. */
function recordColumns(alias: string, fields: readonly RecordField[]): SqlFragment {
  return rawSql(
    fields
      .map((field) => {
        const column = DATE_FIELDS.has(field) ? `${alias}.${field}::text` : `${alias}.${field}`;
        return `${column} AS "${RECORD_FIELDS[field]}"`;
      })
      .join(', '),
  );
}

export const RECORD_COLUMNS = recordColumns('r', Object.keys(RECORD_FIELDS) as RecordField[]);
const SUMMARY_COLUMNS = recordColumns('rec', SUMMARY_FIELDS);
const newestFirst = (alias: string) =>
  rawSql(`${alias}.date_parution DESC NULLS LAST, ${alias}.id DESC`);

/** The one visibility rule: a user sees the records assigned to them; admins (undefined) all. */
export function visibleTo(userId: number | undefined): SqlFragment | null {
  if (userId === undefined) return null;
  return sql`EXISTS (SELECT 1 FROM record_assignments a WHERE a.record_id = r.id AND a.user_id = ${userId})`;
}

/** The WHERE clause of a search (of `analyzer_records r`), shared by the page, count and estimate. */
function matching(search: RecordSearch): SqlFragment {
  const conditions: SqlFragment[] = [];
  const visibility = visibleTo(search.visibleTo);
  if (visibility) conditions.push(visibility);
  // Each word must appear in the unaccented, lower-cased search text (pg_trgm GIN index).
  for (const term of search.terms) {
    conditions.push(sql`r.search_text LIKE '%' || lower(f_unaccent(${escapeLike(term)})) || '%'`);
  }
  if (search.dateFrom) conditions.push(sql`r.date_parution >= ${search.dateFrom}`);
  if (search.dateTo) conditions.push(sql`r.date_parution <= ${search.dateTo}`);
  if (search.types.length) {
    conditions.push(sql`r.type_annonce IN (${joinSql(search.types.map((type) => sql`${type}`))})`);
  }
  // Kept from company_status by a trigger and the catalogue upsert; partial indexes cover it.
  if (!search.includeInactive) conditions.push(sql`NOT r.company_inactive`);
  return conditions.length ? sql`WHERE ${joinSql(conditions, ' AND ')}` : rawSql('');
}

/**
 * The statements of a search: the page (chosen on ids in index order, then only its rows are
 * read), the planner's estimate of the matches, and their count bounded at `countCap + 1`.
 */
export function searchStatements(search: RecordSearch, countCap: number) {
  const ids = sql`SELECT r.id FROM analyzer_records r ${matching(search)}`;
  return {
    page: sql`SELECT ${SUMMARY_COLUMNS} FROM analyzer_records rec
       JOIN (${ids} ORDER BY ${newestFirst('r')}
             OFFSET ${search.offset} LIMIT ${search.limit}) page ON page.id = rec.id
       ORDER BY ${newestFirst('rec')}`,
    estimate: sql`EXPLAIN (FORMAT JSON) ${ids}`,
    boundedCount: sql`SELECT count(*)::int AS count FROM (${ids} LIMIT ${rawSql(String(countCap + 1))}) bounded`,
  };
}

/** One record by id, if the user (undefined: an admin) sees it. */
export function visibleRecordStatement(id: number, userId: number | undefined): SqlFragment {
  const visibility = visibleTo(userId);
  return sql`SELECT ${RECORD_COLUMNS} FROM analyzer_records r
    WHERE r.id = ${id}${visibility ? sql` AND ${visibility}` : rawSql('')}`;
}
