import { sql, SqlFragment } from '../../shared/database';

/** Publication days a portfolio's flags and counts look back from (YYYY-MM-DD). */
export interface PortfolioDays {
  week: string;
  month: string;
  quarter: string;
}

const noticesSince = (day: string) =>
  sql`(SELECT count(*) FROM unnest(f.recent_dates) d WHERE d >= ${day}::date)::int`;

/**
 * Each of these companies, in one statement: its status and the facts the catalogue's writes keep
 * of it (`portfolio_company_facts`: its newest name, its newest notice, the days of its newest
 * notices, its latest accounts' closing day, the last days its officers changed and it moved),
 * read against the view's day.
 */
export function portfolioCompaniesStatement(sirens: string[], days: PortfolioDays): SqlFragment {
  return sql`SELECT w.siren, f.name, st.code AS "statusCode", st.since::text AS "statusSince",
      st.source_annonce_id AS "statusAnnonceId", f.last_date::text AS "lastDate",
      f.last_type AS "lastType", f.last_annonce_id AS "lastAnnonceId",
      coalesce(${noticesSince(days.week)}, 0) AS "notices7d",
      coalesce(${noticesSince(days.month)}, 0) AS "notices30d",
      f.latest_closing AS "latestClosing",
      coalesce(f.officers_changed_on >= ${days.quarter}::date, false) AS "officerChange",
      coalesce(f.moved_on >= ${days.quarter}::date, false) AS moved
    FROM unnest(${sirens}::text[]) AS w(siren)
    LEFT JOIN portfolio_company_facts f ON f.siren = w.siren
    LEFT JOIN company_status st ON st.siren = w.siren::char(9)
`;
}
