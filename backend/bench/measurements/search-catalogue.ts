/**
 * The catalogue the search loads read, and who sees what of it: `all` sees every record by
 * assignment, `few` 200 of them, `grant` the whole catalogue through a grant of every type.
 */
import { Client } from 'pg';
import { FOLD_COUNT_CHANGES } from '../../src/modules/analyzer/analyzer-catalog.statements';
import { ANNOUNCEMENT_TYPE_LABELS } from '../../src/modules/analyzer/announcement-types';
import { compileSql } from '../../src/shared/database/sql';
import { log } from '../figures';
import { RunningBench } from '../harness';

/** Every notice type: a grant on all of them opens the whole catalogue (the plans' seeded grant). */
export const EVERY_TYPE = Object.keys(ANNOUNCEMENT_TYPE_LABELS);

const COPIED_COLUMNS =
  'date_parution, type_annonce, nom_complet, nom_commercial, forme_juridique, rcs, siren, date_annonce, tribunal, numero_departement, adresse, ville, capital, activite, famille, numero_annonce, proceduration_collective_existe, type_jugement, date_jugement, date_cessation_paiements, complementaire, annonce_text, details_annonce_json, url_complete, sirens, previous_annonce_id, search_extra, company_inactive, details_block';

/**
 * Runs `work` with the catalogue's secondary indexes dropped, then builds them again in bulk:
 * the copies of a 10,000,000-record run then take minutes, not an hour. The indexes come out
 * packed tighter than the loads' row-by-row feeding leaves them.
 */
async function withIndexesBuiltAfter(db: Client, work: () => Promise<void>) {
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = 'analyzer_records'::regclass AND NOT x.indisprimary AND NOT x.indisunique`,
  );
  for (const { name } of indexes) await db.query(`DROP INDEX "${name}"`);
  await work();
  await db.query(`SET maintenance_work_mem = '1GB'`);
  for (const { name, definition } of indexes) {
    const started = Date.now();
    await db.query(definition);
    log(`index ${name} built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  await db.query(`RESET maintenance_work_mem`);
}

/**
 * --search-records N: copies of the transferred records (new annonce_id, dates moved back by
 * whole weeks) until the catalogue holds N records, for the search at a size the pipeline would
 * take too long to load in a bench run. The copies go through the same trigger.
 */
export async function growCatalogue(db: Client, target: number) {
  const started = Date.now();
  const {
    rows: [{ count }],
  } = await db.query(`SELECT count(*)::int AS count FROM analyzer_records`);
  await withIndexesBuiltAfter(db, () => copyRecords(db, count, target));
  // What each load does after its batch: the counts' changes folded (issue 31).
  await db.query(compileSql(FOLD_COUNT_CHANGES).text);
  log(`catalogue grown in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function copyRecords(db: Client, count: number, target: number) {
  for (let copy = 1, total = count; total < target; copy += 1) {
    const take = Math.min(count, target - total);
    await db.query(
      `INSERT INTO analyzer_records (annonce_id, ${COPIED_COLUMNS})
       SELECT '~${copy}-' || annonce_id, ${COPIED_COLUMNS.replace('date_parution,', `date_parution - ${7 * copy},`)}
       FROM analyzer_records WHERE annonce_id NOT LIKE '~%' ORDER BY id LIMIT ${take}`,
    );
    // The officers the copied notices name, as the load keeps them beside each notice.
    await db.query(
      `INSERT INTO notice_officers (record_id, position, name, role, departed)
       SELECT copied.id, o.position, o.name, o.role, o.departed
       FROM notice_officers o
       JOIN (SELECT id, annonce_id FROM analyzer_records WHERE annonce_id NOT LIKE '~%'
             ORDER BY id LIMIT ${take}) taken ON taken.id = o.record_id
       JOIN analyzer_records copied ON copied.annonce_id = '~${copy}-' || taken.annonce_id`,
    );
    total += take;
    log(`catalogue grown to ${total} records`);
  }
}

/** Gives each search user their share of the catalogue; returns its size. */
export async function prepareSearchCatalogue({ db, users }: RunningBench): Promise<number> {
  await db.query(
    `INSERT INTO record_assignments (user_id, record_id) SELECT $1, id FROM analyzer_records ON CONFLICT DO NOTHING`,
    [users.allUser],
  );
  const {
    rows: [{ count: catalogue }],
  } = await db.query(`SELECT count(*)::int AS count FROM analyzer_records`);
  await db.query(
    `INSERT INTO record_assignments (user_id, record_id)
     SELECT $1, id FROM analyzer_records WHERE id % $2 = 0 LIMIT 200`,
    [users.fewUser, Math.max(1, Math.floor(catalogue / 200))],
  );
  await db.query('VACUUM ANALYZE');
  const {
    rows: [{ inactive }],
  } = await db.query(
    `SELECT count(*) FILTER (WHERE company_inactive)::int AS inactive FROM analyzer_records`,
  );
  log(`catalogue: ${catalogue} records, ${inactive} of inactive companies`);
  await db.query(`INSERT INTO access_grants (user_id, types) VALUES ($1, $2::varchar[])`, [
    users.grantUser,
    EVERY_TYPE,
  ]);
  return catalogue;
}
