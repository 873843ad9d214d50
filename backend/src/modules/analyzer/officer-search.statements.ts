import { rawSql, sql, SqlFragment } from '../../shared/database';
import { Viewer, visibleTo } from './record-visibility';

/** Every word of the searched name a word's beginning in the officer's name, in any order. */
const NAME_MATCHES = (name: string) =>
  sql`to_tsvector('simple', lower(f_unaccent(o.name))) @@ f_all_words_query(${name})`;

const andVisible = (viewer: Viewer | undefined) => {
  const visibility = visibleTo(viewer);
  return visibility ? sql`AND ${visibility}` : rawSql('');
};

/**
 * The companies whose notices the viewer sees name an officer of that name, the latest named
 * first: at most `limit` of them (the words index on notice_officers, then each notice's record).
 */
export function officerCompaniesStatement(
  name: string,
  viewer: Viewer | undefined,
  limit: number,
): SqlFragment {
  return sql`SELECT r.siren
    FROM notice_officers o
    JOIN analyzer_records r ON r.id = o.record_id
    WHERE ${NAME_MATCHES(name)} ${andVisible(viewer)}
    GROUP BY r.siren
    ORDER BY max(r.date_parution) DESC NULLS LAST, r.siren
    LIMIT ${limit}`;
}

/** Each company's newest name among its own notices, and its status columns. */
export function companyNamesAndStatusesStatement(sirens: string[]): SqlFragment {
  return sql`SELECT s.siren,
      (SELECT (array_agg(r.nom_complet ORDER BY r.date_parution DESC NULLS LAST, r.id DESC)
         FILTER (WHERE r.nom_complet IS NOT NULL))[1]
       FROM analyzer_records r WHERE r.siren = s.siren::char(9)) AS name,
      st.code AS "statusCode", st.since::text AS "statusSince",
      st.source_annonce_id AS "statusAnnonceId"
    FROM unnest(${sirens}::text[]) AS s(siren)
    LEFT JOIN company_status st ON st.siren = s.siren::char(9)`;
}
