/**
 * The analyzer CSV ingestion: new records (ids prefixed X, copied from the catalogue) for the
 * ingest user, beside a COPY of the same CSV into a table of the catalogue's shape.
 */
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import { figure } from '../figures';
import { RunningBench } from '../harness';
import { copyFileInto } from '../sql-load';

const FIELDS =
  'annonce_id, date_parution, type_annonce, nom_complet, nom_commercial, forme_juridique, rcs, siren, tribunal, numero_departement, adresse, ville, capital, activite, famille, numero_annonce, proceduration_collective_existe, type_jugement, date_jugement, complementaire, annonce_text';

export async function measureAnalyzerIngest(bench: RunningBench): Promise<void> {
  const { db, opts } = bench;
  const ingestPath = join(bench.workDir, 'analyzer.csv');
  await pipeline(
    db.query(
      copyTo(
        `COPY (SELECT 'X' || annonce_id AS annonce_id, ${FIELDS.split(', ').slice(1).join(', ')}
               FROM analyzer_records ORDER BY id LIMIT ${opts.ingestRows}) TO STDOUT WITH (FORMAT csv, HEADER true)`,
      ),
    ),
    createWriteStream(ingestPath),
  );
  await db.query(`CREATE TABLE bench_ingest_shape (LIKE analyzer_records INCLUDING ALL)`);
  const started = Date.now();
  await copyFileInto(
    db,
    `COPY bench_ingest_shape (${FIELDS}) FROM STDIN WITH (FORMAT csv, HEADER true)`,
    ingestPath,
  );
  const ingestCopyRate = opts.ingestRows / ((Date.now() - started) / 1000);
  await db.query(`DROP TABLE bench_ingest_shape`);
  const ingested = await bench.runJob('/api/admin/analyzer-ingest/start', {
    csvFilePath: 'analyzer.csv',
    targetUserId: bench.users.ingestUser,
    batchSize: 1000,
  });
  figure('analyzer_ingest', ingested.processed / ingested.seconds, 'rows/s', ingestCopyRate, {
    rows: opts.ingestRows,
    records: await bench.catalogueSize(),
    batchSize: 1000,
    baselineName: 'COPY of the same CSV into a table of the same shape',
  });
}
