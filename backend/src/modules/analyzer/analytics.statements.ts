import { rawSql, sql, SqlFragment } from '../../shared/database';
import type { CollectivePeriod } from './analytics-period';
import { shownMatches, VisibleFilters } from './analyzer-search.statement';

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

/**
 * The records a search shows (its filters, the inactive rule, the viewer's visibility) counted
 * per month and type, and for advanced analytics per department and per tribunal, in one read:
 * grouping sets over the same matches, so every breakdown adds up to the search's total. A
 * tribunal is one whatever the case, accents, spaces and line breaks of its notices, with or
 * without "Greffe du" (a search for its town finds them all), under one of its spellings.
 */
export function breakdownsStatement(filters: VisibleFilters, isAdvanced: boolean): SqlFragment {
  const grouped = isAdvanced
    ? rawSql(`CASE WHEN GROUPING(month) = 0 THEN 'monthType'
          WHEN GROUPING(departement) = 0 THEN 'departement' ELSE 'tribunal' END AS breakdown,
        month, type, departement, max(tribunal) AS tribunal`)
    : rawSql(`'monthType' AS breakdown, month, type, NULL AS departement, NULL AS tribunal`);
  const sets = isAdvanced ? '(month, type), (departement), (tribunal_key)' : '(month, type)';
  return sql`SELECT ${grouped}, count(*)::int AS count
    FROM (SELECT to_char(r.date_parution, 'YYYY-MM') AS month, r.type_annonce AS type,
        r.numero_departement AS departement, tribunal.name AS tribunal,
        regexp_replace(lower(f_unaccent(tribunal.name)), '^greffe du ', '') AS tribunal_key
      FROM analyzer_records r
        CROSS JOIN LATERAL (SELECT nullif(btrim(regexp_replace(r.tribunal, '[[:space:]]+', ' ', 'g')), '')
          AS name) tribunal
      ${shownMatches(filters)}) matches
    GROUP BY GROUPING SETS (${rawSql(sets)})`;
}

/**
 * The collective procedures the search shows in the period and in the previous one, per month
 * of publication; the filter's own dates are replaced by the two periods'.
 */
export function collectiveByMonthStatement(
  filters: VisibleFilters,
  period: CollectivePeriod,
): SqlFragment {
  const inEitherPeriod = {
    ...filters,
    dateFrom: period.previousFrom,
    dateTo: period.to,
  };
  const outsideTheGap = sql`(r.date_parution <= ${period.previousTo}
    OR r.date_parution >= ${period.from})`;
  const where = shownMatches(inEitherPeriod, [sql`r.type_annonce = 'collective'`, outsideTheGap]);
  return sql`SELECT to_char(r.date_parution, 'YYYY-MM') AS month, count(*)::int AS count
    FROM analyzer_records r ${where} GROUP BY 1`;
}
