import { sql, SqlFragment } from '../../shared/database';
import { STATUS_TEXT } from './company-status.refresh';

/** Publication days a portfolio's flags and counts look back from (YYYY-MM-DD). */
export interface PortfolioDays {
  week: string;
  month: string;
  quarter: string;
}

/** A YYYY-MM-DD day. */
const DAY = String.raw`^\d{4}-\d{2}-\d{2}$`;

/** A move's words (company-status.rules `isTransferText`), unaccented and in lower case. */
const MOVE_WORDS = String.raw`transf(ert|erer|ere|erant)\M[^.]*\mhors (du )?ressort|\mimmatricul\w*[^.]*\msuite (a|au|du) (son |le |du )?transfert`;

/**
 * Each of these companies, in one statement: its newest name and status, the newest notice
 * naming it and those of the last 7 and 30 days (GIN on `sirens`), and from its own notices
 * (B-tree on `siren`) its latest accounts' closing day, whether one of the last 90 days changed
 * its officers (a notice naming them that is not its registration) or moved it.
 */
export function portfolioCompaniesStatement(sirens: string[], days: PortfolioDays): SqlFragment {
  return sql`SELECT w.siren, own.name, st.code AS "statusCode", st.since::text AS "statusSince",
      st.source_annonce_id AS "statusAnnonceId", named."lastDate", named."lastType",
      named."lastAnnonceId", named."notices7d", named."notices30d", own."latestClosing",
      coalesce(own."officerChange", false) AS "officerChange",
      coalesce(own.moved, false) AS moved
    FROM unnest(${sirens}::text[]) AS w(siren)
    LEFT JOIN company_status st ON st.siren = w.siren::char(9)
    CROSS JOIN LATERAL (
      SELECT (array_agg(r.date_parution::text ORDER BY r.date_parution DESC NULLS LAST, r.id DESC))[1]
          AS "lastDate",
        (array_agg(r.type_annonce ORDER BY r.date_parution DESC NULLS LAST, r.id DESC))[1]
          AS "lastType",
        (array_agg(r.annonce_id ORDER BY r.date_parution DESC NULLS LAST, r.id DESC))[1]
          AS "lastAnnonceId",
        count(*) FILTER (WHERE r.date_parution >= ${days.week}::date)::int AS "notices7d",
        count(*) FILTER (WHERE r.date_parution >= ${days.month}::date)::int AS "notices30d"
      FROM analyzer_records r WHERE r.sirens @> ARRAY[w.siren::text]) named
    CROSS JOIN LATERAL (
      SELECT (array_agg(r.nom_complet ORDER BY r.date_parution DESC NULLS LAST, r.id DESC)
          FILTER (WHERE r.nom_complet IS NOT NULL))[1] AS name,
        max(r.details_annonce_json->'depot'->>'dateCloture') FILTER (
          WHERE r.details_annonce_json->'depot'->>'dateCloture' ~ ${DAY})
          AS "latestClosing",
        bool_or(r.type_annonce NOT IN ('creation', 'immatriculation')
          AND EXISTS (SELECT 1 FROM notice_officers o WHERE o.annonce_id = r.annonce_id))
          FILTER (WHERE r.date_parution >= ${days.quarter}::date) AS "officerChange",
        bool_or(f_unaccent(lower(${STATUS_TEXT})) ~ ${MOVE_WORDS})
          FILTER (WHERE r.date_parution >= ${days.quarter}::date
            AND r.type_annonce IN ('radiation', 'immatriculation', 'creation', 'vente')) AS moved
      FROM analyzer_records r WHERE r.siren = w.siren::char(9)) own
`;
}
