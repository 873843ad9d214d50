/**
 * The backfill: the BODACC import and the transfer to the catalogue through the admin API and
 * the worker, each beside PostgreSQL doing the same in SQL (COPY; one INSERT … SELECT of the
 * same mapping), the worker's peak memory, and the two end to end.
 */
import { statSync } from 'node:fs';
import { figure, log } from '../figures';
import { Bench, RunningBench } from '../harness';
import { peakRssMb } from '../processes';
import { copyFileInto } from '../sql-load';
import { CATALOGUE_TABLES } from '../../src/modules/analyzer/catalogue-tables';
import { BenchPortal } from '../bodacc-portal';
import { sampleWrites, stretchesOf } from './load-growth';

const EXPORT_COLUMNS =
  'id, publicationavis, parution, dateparution, numeroannonce, typeavis, typeavis_lib, familleavis, familleavis_lib, numerodepartement, departement_nom_officiel, region_code, region_nom_officiel, tribunal, commercant, ville, registre, cp, pdf_parution_subfolder, ispdf_unitaire, listepersonnes, listeetablissements, jugement, acte, modificationsgenerales, radiationaurcs, depot, listeprecedentexploitant, listeprecedentproprietaire, divers, parutionavisprecedent, url_complete';

/** The BODACC → catalogue mapping written as one INSERT … SELECT (the transfer's baseline). */
const TRANSFER_SQL = `
  INSERT INTO bench_records (annonce_id, date_parution, type_annonce, nom_complet, nom_commercial,
    forme_juridique, rcs, siren, tribunal, numero_departement, adresse, ville, capital, activite,
    famille, numero_annonce, proceduration_collective_existe, type_jugement, date_jugement,
    complementaire, annonce_text, details_annonce_json)
  SELECT b.id, b.dateparution,
    CASE WHEN b.typeavis IN ('rectificatif', 'annulation') THEN b.typeavis ELSE b.familleavis END,
    coalesce(p->>'denomination', nullif(concat_ws(' ', p->>'nom', p->>'prenom'), ''), b.commercant),
    p->>'nomCommercial', p->>'formeJuridique',
    concat_ws(' ', 'RCS', p->'numeroImmatriculation'->>'nomGreffeImmat', p->'numeroImmatriculation'->>'numeroIdentification'),
    left(replace(p->'numeroImmatriculation'->>'numeroIdentification', ' ', ''), 9),
    b.tribunal, b.numerodepartement,
    concat_ws(' ', p->'adresseSiegeSocial'->>'numeroVoie', p->'adresseSiegeSocial'->>'typeVoie',
      p->'adresseSiegeSocial'->>'nomVoie', p->'adresseSiegeSocial'->>'codePostal', p->'adresseSiegeSocial'->>'ville'),
    coalesce(p->'adresseSiegeSocial'->>'ville', b.ville),
    (p->'capital'->>'montantCapital')::numeric,
    coalesce(b.listeetablissements->'etablissement'->>'activite', p->>'activite'),
    b.familleavis_lib, b.numeroannonce, b.familleavis = 'collective',
    b.jugement->>'nature', (b.jugement->>'date')::date, b.jugement->>'complementJugement',
    concat_ws(' — ', b.familleavis_lib, b.commercant, b.ville, b.jugement->>'nature'),
    jsonb_strip_nulls(jsonb_build_object('listepersonnes', b.listepersonnes,
      'listeetablissements', b.listeetablissements, 'jugement', b.jugement, 'acte', b.acte))
  FROM bodacc_announcements b
  LEFT JOIN LATERAL (SELECT b.listepersonnes->'personne' AS p) person ON true
  ON CONFLICT (annonce_id) DO NOTHING`;

/**
 * Raw COPY of the generated file into a table of the same shape (the import's baseline), in
 * rows/s: measured before the API and the worker start.
 */
export async function measureCopyBaseline({ db, opts, csvPath }: Bench): Promise<number> {
  await db.query(`CREATE TABLE bench_copy_shape (LIKE bodacc_announcements INCLUDING ALL)`);
  const started = Date.now();
  await copyFileInto(
    db,
    `COPY bench_copy_shape (${EXPORT_COLUMNS}) FROM STDIN WITH (FORMAT csv, DELIMITER ';', HEADER true)`,
    csvPath,
  );
  const copyRate = opts.rows / ((Date.now() - started) / 1000);
  await db.query(`DROP TABLE bench_copy_shape`);
  return copyRate;
}

/** The same mapping as the transfer, in SQL, with the assignments, in rows/s. */
async function insertSelectRate({ db, opts, users }: Bench): Promise<number> {
  await db.query(`CREATE TABLE bench_records (LIKE analyzer_records INCLUDING ALL)`);
  await db.query(`CREATE TABLE bench_assignments (LIKE record_assignments INCLUDING ALL)`);
  const started = Date.now();
  await db.query('BEGIN');
  await db.query(TRANSFER_SQL);
  await db.query(
    `INSERT INTO bench_assignments (user_id, record_id) SELECT $1, id FROM bench_records`,
    [users.admin],
  );
  await db.query('COMMIT');
  const rate = opts.rows / ((Date.now() - started) / 1000);
  await db.query(`DROP TABLE bench_records, bench_assignments`);
  return rate;
}

