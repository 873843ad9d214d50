import { rawSql, sql, SqlFragment } from '../../shared/database';
import { STATUS_TEXT } from './company-status.refresh';
import { Viewer, visibleTo } from './record-visibility';

type ProfileColumn = 'nom_complet' | 'forme_juridique' | 'adresse' | 'activite' | 'tribunal';

/** The newest value of a column among the records, the company's own notices first. */
function newest(column: ProfileColumn, siren: string): SqlFragment {
  const value = rawSql(`r.${column}`);
  return sql`(array_agg(${value} ORDER BY r.siren = ${siren} DESC,
      r.date_parution DESC NULLS LAST, r.id DESC) FILTER (WHERE ${value} IS NOT NULL))[1]`;
}

/**
 * What the notices the user sees say of a company, each field from the newest notice giving it:
 * those where it is the notice's company come before those that only name it (a sale's seller).
 */
export function companyProfileStatement(siren: string, viewer: Viewer | undefined): SqlFragment {
  const visibility = visibleTo(viewer);
  return sql`SELECT
      ${newest('nom_complet', siren)} AS name,
      ${newest('forme_juridique', siren)} AS "legalForm",
      ${newest('adresse', siren)} AS address,
      ${newest('activite', siren)} AS activity,
      ${newest('tribunal', siren)} AS tribunal,
      count(*)::int AS notices
    FROM analyzer_records r
    WHERE r.sirens @> ARRAY[${siren}]::text[]${visibility ? sql` AND ${visibility}` : rawSql('')}`;
}

/** The newest notices of its own (never one that only names it) a company's facts are read from. */
export const FACT_NOTICES_READ = 500;

/**
 * What the company's own notices the user sees tell of its filings and moves, oldest first: the
 * newest FACT_NOTICES_READ of them, so that a company's whole history is never read at once.
 */
export function companyFactNoticesStatement(
  siren: string,
  viewer: Viewer | undefined,
): SqlFragment {
  const visibility = visibleTo(viewer);
  return sql`SELECT "annonceId", date, "typeAnnonce", famille, "typeJugement", text, tribunal,
      depot
    FROM (
      SELECT r.id, r.annonce_id AS "annonceId", r.date_parution::text AS date,
        r.type_annonce AS "typeAnnonce", r.famille, r.type_jugement AS "typeJugement",
        ${STATUS_TEXT} AS text, r.tribunal, r.details_annonce_json->'depot' AS depot
      FROM analyzer_records r
      WHERE r.siren = ${siren}::char(9) ${visibility ? sql`AND ${visibility}` : rawSql('')}
      ORDER BY r.date_parution DESC NULLS LAST, r.id DESC LIMIT ${FACT_NOTICES_READ}) newest
    ORDER BY date NULLS FIRST, id`;
}

/**
 * The officers named by each company's newest FACT_NOTICES_READ notices the viewer sees that name
 * any (kept as each notice is written: notice_officers): per company, oldest notice first.
 */
export function officerRowsStatement(sirens: string[], viewer: Viewer | undefined): SqlFragment {
  const visibility = visibleTo(viewer);
  return sql`SELECT s.siren, n."annonceId", n.date, o.name, o.role, o.departed
    FROM unnest(${sirens}::text[]) AS s(siren)
    CROSS JOIN LATERAL (
      SELECT r.id, r.annonce_id AS "annonceId", r.date_parution::text AS date
      FROM analyzer_records r
      WHERE r.siren = s.siren::char(9) ${visibility ? sql`AND ${visibility}` : rawSql('')}
        AND EXISTS (SELECT 1 FROM notice_officers o WHERE o.record_id = r.id)
      ORDER BY r.date_parution DESC NULLS LAST, r.id DESC LIMIT ${FACT_NOTICES_READ}) n
    JOIN notice_officers o ON o.record_id = n.id
    ORDER BY s.siren, n.date NULLS FIRST, n.id, o.position`;
}

export function companyStatusStatement(siren: string): SqlFragment {
  return sql`SELECT code AS "statusCode", since::text AS "statusSince",
      source_annonce_id AS "statusAnnonceId"
    FROM company_status WHERE siren = ${siren}`;
}

/** The newest notice's value of a column (any notice naming the company). */
const lastNotice = (expression: string) =>
  rawSql(`(array_agg(${expression} ORDER BY r.date_parution DESC NULLS LAST, r.id DESC))[1]`);

/** The newest name among these notices (`r`), null when none has one. */
const NEWEST_NAME =
  rawSql(`(array_agg(r.nom_complet ORDER BY r.date_parution DESC NULLS LAST, r.id DESC)
  FILTER (WHERE r.nom_complet IS NOT NULL))[1]`);

/**
 * The company's newest name in the catalogue: that of its own notices (B-tree on `siren`); a
 * notice that only names it (a sale, as the seller) carries another company's name. Aggregated,
 * never an ORDER BY … LIMIT, which the planner may serve by walking the date index.
 */
const nameOf = (siren: SqlFragment) =>
  sql`(SELECT ${NEWEST_NAME} FROM analyzer_records r WHERE r.siren = ${siren}::char(9))`;

export function companyNamesStatement(sirens: string[]): SqlFragment {
  return sql`SELECT s.siren, ${nameOf(sql`s.siren`)} AS name
    FROM unnest(${sirens}::text[]) AS s(siren)`;
}

/**
 * For each SIREN: its newest name, its newest notice (any naming it, GIN on `sirens`) and its
 * status columns.
 */
export function companySummariesStatement(sirens: string[]): SqlFragment {
  return sql`SELECT s.siren, ${nameOf(sql`s.siren`)} AS name, notices."lastNoticeId",
      notices."lastNoticeDate", notices."lastNoticeType", st.code AS "statusCode",
      st.since::text AS "statusSince", st.source_annonce_id AS "statusAnnonceId"
    FROM unnest(${sirens}::text[]) AS s(siren)
    CROSS JOIN LATERAL (SELECT ${lastNotice('r.id')} AS "lastNoticeId",
        ${lastNotice('r.date_parution::text')} AS "lastNoticeDate",
        ${lastNotice('r.type_annonce')} AS "lastNoticeType"
      FROM analyzer_records r WHERE r.sirens @> ARRAY[s.siren]) notices
    LEFT JOIN company_status st ON st.siren = s.siren::char(9)`;
}
