import { rawSql, sql, SqlFragment } from '../../shared/database';
import { visibleToEachUser } from '../analyzer';
import { planGivingAccessTo } from '../billing';
import { isAdminUser } from '../identity';

/** A text as a LIKE pattern matching itself (\, % and _ escaped), as the search escapes words. */
const likeEscaped = (expression: string) =>
  String.raw`replace(replace(replace(${expression}, '\', '\\'), '%', '\%'), '_', '\_')`;

/**
 * Keys that pair a record with the searches that may match it, so that a hash join finds the
 * candidates instead of testing every search against every record: a search is keyed by its
 * most selective filter (its SIREN; else each type × department; else each type; else each
 * department; else '*'), a record by every key such a search could have.
 */
const SEARCH_KEYS = rawSql(`CASE
    WHEN q.siren IS NOT NULL THEN ARRAY['s:' || q.siren]
    WHEN q.types IS NOT NULL AND q.departements IS NOT NULL THEN
      ARRAY(SELECT 'td:' || t || '|' || d FROM unnest(q.types) t, unnest(q.departements) d)
    WHEN q.types IS NOT NULL THEN ARRAY(SELECT 't:' || t FROM unnest(q.types) t)
    WHEN q.departements IS NOT NULL THEN ARRAY(SELECT 'd:' || d FROM unnest(q.departements) d)
    ELSE ARRAY['*'] END`);
const RECORD_KEYS = rawSql(`array_cat(ARRAY(SELECT 's:' || x FROM unnest(b.sirens) x), ARRAY[
    'td:' || b.type_annonce || '|' || b.numero_departement, 't:' || b.type_annonce,
    'd:' || b.numero_departement, '*'])`);

/**
 * Every filter of the search `q` on the record `r`, as the analyzer's search applies it
 * (CONTRACT §4.4, §7.3): words in the names or the other fields, types, departments, tribunal,
 * SIREN, dates, inactive companies left out unless asked.
 */
const SEARCH_MATCHES = rawSql(`(q.types IS NULL OR r.type_annonce = ANY(q.types))
    AND (q.departements IS NULL OR r.numero_departement = ANY(q.departements))
    AND (q.siren IS NULL OR r.sirens @> ARRAY[q.siren::text])
    AND (q.date_from IS NULL OR r.date_parution >= q.date_from)
    AND (q.date_to IS NULL OR r.date_parution <= q.date_to)
    AND (q.include_inactive OR NOT r.company_inactive)
    AND (q.tribunal_pattern IS NULL OR lower(f_unaccent(r.tribunal)) LIKE q.tribunal_pattern)
    AND NOT EXISTS (SELECT 1 FROM unnest(q.patterns) p
      WHERE NOT (r.name_text LIKE p OR r.other_text LIKE p))`);

/**
 * One statement per batch (CONTRACT §7.4): the new records are matched against every watch (by
 * the SIRENs they name) and every saved search with an alert (by its filters, and only records
 * its owner sees: admin, grants, plan grants, assignments; a watched company's notice is the
 * watch's), one notification per owner and record, a watch before a search. The unique key
 * makes a batch run again notify nobody twice. Returns the new notifications.
 */
export function notifyNewRecordsStatement(
  recordIds: number[],
  jobRunId: string | null,
): SqlFragment {
  return sql`
    WITH batch AS MATERIALIZED (
      SELECT r.id, r.sirens, r.type_annonce, r.numero_departement, r.date_parution, r.tribunal,
        r.name_text, r.other_text, r.company_inactive
      FROM analyzer_records r WHERE r.id = ANY(${recordIds}::int[])
    ),
    by_watch AS (
      SELECT w.user_id, b.id AS record_id, 'watch' AS kind, w.id AS watch_id,
        NULL::int AS saved_search_id
      FROM batch b CROSS JOIN LATERAL unnest(b.sirens) AS named(siren)
      JOIN watches w ON w.siren = named.siren::char(9)
    ),
    searches AS MATERIALIZED (
      SELECT q.id, q.user_id, q.types, q.departements, q.siren, q.date_from, q.date_to,
        q.include_inactive,
        ARRAY(SELECT '%' || ${rawSql(likeEscaped('word'))} || '%'
          FROM unnest(q.terms) AS term(word)) AS patterns,
        '%' || lower(f_unaccent(${rawSql(likeEscaped('q.tribunal'))})) || '%' AS tribunal_pattern,
        ${SEARCH_KEYS} AS keys
      FROM saved_searches q WHERE q.alert
    ),
    candidates AS (
      SELECT DISTINCT sk.id AS search_id, b.id AS record_id
      FROM batch b CROSS JOIN LATERAL unnest(${RECORD_KEYS}) AS rk(key)
      JOIN (SELECT q.id, k.key FROM searches q CROSS JOIN LATERAL unnest(q.keys) AS k(key)) sk
        ON sk.key = rk.key
    ),
    owners AS MATERIALIZED (
      SELECT o.user_id, ${isAdminUser(sql`o.user_id`)} AS sees_all,
        ${planGivingAccessTo(sql`o.user_id`)} AS plan_id
      FROM (SELECT DISTINCT q.user_id FROM candidates c JOIN searches q ON q.id = c.search_id) o
    ),
    by_search AS (
      SELECT q.user_id, r.id AS record_id, 'saved_search' AS kind, NULL::int AS watch_id,
        q.id AS saved_search_id
      FROM candidates c
      JOIN searches q ON q.id = c.search_id
      JOIN batch r ON r.id = c.record_id
      JOIN owners o ON o.user_id = q.user_id
      WHERE ${SEARCH_MATCHES}
        AND (o.sees_all OR ${visibleToEachUser(sql`q.user_id`, sql`o.plan_id`)})
    )
    INSERT INTO notifications (user_id, record_id, kind, watch_id, saved_search_id, job_run_id)
    SELECT DISTINCT ON (user_id, record_id)
      user_id, record_id, kind, watch_id, saved_search_id, ${jobRunId}::uuid
    FROM (SELECT * FROM by_watch UNION ALL SELECT * FROM by_search) matched
    ORDER BY user_id, record_id, kind = 'watch' DESC, watch_id, saved_search_id
    ON CONFLICT (user_id, record_id) DO NOTHING
    RETURNING id, user_id AS "userId"`;
}
