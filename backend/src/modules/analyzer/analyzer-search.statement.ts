import { joinSql, rawSql, sql, SqlFragment } from '../../shared/database/sql';
import { DATE_FIELDS, RECORD_FIELDS, RecordField, SUMMARY_FIELDS } from './analyzer-record.fields';
import { wholeDetailsOf } from './notice-detail-blocks';
import { OFFICIAL_ANNONCE_ID, OFFICIAL_NOTICE_PAGE } from './notice-facts';
import { Viewer, visibleTo } from './record-visibility';
import { filterConditions, Inactivity, RecordFilters, Tier } from './search-filter.definition';

export type { Tier } from './search-filter.definition';

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

/** The link of a record `alias`: the one it keeps, else its official id's (officialUrlToKeep). */
const officialUrlOf = (alias: string) =>
  `coalesce(${alias}.url_complete, CASE WHEN ${alias}.annonce_id ~ '${OFFICIAL_ANNONCE_ID.source}' ` +
  `THEN '${OFFICIAL_NOTICE_PAGE}' || ${alias}.annonce_id END)`;

function columnOf(alias: string, field: RecordField): string {
  if (field === 'url_complete') return officialUrlOf(alias);
  if (field === 'details_annonce_json') return wholeDetailsOf(alias);
  return DATE_FIELDS.has(field) ? `${alias}.${field}::text` : `${alias}.${field}`;
}

/** Columns of `alias` under the entity's property names; dates as the API shows them. */
function recordColumns(alias: string, fields: readonly RecordField[]): SqlFragment {
  return rawSql(
    fields.map((field) => `${columnOf(alias, field)} AS "${RECORD_FIELDS[field]}"`).join(', '),
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

/**
 * The WHERE clause of a search (of `analyzer_records r`), shared by the pages, the counts and the
 * analytics: the viewer's visibility, then each filter's conditions (search-filter.definition.ts);
 * `extra` conditions are added to the filters'.
 */
function matching(
  search: VisibleFilters,
  inactivity: Inactivity,
  tier: Tier = 'all',
  extra: SqlFragment[] = [],
): SqlFragment {
  const visibility = visibleTo(search.visibleTo);
  const conditions = [
    ...(visibility ? [visibility] : []),
    ...filterConditions(search, { tier, inactivity }),
    ...extra,
  ];
  return conditions.length ? sql`WHERE ${joinSql(conditions, ' AND ')}` : rawSql('');
}

/** Which companies a search shows: the active ones unless inactive ones are asked for too. */
const shownOf = (search: VisibleFilters): Inactivity =>
  search.includeInactive ? 'include' : 'exclude';

/** The WHERE clause of the records a search shows (its total counts them), and `extra`. */
export const shownMatches = (search: VisibleFilters, extra: SqlFragment[] = []): SqlFragment =>
  matching(search, shownOf(search), 'all', extra);

/** The WHERE clause of a search keeping these companies (the bench writes its own statements). */
export const matchesKeeping = (search: VisibleFilters, inactivity: Inactivity): SqlFragment =>
  matching(search, inactivity);

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
