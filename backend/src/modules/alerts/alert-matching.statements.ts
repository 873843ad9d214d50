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
 * department), a record by every key such a search could have. A search with none of these
 * ('*': words, a tribunal or dates only) is tested against every record of the batch.
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
    'd:' || b.numero_departement])`);

/**
 * Every filter of the search `q` on the record `r`, as the analyzer's search applies it
 * (CONTRACT §4.4, §7.3): types, departments, SIREN, dates, inactive companies left out unless
 * asked, tribunal, and each word in the names or the other fields. A word holds no space, so it
 * is in one of the two exactly when it is in both joined by a space: one LIKE per word.
 */
const SEARCH_MATCHES = rawSql(`(q.types IS NULL OR r.type_annonce = ANY(q.types))
    AND (q.departements IS NULL OR r.numero_departement = ANY(q.departements))
    AND (q.siren IS NULL OR r.sirens @> ARRAY[q.siren::text])
    AND (q.date_from IS NULL OR r.date_parution >= q.date_from)
    AND (q.date_to IS NULL OR r.date_parution <= q.date_to)
    AND (q.include_inactive OR NOT r.company_inactive)
    AND (q.tribunal_pattern IS NULL OR lower(f_unaccent(r.tribunal)) LIKE q.tribunal_pattern)
    AND r.words LIKE ALL (q.patterns)`);

/**
 * One statement per batch (CONTRACT §7.4): the new records are matched against every watch (by
 * the SIRENs they name) and every saved search with an alert (by its filters, and only records
 * its owner sees: admin, grants, plan grants, assignments; a watched company's notice is the
 * watch's), one notification per owner and record, a watch before a search. The unique key
 * makes a batch run again notify nobody twice. Returns the new notifications.
 *
 * The keyed candidate pairs (a search's columns and a record's id) are materialised before the
 * filters are tested, then joined to the batch on the id alone: given the saved searches and the
 * records as two tables that only the filters join, the planner, which cannot estimate the
 * filters, tests every search against every record. Only '*' searches are tested so, in one
 * nested loop that materialises nothing.
 */
export function notifyNewRecordsStatement(
  recordIds: number[],
  jobRunId: string | null,
): SqlFragment {
  return sql`
    WITH batch AS MATERIALIZED (
      SELECT r.id, r.sirens, r.type_annonce, r.numero_departement, r.date_parution, r.tribunal,
        r.name_text || ' ' || r.other_text AS words, r.company_inactive
      FROM analyzer_records r WHERE r.id = ANY(${recordIds}::int[])
    ),
    by_watch AS (
      SELECT w.user_id, b.id AS record_id, 'watch' AS kind, w.id AS watch_id,
        NULL::int AS saved_search_id
      FROM batch b CROSS JOIN LATERAL unnest(b.sirens) AS named(siren)
      JOIN watches w ON w.siren = named.siren::char(9)
    ),
    search_keys AS MATERIALIZED (
      SELECT q.id AS search_id, q.user_id, q.types, q.departements, q.siren, q.date_from,
        q.date_to, q.include_inactive,
        ARRAY(SELECT '%' || ${rawSql(likeEscaped('word'))} || '%'
          FROM unnest(q.terms) AS term(word)) AS patterns,
        '%' || lower(f_unaccent(${rawSql(likeEscaped('q.tribunal'))})) || '%' AS tribunal_pattern,
        unnest(${SEARCH_KEYS}) AS key
      FROM saved_searches q WHERE q.alert
    ),
    candidates AS MATERIALIZED (
      SELECT k.search_id, k.user_id, k.types, k.departements, k.siren, k.date_from, k.date_to,
        k.include_inactive, k.patterns, k.tribunal_pattern, b.id AS record_id
      FROM batch b CROSS JOIN LATERAL unnest(${RECORD_KEYS}) AS rk(key)
      JOIN search_keys k ON k.key = rk.key
    ),
    matches AS MATERIALIZED (
      SELECT q.user_id, q.search_id, r.id, r.type_annonce, r.numero_departement, r.date_parution
      FROM candidates q JOIN batch r ON r.id = q.record_id
      WHERE ${SEARCH_MATCHES}
      UNION ALL
      SELECT q.user_id, q.search_id, r.id, r.type_annonce, r.numero_departement, r.date_parution
      FROM search_keys q CROSS JOIN batch r
      WHERE q.key = '*' AND ${SEARCH_MATCHES}
    ),
    owners AS MATERIALIZED (
      SELECT o.user_id, ${isAdminUser(sql`o.user_id`)} AS sees_all,
        ${planGivingAccessTo(sql`o.user_id`)} AS plan_id
      FROM (SELECT DISTINCT user_id FROM matches) o
    ),
    by_search AS (
      SELECT r.user_id, r.id AS record_id, 'saved_search' AS kind, NULL::int AS watch_id,
        r.search_id AS saved_search_id
      FROM matches r JOIN owners o ON o.user_id = r.user_id
      WHERE o.sees_all OR ${visibleToEachUser(sql`r.user_id`, sql`o.plan_id`)}
    )
    INSERT INTO notifications (user_id, record_id, kind, watch_id, saved_search_id, job_run_id)
    SELECT DISTINCT ON (user_id, record_id)
      user_id, record_id, kind, watch_id, saved_search_id, ${jobRunId}::uuid
    FROM (SELECT * FROM by_watch UNION ALL SELECT * FROM by_search) matched
    ORDER BY user_id, record_id, kind = 'watch' DESC, watch_id, saved_search_id
    ON CONFLICT (user_id, record_id) DO NOTHING
    RETURNING id, user_id AS "userId"`;
}
