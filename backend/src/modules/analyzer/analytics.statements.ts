import { joinSql, rawSql, sql, SqlFragment } from '../../shared/database';
import {
  CollectivePeriod,
  DayRange,
  daysOfMonths,
  MonthSplit,
  splitByWholeMonths,
} from './analytics-period';
import { shownMatches, VisibleFilters } from './analyzer-search.statement';
import { seesEverything, Viewer } from './record-visibility';

/** Which breakdown a row of the breakdowns statement belongs to. */
export type Breakdown = 'monthType' | 'departement' | 'tribunal';

export interface BreakdownRow {
  breakdown: Breakdown;
  /** YYYY-MM; null for an undated record (monthType) and in the other breakdowns. */
  month: string | null;
  type: string | null;
  departement: string | null;
  tribunal: string | null;
  count: number;
}

export interface MonthCountRow {
  month: string;
  count: number;
}

/** The matches' columns the breakdowns read, from the records themselves (each counts `sign`). */
const recordMatchColumns = (sign: 1 | -1 = 1) =>
  rawSql(`to_char(r.date_parution, 'YYYY-MM') AS month,
  r.type_annonce AS type, r.numero_departement AS departement, tribunal.name AS tribunal,
  regexp_replace(lower(f_unaccent(tribunal.name)), '^greffe du ', '') AS tribunal_key, ${sign} AS count`);
const RECORDS_WITH_TRIBUNAL = rawSql(`analyzer_records r
  CROSS JOIN LATERAL (SELECT nullif(btrim(regexp_replace(r.tribunal, '[[:space:]]+', ' ', 'g')), '')
    AS name) tribunal`);

/** A kept count's columns under the records' names (the search's conditions apply to them). */
const COUNTED_COLUMNS = `nullif(type_annonce, '') AS type_annonce,
  nullif(departement, '') AS numero_departement, company_inactive, tribunal,
  nullif(tribunal_key, '') AS tribunal_key, count`;
/**
 * The months' counts the catalogue's writes keep (migration 1764910000000), with the changes not
 * folded yet, as `r`; `r.month_key` is the month as stored ('' when undated), which the primary
 * key reads by range.
 */
const MONTH_COUNTS = rawSql(`(
  SELECT month AS month_key, nullif(month, '') AS month, ${COUNTED_COLUMNS} FROM catalogue_counts
  UNION ALL SELECT coalesce(to_char(day, 'YYYY-MM'), ''), to_char(day, 'YYYY-MM'), ${COUNTED_COLUMNS}
  FROM catalogue_count_changes) r`);
/** The days' counts likewise, the day as `r.date_parution`: the search's date conditions apply. */
const DAY_COUNTS = rawSql(`(
  SELECT day AS date_parution, to_char(day, 'YYYY-MM') AS month, ${COUNTED_COLUMNS}
  FROM catalogue_day_counts
  UNION ALL SELECT day, to_char(day, 'YYYY-MM'), ${COUNTED_COLUMNS}
  FROM catalogue_count_changes WHERE day IS NOT NULL) r`);

/** Filters the kept counts answer exactly: the others (words, SIREN, status…) need the records. */
const COUNTED_FILTERS = new Set<keyof VisibleFilters>([
  'dateFrom',
  'dateTo',
  'types',
  'departements',
  'includeInactive',
  'visibleTo',
]);
const isUnset = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * Whose visibility the kept counts can follow: an admin or a grant with no criterion (every
 * record), or grants naming types only (the plans'), whose other visible records (watched,
 * assigned) are read apart. `types` null: every type. Null: a viewer the counts cannot follow.
 */
export function countedVisibility(viewer: Viewer | undefined): { types: string[] | null } | null {
  if (seesEverything(viewer)) return { types: null };
  const grants = viewer!.grants;
  if (!grants.length || grants.some((grant) => grant.departements || grant.from)) return null;
  const types = [...new Set(grants.flatMap((grant) => grant.types ?? []))];
  return types.length ? { types } : null;
}

/** Whether the kept counts answer this search: counted filters, a viewer they can follow. */
export const isCounted = (filters: VisibleFilters): boolean =>
  countedVisibility(filters.visibleTo) !== null &&
  Object.entries(filters).every(
    ([key, value]) => COUNTED_FILTERS.has(key as keyof VisibleFilters) || isUnset(value),
  );

const typeIn = (types: string[]) =>
  sql`r.type_annonce IN (${joinSql(types.map((type) => sql`${type}`))})`;

/**
 * The records a types-only viewer sees outside their types: those of a company they watch or
 * assigned to them, found from the watches and assignments (few), never by a scan.
 */
function watchedOrAssignedOutside(viewer: Viewer, types: string[]): SqlFragment[] {
  const watched = viewer.watchedSirens.length
    ? sql`SELECT w.id FROM analyzer_records w WHERE w.sirens && ${viewer.watchedSirens}::text[] UNION `
    : rawSql('');
  return [
    sql`r.id IN (${watched}SELECT a.record_id FROM record_assignments a
      WHERE a.user_id = ${viewer.userId})`,
    sql`(r.type_annonce IS NULL OR NOT ${typeIn(types)})`,
  ];
}

/**
 * The matches in `periods` (the filter's own dates replaced), as rows of counts: the whole
 * months from the months' counts, the days to add or take away from the days' counts. A
 * types-only viewer's watched or assigned notices of other types are read apart, over the same
 * days with the same signs.
 */
