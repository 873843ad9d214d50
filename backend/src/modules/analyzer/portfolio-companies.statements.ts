import { rawSql, sql, SqlFragment } from '../../shared/database';
import { INACTIVE_CODE_LIST } from './analyzer-catalog.statements';

/** Days a portfolio's flags and counts look back from (YYYY-MM-DD), on the view's day. */
export interface PortfolioDays {
  week: string;
  month: string;
  quarter: string;
  /** Accounts closed before this day are overdue for an active company. */
  overdueBefore: string;
}

/** What a portfolio keeps of its companies: a status among `status`, a flag among `flag`. */
export interface PortfolioFilter {
  status?: string[];
  flag?: string[];
}

/** The notices since `day`: newest first, so most companies (none since) unnest nothing. */
const noticesSince = (day: string) =>
  sql`CASE WHEN f.recent_dates[1] >= ${day}::date
    THEN (SELECT count(*) FROM unnest(f.recent_dates) d WHERE d >= ${day}::date)::int ELSE 0 END`;

/**
 * Each of these companies: its status and the facts the catalogue's writes keep of it
 * (`portfolio_company_facts`: its newest name, its newest notice, the days of its newest notices,
 * its latest accounts' closing day, the last days its officers changed and it moved), read
 * against the view's day. One key lookup a company (the LIMIT keeps the planner from hashing the
 * whole table instead: 10,000 lookups take 50 ms, a table of millions does not).
 */
function factsStatement(sirens: string[], days: PortfolioDays): SqlFragment {
  return sql`SELECT w.siren, f.name, coalesce(st.code, 'active') AS code,
      st.code AS "statusCode", st.since::text AS "statusSince",
      st.source_annonce_id AS "statusAnnonceId", f.last_date::text AS "lastDate",
      f.last_type AS "lastType", f.last_annonce_id AS "lastAnnonceId",
      coalesce(${noticesSince(days.week)}, 0) AS "notices7d",
      coalesce(${noticesSince(days.month)}, 0) AS "notices30d",
      f.latest_closing AS "latestClosing",
      coalesce(f.officers_changed_on >= ${days.quarter}::date, false) AS "officerChange",
      coalesce(f.moved_on >= ${days.quarter}::date, false) AS moved
    FROM unnest(${sirens}::text[]) AS w(siren)
    LEFT JOIN LATERAL (SELECT * FROM portfolio_company_facts p WHERE p.siren = w.siren LIMIT 1) f
      ON true
    LEFT JOIN LATERAL (SELECT * FROM company_status s WHERE s.siren = w.siren::char(9) LIMIT 1) st
      ON true`;
}

/** CONTRACT §8.4: the flags each company raises, in the order of PORTFOLIO_FLAGS. */
function companiesStatement(sirens: string[], days: PortfolioDays): SqlFragment {
  return sql`SELECT c.*, array_remove(ARRAY[
      CASE WHEN c.code NOT IN ('active', ${rawSql(INACTIVE_CODE_LIST)}) THEN 'procedure_open' END,
      CASE WHEN c.code = 'liquidation_closed' THEN 'closed' END,
      CASE WHEN c.code = 'struck_off' THEN 'struck_off' END,
      CASE WHEN c.code = 'active' AND c."latestClosing" < ${days.overdueBefore}
        THEN 'accounts_overdue' END,
      CASE WHEN c."officerChange" THEN 'officer_change_90d' END,
      CASE WHEN c.moved THEN 'transfer_90d' END,
      CASE WHEN c."notices7d" > 0 THEN 'new_notice_7d' END], NULL) AS flags
    FROM (${factsStatement(sirens, days)}) c`;
}

const isKept = ({ status = [], flag = [] }: PortfolioFilter) =>
  sql`(cardinality(${status}::text[]) = 0 OR c.code = ANY(${status}::text[]))
    AND (cardinality(${flag}::text[]) = 0 OR c.flags && ${flag}::text[])`;

/** The latest event first; companies without any notice last. */
const BY_LATEST_EVENT = rawSql(`c."lastDate" DESC NULLS LAST, c.siren`);

/** The companies the filter keeps, the latest event first (an export, a webhook's flags). */
export function portfolioCompaniesStatement(
  sirens: string[],
  days: PortfolioDays,
  filter: PortfolioFilter = {},
): SqlFragment {
  return sql`SELECT c.* FROM (${companiesStatement(sirens, days)}) c
    WHERE ${isKept(filter)} ORDER BY ${BY_LATEST_EVENT}`;
}

/**
 * One row: the summary of every company (by status, by flag, notices of 7 and 30 days), how
 * many the filter keeps, and the page of those (JSON), read once over the companies.
 */
export function portfolioPageStatement(
  sirens: string[],
  days: PortfolioDays,
  filter: PortfolioFilter,
  page: { limit: number; offset: number },
): SqlFragment {
  return sql`WITH c AS MATERIALIZED (${companiesStatement(sirens, days)})
    SELECT (SELECT count(*) FROM c)::int AS total,
      (SELECT coalesce(sum("notices7d"), 0) FROM c)::int AS "events7d",
      (SELECT coalesce(sum("notices30d"), 0) FROM c)::int AS "events30d",
      (SELECT coalesce(json_object_agg(code, n), '{}') FROM
        (SELECT code, count(*)::int AS n FROM c GROUP BY code) s) AS "byStatus",
      (SELECT coalesce(json_object_agg(flag, n), '{}') FROM
        (SELECT flag, count(*)::int AS n FROM c, unnest(c.flags) flag GROUP BY flag) s) AS "byFlag",
      (SELECT count(*) FROM c WHERE ${isKept(filter)})::int AS kept,
      (SELECT coalesce(json_agg(p), '[]') FROM (SELECT c.* FROM c WHERE ${isKept(filter)}
        ORDER BY ${BY_LATEST_EVENT} LIMIT ${page.limit} OFFSET ${page.offset}) p) AS companies`;
}
