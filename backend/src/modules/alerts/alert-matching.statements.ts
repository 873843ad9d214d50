import { rawSql, sql, SqlFragment } from '../../shared/database';
import { SAVED_FILTER_MATCHER, visibleToEachUser } from '../analyzer';
import { planGivingAccessTo } from '../billing';
import { isAdminUser } from '../identity';

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

const { carried, read, matches: SEARCH_MATCHES } = SAVED_FILTER_MATCHER;
/** `expression AS name` for each, `expression` alone when it is the column of that name. */
const selectList = (columns: [string, string][]) =>
  rawSql(
    columns
      .map(([name, expression]) =>
        expression.endsWith(`.${name}`) ? expression : `${expression} AS ${name}`,
      )
      .join(',\n        '),
  );
/** What the filters read of a saved search `q`, then carry from its keys to its candidates. */
const SEARCH_FILTER_COLUMNS = selectList(carried);
const CARRIED_COLUMNS = selectList(carried.map(([name]) => [name, `k.${name}`]));
/** What the filters read of a new record, beside what the keys and the notifications read. */
const RECORD_FILTER_COLUMNS = selectList(read);

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
      SELECT r.id, r.sirens, r.type_annonce, r.numero_departement, r.date_parution,
        ${RECORD_FILTER_COLUMNS}
      FROM analyzer_records r WHERE r.id = ANY(${recordIds}::int[])
    ),
    by_watch AS (
      SELECT w.user_id, b.id AS record_id, 'watch' AS kind, w.id AS watch_id,
        NULL::int AS saved_search_id
      FROM batch b CROSS JOIN LATERAL unnest(b.sirens) AS named(siren)
      JOIN watches w ON w.siren = named.siren::char(9)
    ),
    search_keys AS MATERIALIZED (
      SELECT q.id AS search_id, q.user_id,
        ${SEARCH_FILTER_COLUMNS},
        unnest(${SEARCH_KEYS}) AS key
      FROM saved_searches q WHERE q.alert
    ),
    candidates AS MATERIALIZED (
      SELECT k.search_id, k.user_id, b.id AS record_id,
        ${CARRIED_COLUMNS}
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
