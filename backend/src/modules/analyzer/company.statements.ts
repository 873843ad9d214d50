import { rawSql, sql, SqlFragment } from '../../shared/database';
import { Viewer, visibleTo } from './record-visibility';

type ProfileColumn = 'nom_complet' | 'forme_juridique' | 'adresse' | 'activite' | 'tribunal';

/** The newest value of a column among the records, the company's own notices first. */
function newest(column: ProfileColumn, siren: string | SqlFragment): SqlFragment {
  const value = rawSql(`r.${column}`);
  return sql`(array_agg(${value} ORDER BY r.siren = ${siren} DESC,
      r.date_parution DESC NULLS LAST, r.id DESC) FILTER (WHERE ${value} IS NOT NULL))[1]`;
}

/** The newest notice's value of a column (any notice naming the company). */
const lastNotice = (expression: string) =>
  rawSql(`(array_agg(${expression} ORDER BY r.date_parution DESC NULLS LAST, r.id DESC))[1]`);

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

export function companyStatusStatement(siren: string): SqlFragment {
  return sql`SELECT code AS "statusCode", since::text AS "statusSince",
      source_annonce_id AS "statusAnnonceId"
    FROM company_status WHERE siren = ${siren}`;
}

/**
 * For each SIREN: its newest name in the whole catalogue (the company's own notices first), its
 * newest notice and its status columns. Aggregates over the notices naming it (GIN on `sirens`),
 * never an ORDER BY … LIMIT, which the planner would serve by walking the date index.
 */
export function companySummariesStatement(sirens: string[]): SqlFragment {
  return sql`SELECT s.siren, notices.name, notices."lastNoticeId", notices."lastNoticeDate",
      notices."lastNoticeType", st.code AS "statusCode", st.since::text AS "statusSince",
      st.source_annonce_id AS "statusAnnonceId"
    FROM unnest(${sirens}::text[]) AS s(siren)
    CROSS JOIN LATERAL (SELECT ${newest('nom_complet', sql`s.siren`)} AS name,
        ${lastNotice('r.id')} AS "lastNoticeId",
        ${lastNotice('r.date_parution::text')} AS "lastNoticeDate",
        ${lastNotice('r.type_annonce')} AS "lastNoticeType"
      FROM analyzer_records r WHERE r.sirens @> ARRAY[s.siren]) notices
    LEFT JOIN company_status st ON st.siren = s.siren::char(9)`;
}