export async function measureBackfill(bench: RunningBench, copyRate: number): Promise<void> {
  const { opts, worker } = bench;
  const imported = await bench.runJob('/api/admin/ingest/bodacc-csv', { filePath: 'bench.csv' });
  const importRss = peakRssMb(worker.pid as number);
  let records = await bench.catalogueSize();
  figure('bodacc_import', imported.processed / imported.seconds, 'rows/s', copyRate, {
    rows: opts.rows,
    records,
    baselineName: 'COPY of the same file into a table of the same shape',
    target: 'ratio >= 0.6',
  });
  figure('worker_peak_rss_import', importRss, 'MB', null, {
    rows: opts.rows,
    records,
    measure: 'VmHWM of the worker process (start-up included)',
    target: '< 300 MB',
  });

  const transferred = await bench.runJob(
    '/api/admin/transfer/bodacc-to-analyzer',
    opts.transferBatch ? { batchSize: opts.transferBatch } : {},
  );
  const sqlRate = await insertSelectRate(bench);
  records = await bench.catalogueSize();
  figure('bodacc_transfer', transferred.processed / transferred.seconds, 'rows/s', sqlRate, {
    rows: opts.rows,
    records,
    baselineName: 'INSERT … SELECT of the same mapping in SQL, with the assignments',
    target: '>= 25000 rows/s',
  });
  figure('worker_peak_rss_total', peakRssMb(worker.pid as number), 'MB', null, {
    records,
    measure: 'VmHWM of the worker after import and transfer',
    target: '< 300 MB',
  });
  await measureBytesPerNotice(bench, records);
  // End to end: the rows over the two jobs' time; the baseline chains COPY and INSERT … SELECT.
  figure(
    'bodacc_backfill',
    opts.rows / (imported.seconds + transferred.seconds),
    'rows/s',
    1 / (1 / copyRate + 1 / sqlRate),
    {
      rows: opts.rows,
      records,
      baselineName: 'COPY then INSERT … SELECT of the same rows',
      target: '>= 12000 rows/s',
    },
  );
}

const bytesOf = async (db: RunningBench['db'], tables: string[]): Promise<number> => {
  const {
    rows: [{ bytes }],
  } = await db.query(
    `SELECT sum(pg_total_relation_size(c.oid))::float8 AS bytes FROM pg_class c
     WHERE c.relname = ANY($1) AND c.relkind = 'r'`,
    [tables],
  );
  return bytes;
};

/**
 * What each notice takes on disk once loaded, all in (the catalogue, its details' blocks, officers,
 * assignments, company statuses, identities and facts, the kept counts, the raw announcements,
 * every index and TOAST), beside the export's own bytes per row; and what the history keeps of a
 * month it loaded (all but the raw copy, which it forgets).
 */
async function measureBytesPerNotice({ db, opts, csvPath }: RunningBench, records: number) {
  await db.query('VACUUM ANALYZE');
  const catalogue = await bytesOf(db, CATALOGUE_TABLES);
  for (const table of CATALOGUE_TABLES) {
    log(`${table}: ${((await bytesOf(db, [table])) / records).toFixed(0)} B per notice`);
  }
  const raw = await bytesOf(db, ['bodacc_announcements']);
  const exportBytes = statSync(csvPath).size / opts.rows;
  figure('bytes_per_notice', (catalogue + raw) / records, 'B', exportBytes, {
    records,
    measure: 'tables, indexes and TOAST of the catalogue and the raw announcements, per record',
    baselineName: 'the export file, per row',
    target: '<= 1536 B',
  });
  figure('bytes_per_notice_history', catalogue / records, 'B', exportBytes, {
    records,
    measure: 'what the history keeps: every table a load fills, indexes and TOAST, per record',
    baselineName: 'the export file, per row',
    target: '<= 1536 B',
  });
}

/**
 * `--history`: the same file loaded by the history job (CONTRACT §8.1) from the local portal,
 * month by month, each parsed, mapped and written once; the baseline chains what PostgreSQL
 * does with the same rows (COPY, then the mapping as one INSERT … SELECT), measured after.
 * With `--history-records`, the portal serves the file's copies in the years before, and the
 * rate of the load's last stretch is set beside that of its first.
 */
export async function measureHistory(
  bench: RunningBench,
  copyRate: number,
  { firstDay, lastDay, notices }: BenchPortal,
): Promise<void> {
  const { db, opts, csvPath, worker } = bench;
  // The sync is said to hold what follows the file: the history's months are the file's.
  await db.query(`UPDATE bodacc_sync_state SET synced_through = $1`, [lastDay]);
  const sampling = await sampleWrites(db);
  const loaded = await bench.runJob('/api/admin/history/start', { from: firstDay });
  const stretches = stretchesOf(await sampling.stop());
  const records = await bench.catalogueSize();
  if (records !== notices)
    log(`the portal served ${notices} notices, the catalogue holds ${records}`);
  const rss = peakRssMb(worker.pid as number);
  await copyFileInto(
    db,
    `COPY bodacc_announcements (${EXPORT_COLUMNS}) FROM STDIN WITH (FORMAT csv, DELIMITER ';', HEADER true)`,
    csvPath,
  );
  const sqlRate = await insertSelectRate(bench);
  await db.query('TRUNCATE bodacc_announcements');
  figure('bodacc_history', records / loaded.seconds, 'rows/s', 1 / (1 / copyRate + 1 / sqlRate), {
    rows: opts.rows,
    records,
    measure: 'the history job, file on disk (a local portal) to the searchable catalogue',
    baselineName: 'COPY then INSERT … SELECT of the same rows',
    target: '>= 12000 rows/s',
  });
  if (opts.historyRecords && stretches) {
    figure('bodacc_history_last_stretch', stretches.lastRate, 'rows/s', stretches.firstRate, {
      records,
      stretch: stretches.size,
      measure: "the history's rate over its last stretch of notices (the catalogue at its fullest)",
      baselineName: 'its rate over the first stretch of the same load (the catalogue empty)',
      target: 'ratio >= 0.8',
    });
  }
  figure('worker_peak_rss_history', rss, 'MB', null, {
    records,
    measure: 'VmHWM of the worker after the history',
    target: '< 300 MB',
  });
  await measureBytesPerNotice(bench, records);
}