function matchesIn(filters: VisibleFilters, periods: MonthSplit[], extra: SqlFragment[]) {
  const { types } = countedVisibility(filters.visibleTo)!;
  const plain = { ...filters, dateFrom: undefined, dateTo: undefined, visibleTo: undefined };
  const inTypes = types ? [typeIn(types)] : [];
  const counted = (
    source: SqlFragment,
    search: VisibleFilters,
    conditions: SqlFragment[],
    sign: 1 | -1,
  ) =>
    sql`SELECT r.month, r.type_annonce AS type, r.numero_departement AS departement, r.tribunal,
      r.tribunal_key, ${rawSql(String(sign))} * r.count AS count FROM ${source}
      ${shownMatches(search, [...conditions, ...inTypes, ...extra])}`;
  const outsideTypes = (days: { dateFrom?: string; dateTo?: string }, sign: 1 | -1) =>
    types
      ? [
          sql`SELECT ${recordMatchColumns(sign)} FROM ${RECORDS_WITH_TRIBUNAL}
            ${shownMatches({ ...plain, ...days }, [...watchedOrAssignedOutside(filters.visibleTo!, types), ...extra])}`,
        ]
      : [];
  const daysOf = (range: DayRange, sign: 1 | -1) => {
    const days = { dateFrom: range.from, dateTo: range.to };
    return [counted(DAY_COUNTS, { ...plain, ...days }, [], sign), ...outsideTypes(days, sign)];
  };
  const parts = periods.flatMap(({ months, edges, outside }) => [
    ...(months
      ? [
          counted(MONTH_COUNTS, plain, monthRange(months), 1),
          ...outsideTypes(daysOfMonths(months), 1),
        ]
      : []),
    ...edges.flatMap((range) => daysOf(range, 1)),
    ...outside.flatMap((range) => daysOf(range, -1)),
  ]);
  return parts.length ? joinSql(parts, ' UNION ALL ') : rawSql(`SELECT ${NO_MATCH}`);
}

const NO_MATCH = `NULL::text AS month, NULL AS type, NULL AS departement, NULL AS tribunal,
  NULL AS tribunal_key, 0 AS count WHERE false`;

/** The whole months of a period; undated records only when it has no date at all. */
function monthRange({ first, last }: NonNullable<MonthSplit['months']>): SqlFragment[] {
  if (first === undefined && last === undefined) return [];
  return [
    sql`r.month_key > ''`,
    ...(first === undefined ? [] : [sql`r.month_key >= ${first}`]),
    ...(last === undefined ? [] : [sql`r.month_key <= ${last}`]),
  ];
}

/** The matches of a search, as rows of (month, type, departement, tribunal, tribunal_key, count). */
function matchesOf(
  filters: VisibleFilters,
  fromCounts: boolean,
  extra: SqlFragment[] = [],
): SqlFragment {
  if (fromCounts) {
    return matchesIn(filters, [splitByWholeMonths(filters.dateFrom, filters.dateTo)], extra);
  }
  return sql`SELECT ${recordMatchColumns()} FROM ${RECORDS_WITH_TRIBUNAL} ${shownMatches(filters, extra)}`;
}

/**
 * The records a search shows (its filters, the inactive rule, the viewer's visibility) counted
 * per month and type, and for advanced analytics per department and per tribunal, in one read:
 * grouping sets over the same matches, so every breakdown adds up to the search's total. A
 * tribunal is one whatever the case, accents, spaces and line breaks of its notices, with or
 * without "Greffe du" (a search for its town finds them all), under one of its spellings. For a
 * viewer who sees everything the whole months are read from the kept counts (issue 31).
 */
export function breakdownsStatement(
  filters: VisibleFilters,
  isAdvanced: boolean,
  fromCounts = isCounted(filters),
): SqlFragment {
  const grouped = isAdvanced
    ? rawSql(`CASE WHEN GROUPING(month) = 0 THEN 'monthType'
          WHEN GROUPING(departement) = 0 THEN 'departement' ELSE 'tribunal' END AS breakdown,
        month, type, departement,
        CASE WHEN GROUPING(tribunal_key) = 0 THEN max(tribunal) END AS tribunal`)
    : rawSql(`'monthType' AS breakdown, month, type, NULL AS departement, NULL AS tribunal`);
  const sets = isAdvanced ? '(month, type), (departement), (tribunal_key)' : '(month, type)';
  return sql`SELECT ${grouped}, sum(count)::int AS count FROM (${matchesOf(filters, fromCounts)}) matches
    GROUP BY GROUPING SETS (${rawSql(sets)}) HAVING sum(count) > 0`;
}

/**
 * The collective procedures the search shows in the period and in the previous one, per month
 * of publication; the filter's own dates are replaced by the two periods'.
 */
export function collectiveByMonthStatement(
  filters: VisibleFilters,
  period: CollectivePeriod,
  fromCounts = isCounted(filters),
): SqlFragment {
  const collective = [sql`r.type_annonce = 'collective'`];
  const periods = [
    { dateFrom: period.previousFrom, dateTo: period.previousTo },
    { dateFrom: period.from, dateTo: period.to },
  ];
  const matches = fromCounts
    ? matchesIn(
        filters,
        periods.map(({ dateFrom, dateTo }) => splitByWholeMonths(dateFrom, dateTo)),
        collective,
      )
    : joinSql(
        periods.map((dates) => matchesOf({ ...filters, ...dates }, false, collective)),
        ' UNION ALL ',
      );
  return sql`SELECT month, sum(count)::int AS count FROM (${matches}) matches
    GROUP BY month HAVING sum(count) > 0`;
}
