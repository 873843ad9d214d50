import { joinSql, rawSql, sql, SqlFragment } from '../../shared/database';
import { DATE_FIELDS, RECORD_FIELDS, RecordField, SUMMARY_FIELDS } from './analyzer-record.fields';
import { Viewer, visibleTo } from './record-visibility';
import type { RecordFilters } from './search-filters';

/** What a search selects, for whom: the filters and the viewer (undefined: an admin). */
export interface VisibleFilters extends RecordFilters {
  /** Only records this viewer sees; undefined for admins, who see everything. */
  visibleTo?: Viewer;
}

/** An `int` expression of a record's id column: its favorite's id, or null (FavoriteStatusReader). */
export type FavoriteIdOf = (recordId: SqlFragment) => SqlFragment;

/** A page of a search. */
export interface RecordSearch extends VisibleFilters {
  offset: number;
  limit: number;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (term: string) => sql`'%' || lower(f_unaccent(${escapeLike(term)})) || '%'`;

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

/** The company status of the record `alias` (joined as `s`), under the view's names. */
const STATUS_COLUMNS = rawSql(
  `s.code AS "statusCode", s.since::text AS "statusSince", s.source_annonce_id AS "statusAnnonceId"`,
);
const joinStatus = (alias: string) =>
  rawSql(`LEFT JOIN company_status s ON s.siren = ${alias}.siren`);

export const RECORD_COLUMNS = recordColumns('r', Object.keys(RECORD_FIELDS) as RecordField[]);
const SUMMARY_COLUMNS = recordColumns('rec', SUMMARY_FIELDS);
const MATCH_SUMMARY_COLUMNS = recordColumns('r', SUMMARY_FIELDS);
const newestFirst = (alias: string) =>
  rawSql(`${alias}.date_parution DESC NULLS LAST, ${alias}.id DESC`);

/** Which companies a search keeps: active ones only, inactive ones only, or all. */
type Inactivity = 'exclude' | 'only' | 'include';

/** Whether every word appears in the record's names (their own trigram index). */
function inNames(terms: string[]): SqlFragment {
  const found = terms.map((term) => sql`r.name_text LIKE ${likePattern(term)}`);
  return sql`(${joinSql(found, ' AND ')})`;
}

/** Which matches a statement reads: all, or (words searched) those naming them or the others. */
export type Tier = 'all' | 'names' | 'others';

/**
 * The WHERE clause of a search (of `analyzer_records r`), shared by the pages, the counts and the
 * analytics; `extra` conditions are added to the filters'.
 */
function matching(
  search: VisibleFilters,
  inactivity: Inactivity,
  tier: Tier = 'all',
  extra: SqlFragment[] = [],
): SqlFragment {
  const conditions: SqlFragment[] = [];
  const visibility = visibleTo(search.visibleTo);
  if (visibility) conditions.push(visibility);
  if (tier === 'names') {
    // Every word in the names, and nothing more: the same word twice (names, then names or
    // others) makes PostgreSQL count its selectivity twice and sort every match instead of
    // walking the newest first (326 → 3.6 ms for a common word at 1,000,000 records).
    conditions.push(inNames(search.terms));
  } else {
    // Each word must appear in the unaccented, lower-cased names or other fields (a trigram
    // index each, which PostgreSQL combines).
    for (const term of search.terms) {
      const pattern = likePattern(term);
      conditions.push(sql`(r.name_text LIKE ${pattern} OR r.other_text LIKE ${pattern})`);
    }
  }
  if (tier === 'others') conditions.push(sql`NOT ${inNames(search.terms)}`);
  if (search.dateFrom) conditions.push(sql`r.date_parution >= ${search.dateFrom}`);
  if (search.dateTo) conditions.push(sql`r.date_parution <= ${search.dateTo}`);
  if (search.types.length) {
    conditions.push(sql`r.type_annonce IN (${joinSql(search.types.map((type) => sql`${type}`))})`);
  }
  if (search.departements.length) {
    conditions.push(sql`r.numero_departement = ANY(${search.departements}::varchar[])`);
  }
  if (search.tribunal) {
    // The other fields' text holds the tribunal too: its trigram index narrows, the column decides.
    const pattern = likePattern(search.tribunal);
    conditions.push(
      sql`r.other_text LIKE ${pattern} AND lower(f_unaccent(r.tribunal)) LIKE ${pattern}`,
    );
  }
  if (search.siren) conditions.push(sql`r.sirens @> ARRAY[${search.siren}]::text[]`);
  // Kept from company_status with each batch; partial indexes cover the active records.
  if (inactivity === 'exclude') conditions.push(sql`NOT r.company_inactive`);
  if (inactivity === 'only') conditions.push(sql`r.company_inactive`);
  conditions.push(...extra);
  return conditions.length ? sql`WHERE ${joinSql(conditions, ' AND ')}` : rawSql('');
}

/** Which companies a search shows: the active ones unless inactive ones are asked for too. */
const shownOf = (search: VisibleFilters): Inactivity =>
  search.includeInactive ? 'include' : 'exclude';

/** The WHERE clause of the records a search shows (its total counts them), and `extra`. */
export const shownMatches = (search: VisibleFilters, extra: SqlFragment[] = []): SqlFragment =>
  matching(search, shownOf(search), 'all', extra);

/**
 * The statements of a search. The page is chosen on ids, newest first, within a tier: when
 * words are searched, the records naming them come before the others (two ordered reads that
 * each stop at the page, instead of sorting every match); then only the page's rows are read.
 * The matches are counted up to a cap + 1: those shown, and those the inactive filter hides.
 */
export function searchStatements(search: VisibleFilters, favoriteIdOf?: FavoriteIdOf) {
  const shown = shownOf(search);
  // Without it the page's rows say null, and the caller reads the favorites apart.
  const favoriteColumn = sql`${favoriteIdOf?.(rawSql('rec.id')) ?? rawSql('NULL::int')} AS "favoriteId"`;
  const boundedCount = (inactivity: Inactivity, cap: number) =>
    sql`SELECT count(*)::int AS count FROM (SELECT r.id FROM analyzer_records r
      ${matching(search, inactivity)} LIMIT ${rawSql(String(cap + 1))}) bounded`;
  return {
    pageIds: (tier: Tier, offset: number, limit: number) =>
      sql`SELECT r.id FROM analyzer_records r ${matching(search, shown, tier)}
        ORDER BY ${newestFirst('r')} OFFSET ${offset} LIMIT ${limit}`,
    /**
     * The summaries and company status of the page's records, in order (one statement), each
     * with its favorite's id when asked for, and the catalogue version of the same snapshot (the
     * key of the counts kept for it).
     */
    pageSummaries: (tier: Tier, offset: number, limit: number) =>
      sql`SELECT ${SUMMARY_COLUMNS}, ${STATUS_COLUMNS}, ${favoriteColumn},
        (SELECT version FROM catalogue_version) AS "catalogueVersion"
        FROM (SELECT r.id FROM analyzer_records r
        ${matching(search, shown, tier)} ORDER BY ${newestFirst('r')} OFFSET ${offset} LIMIT ${limit}) page
        JOIN analyzer_records rec ON rec.id = page.id ${joinStatus('rec')}
        ORDER BY ${newestFirst('rec')}`,
    boundedCount: (cap: number) => boundedCount(shown, cap),
    hiddenInactiveCount: (cap: number) =>
      search.includeInactive ? null : boundedCount('only', cap),
    /** The first `limit` matches' summaries and company status, newest first (an export). */
    summariesNewestFirst: (limit: number) =>
      sql`SELECT ${MATCH_SUMMARY_COLUMNS}, ${STATUS_COLUMNS} FROM analyzer_records r
        ${joinStatus('r')} ${matching(search, shown)}
        ORDER BY ${newestFirst('r')} LIMIT ${limit}`,
  };
}

/** The summaries of these records, with their company status (in no particular order). */
export function summariesStatement(ids: number[]): SqlFragment {
  return sql`SELECT ${SUMMARY_COLUMNS}, ${STATUS_COLUMNS} FROM analyzer_records rec
    ${joinStatus('rec')} WHERE rec.id = ANY(${ids}::int[])`;
}

const WHOLE_RECORD = sql`SELECT ${RECORD_COLUMNS}, r.previous_annonce_id AS "previousAnnonceId",
  ${STATUS_COLUMNS} FROM analyzer_records r ${joinStatus('r')}`;

/** One record by id, if the viewer (undefined: an admin) sees it. */
export function visibleRecordStatement(id: number, viewer: Viewer | undefined): SqlFragment {
  const visibility = visibleTo(viewer);
  return sql`${WHOLE_RECORD} WHERE r.id = ${id}${visibility ? sql` AND ${visibility}` : rawSql('')}`;
}

/** Records by id, whoever sees them. */
export function recordsByIdStatement(ids: number[]): SqlFragment {
  return sql`${WHOLE_RECORD} WHERE r.id = ANY(${ids}::int[])`;
}
