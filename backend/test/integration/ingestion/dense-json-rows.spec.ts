import { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { splitCsvRecord } from '../../../src/modules/ingestion/csv-record-reader';
import { makeAdminWithoutMail } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  exitOf,
  makeIngestDir,
  RunRow,
  sampleLines,
  startWorkerProcess,
  waitForRun,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

/** The trial's cell: `[{},{},…]`, 999,003 characters, 333,000 empty objects. */
const DENSE_JSON = `[  ${'{},'.repeat(332_999)}{}]`;
const MAX_NODES = 10_000;

/** An array of empty objects: `nodes` values with the array itself, 3 characters each. */
const emptyObjects = (nodes: number) => `[${'{},'.repeat(nodes - 2)}{}]`;

const [BODACC_HEADER, ...SAMPLE_ROWS] = sampleLines();
const GOOD_BODACC_ROWS = SAMPLE_ROWS.filter(
  (row) => /^[AB]\d+;/.test(row) && row.split('"').length % 2 === 1,
);

/** A real BODACC row of the sample under another id, one of its cells replaced. */
function withCell(row: string, id: string, column: string, value: string): string {
  const fields = splitCsvRecord(row);
  fields[0] = id;
  fields[BODACC_HEADER.split(';').indexOf(column)] = value;
  return fields
    .map((field) => (/[;"]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field))
    .join(';');
}

/**
 * Issue 28: rows under INGEST_MAX_ROW_KB whose JSON is dense (a third of a million values each)
 * ran a worker of `npm run worker` (192 MB heap) out of memory. Each is refused with its line,
 * the other rows land, and the worker lives on.
 */
describe('dense JSON rows under the row limit', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let ingestDir: string;
  let admin: Awaited<ReturnType<typeof makeAdminWithoutMail>>;
  let worker: ChildProcess;
  const prefix = `test-dense-${randomUUID()}`;
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    database = await createIsolatedDatabase('dense');
    ingestDir = makeIngestDir();
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      PROCESS_ROLE: 'api',
      REDIS_KEY_PREFIX: prefix,
    });
    admin = await makeAdminWithoutMail(t);
  }, 60000);
  // One worker as `npm run worker` starts it (192 MB heap), started again if a test killed it.
  beforeEach(async () => {
    if (!worker || worker.exitCode !== null || worker.signalCode !== null) {
      worker = await startWorkerProcess({
        databaseUrl: database.url,
        redisKeyPrefix: prefix,
        heapMb: 192,
      });
    }
  }, 30000);
  afterAll(async () => {
    if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  /** The run once finished; fails at once when the worker dies meanwhile. */
  const finishedRun = async (processId: string): Promise<RunRow> => {
    const died = exitOf(worker).then((code) => {
      throw new Error(`the worker died (${code}) while running ${processId}`);
    });
    return Promise.race([waitForRun(t, processId, undefined, 90000), died]);
  };
  const skippedLines = async (processId: string) =>
    (
      await db().query(
        `SELECT line, code, message FROM job_run_logs
         WHERE job_run_id = $1 AND level = 'warn' ORDER BY line`,
        [processId],
      )
    ).map((log: { line: number; code: string; message: string }) => log);

  it('refuses the 40 dense rows of an analyzer upload with their lines, and loads the others', async () => {
    expect(DENSE_JSON).toHaveLength(999_003);
    const lines = ['annonce_id;date_parution;nom_complet;details_annonce_json'];
    const denseLines: number[] = [];
    const add = (line: string) => lines.push(line);
    add('V-1;2024-01-01;Valide Un;"{""jugement"":{""nature"":""Liquidation""}}"');
    for (let i = 1; i <= 40; i += 1) {
      if (i === 21) add('V-2;2024-01-02;Valide Deux;[1,2,3]');
      add(`D-${i};2024-01-03;Dense ${i};${DENSE_JSON}`);
      denseLines.push(lines.length);
    }
    add('V-3;2024-01-04;Valide Trois;texte libre');
    const upload = Buffer.from(lines.join('\n') + '\n');
    const started = await t.http
      .post('/api/admin/analyzer-ingest/start')
      .set(bearer(admin.accessToken))
      .field('targetUserId', admin.user.id)
      .attach('csvFile', upload, 'dense.csv')
      .expect(200);
    const processId = started.body.processId as string;

    const run = await finishedRun(processId);
    expect(run).toMatchObject({ state: 'completed', processed: 43, inserted: 3, skipped: 40 });
    const skipped = await skippedLines(processId);
    expect(skipped.map((log: { line: number }) => log.line)).toEqual(denseLines);
    expect(skipped[0]).toEqual({
      line: 3,
      code: 'lineSkipped.jsonTooManyNodes',
      message: `Line 3 skipped: JSON over the limit of ${MAX_NODES} values per row (column details_annonce_json)`,
    });
    const records = await db().query(
      `SELECT annonce_id, details_annonce_json FROM analyzer_records ORDER BY annonce_id`,
    );
    expect(records).toEqual([
      { annonce_id: 'V-1', details_annonce_json: { jugement: { nature: 'Liquidation' } } },
      { annonce_id: 'V-2', details_annonce_json: [1, 2, 3] },
      { annonce_id: 'V-3', details_annonce_json: 'texte libre' },
    ]);
    expect(worker.exitCode).toBeNull();
  }, 120000);

  it('loads rows just under the limit in batches that fit the heap, whatever the batch size', async () => {
    // 10,000 values in 30 KB: 8 MB of them (a batch's text) would hold 2.7 million objects.
    const nearLimit = emptyObjects(MAX_NODES);
    const rows = 600;
    const lines = ['annonce_id;date_parution;nom_complet;details_annonce_json'];
    for (let i = 1; i <= rows; i += 1) lines.push(`N-${i};2024-02-01;Proche ${i};${nearLimit}`);
    writeFileSync(join(ingestDir, 'near-limit.csv'), lines.join('\n') + '\n');
    const started = await t.http
      .post('/api/admin/analyzer-ingest/start')
      .set(bearer(admin.accessToken))
      .send({ csvFilePath: 'near-limit.csv', targetUserId: admin.user.id, batchSize: 50_000 })
      .expect(200);

    const run = await finishedRun(started.body.processId);
    expect(run).toMatchObject({ state: 'completed', processed: rows, inserted: rows, skipped: 0 });
    const [{ count }] = await db().query(
      `SELECT count(*)::int AS count FROM analyzer_records
       WHERE annonce_id LIKE 'N-%' AND jsonb_array_length(details_annonce_json) = $1`,
      [MAX_NODES - 1],
    );
    expect(count).toBe(rows);
    expect(worker.exitCode).toBeNull();
  }, 180000);

  const startImport = async (filePath: string) =>
    (
      await t.http
        .post('/api/admin/ingest/bodacc-csv')
        .set(bearer(admin.accessToken))
        .send({ filePath })
        .expect(200)
    ).body.processId as string;

  it('refuses dense and deeply nested JSON columns of a BODACC import with their lines', async () => {
    const good = GOOD_BODACC_ROWS;
    const lines = [
      BODACC_HEADER,
      withCell(good[0], 'J1', 'id', 'J1'),
      withCell(good[1], 'J2', 'listepersonnes', DENSE_JSON),
      withCell(good[2], 'J3', 'jugement', `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
      withCell(good[3], 'J4', 'id', 'J4'),
    ];
    writeFileSync(join(ingestDir, 'dense-bodacc.csv'), lines.join('\n') + '\n');
    const processId = await startImport('dense-bodacc.csv');

    const run = await finishedRun(processId);
    expect(run).toMatchObject({ state: 'completed', processed: 4, inserted: 2, skipped: 2 });
    expect(await skippedLines(processId)).toEqual([
      {
        line: 3,
        code: 'lineSkipped.jsonTooManyNodes',
        message: `Line 3 skipped: JSON over the limit of ${MAX_NODES} values per row (column listepersonnes)`,
      },
      {
        line: 4,
        code: 'lineSkipped.jsonTooDeep',
        message: 'Line 4 skipped: JSON nested deeper than 32 levels (column jugement)',
      },
    ]);
    const ids = await db().query(
      `SELECT id FROM bodacc_announcements WHERE id LIKE 'J%' ORDER BY id`,
    );
    expect(ids).toEqual([{ id: 'J1' }, { id: 'J4' }]);
    expect(worker.exitCode).toBeNull();
  }, 120000);

  it('transfers announcements just under the limit in batches that fit the heap', async () => {
    const rows = 1000;
    // The sample rows' other JSON cells hold fewer than 100 values.
    const nearLimit = emptyObjects(MAX_NODES - 100);
    const lines = [BODACC_HEADER];
    for (let i = 1; i <= rows; i += 1) {
      const id = `K${String(i).padStart(5, '0')}`;
      lines.push(withCell(GOOD_BODACC_ROWS[i % 4], id, 'listepersonnes', nearLimit));
    }
    writeFileSync(join(ingestDir, 'near-limit-bodacc.csv'), lines.join('\n') + '\n');
    const imported = await finishedRun(await startImport('near-limit-bodacc.csv'));
    expect(imported).toMatchObject({ state: 'completed', processed: rows, inserted: rows });
    const [stored] = await db().query(
      `SELECT min(json_nodes) AS min, max(json_nodes) AS max FROM bodacc_announcements
       WHERE id LIKE 'K%'`,
    );
    expect(stored.min).toBeGreaterThanOrEqual(MAX_NODES - 100);
    expect(stored.max).toBeLessThanOrEqual(MAX_NODES);

    const transfer = await t.http
      .post('/api/admin/transfer/bodacc-to-analyzer')
      .set(bearer(admin.accessToken))
      .send({})
      .expect(200);
    const run = await finishedRun(transfer.body.processId);
    expect(run).toMatchObject({ state: 'completed', skipped: 0 });
    const [{ count }] = await db().query(
      `SELECT count(*)::int AS count FROM analyzer_records WHERE annonce_id LIKE 'K%'`,
    );
    expect(count).toBe(rows);
    expect(worker.exitCode).toBeNull();
  }, 240000);
});
