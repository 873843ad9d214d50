import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AnalyzerIngestService } from '../../../src/modules/ingestion/analyzer-ingest.service';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  makeIngestDir,
  SAMPLE_CSV,
  waitForRun,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

interface LogRow {
  level: string;
  code: string;
  line: number | null;
  message: string;
}

/** Issue 16 item 6: the manual data jobs take an upload, refuse the wrong file, and say so. */
describe('manual data jobs made clear', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let ingestDir: string;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let ownerId: number;
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    database = await createIsolatedDatabase('manualjobs');
    ingestDir = makeIngestDir();
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      BODACC_CSV_PATH: join(ingestDir, 'sample-real.csv'),
    });
    admin = await makeAdmin(t);
    ownerId = (await signedInUser(t)).user.id;
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  const uploadDir = () => join(ingestDir, 'uploads');
  const storedUploads = () => (existsSync(uploadDir()) ? readdirSync(uploadDir()) : []);
  const post = (path: string) => t.http.post(path).set(bearer(admin.accessToken));
  const dataJobs = async () =>
    (await t.http.get('/api/admin/data-jobs').set(bearer(admin.accessToken)).expect(200)).body;
  const logsOf = async (id: string): Promise<LogRow[]> =>
    (await t.http.get(`/api/admin/jobs/${id}`).set(bearer(admin.accessToken)).expect(200)).body
      .logs;

  it('shows the default file and its format before any run, and only to admins', async () => {
    const user = await signedInUser(t);
    await t.http.get('/api/admin/data-jobs').expect(401);
    await t.http.get('/api/admin/data-jobs').set(bearer(user.accessToken)).expect(403);

    const body = await dataJobs();
    expect(body).toMatchObject({
      bodaccFile: {
        defaultPath: join(ingestDir, 'sample-real.csv'),
        defaultPathError: null,
        delimiter: ';',
        encoding: 'UTF-8',
      },
      lastImport: null,
      lastTransfer: null,
    });
    // The columns named are those of the real export's header, every one of them.
    const header = readFileSync(SAMPLE_CSV, 'utf8').split('\n')[0].split(';');
    expect([...body.bodaccFile.columns].sort()).toEqual([...header].sort());

    renameSync(join(ingestDir, 'sample-real.csv'), join(ingestDir, 'elsewhere.csv'));
    try {
      expect((await dataJobs()).bodaccFile.defaultPathError).toBe('INGEST_FILE_NOT_FOUND');
    } finally {
      renameSync(join(ingestDir, 'elsewhere.csv'), join(ingestDir, 'sample-real.csv'));
    }
  });

  it('imports an uploaded BODACC export (the real sample: 88 rows) and keeps both last results', async () => {
    const started = await post('/api/admin/ingest/bodacc-csv')
      .field('batchSize', '25')
      .attach('csvFile', SAMPLE_CSV, 'export-bodacc.csv')
      .expect(200);
    const imported = await waitForRun(t, started.body.processId);
    expect(imported).toMatchObject({ state: 'completed', processed: 88, inserted: 88, skipped: 0 });
    // The upload is removed just after its run has finished (issue 28).
    for (let i = 0; i < 250 && storedUploads().length > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(storedUploads()).toEqual([]);

    const transfer = await post('/api/admin/transfer/bodacc-to-analyzer').expect(200);
    expect(await waitForRun(t, transfer.body.processId)).toMatchObject({ state: 'completed' });

    const body = await dataJobs();
    expect(body.lastImport).toMatchObject({
      processId: started.body.processId,
      state: 'completed',
      processed: 88,
      inserted: 88,
      skipped: 0,
      messageCode: 'completed',
      finishedAt: expect.any(String),
    });
    expect(body.lastTransfer).toMatchObject({
      processId: transfer.body.processId,
      state: 'completed',
      processed: 88,
      messageCode: 'completed',
    });

    // A later import is the last one; the transfer's result stays beside it.
    const again = await post('/api/admin/ingest/bodacc-csv').send({}).expect(200);
    await waitForRun(t, again.body.processId);
    const after = await dataJobs();
    expect(after.lastImport).toMatchObject({ processId: again.body.processId, inserted: 0 });
    expect(after.lastTransfer.processId).toBe(transfer.body.processId);
  });

  it('refuses a malformed or wrongly typed upload to the import with a code, and keeps no file', async () => {
    const before = storedUploads();
    const notCsv = await post('/api/admin/ingest/bodacc-csv')
      .attach('csvFile', SAMPLE_CSV, 'export.txt')
      .expect(415);
    expect(notCsv.body.code).toBe('INGEST_NOT_CSV');
    const otherField = await post('/api/admin/ingest/bodacc-csv')
      .attach('file', SAMPLE_CSV, 'export.csv')
      .expect(400);
    expect(otherField.body.code).toBe('INGEST_UPLOAD_INVALID');
    const badField = await post('/api/admin/ingest/bodacc-csv')
      .field('batchSize', 'many')
      .attach('csvFile', SAMPLE_CSV, 'export.csv')
      .expect(400);
    expect(badField.body.code).toBe('VALIDATION_FAILED');
    expect(storedUploads()).toEqual(before);
  });

  it('refuses the BODACC export given to the analyzer ingestion at once, uploaded or by path', async () => {
    const before = storedUploads();
    const uploaded = await post('/api/admin/analyzer-ingest/start')
      .field('targetUserId', ownerId)
      .attach('csvFile', SAMPLE_CSV, 'bodacc.csv')
      .expect(400);
    expect(uploaded.body).toMatchObject({
      code: 'INGEST_BODACC_EXPORT',
      message: 'This is a BODACC export: use the BODACC import on the data page',
    });
    expect(storedUploads()).toEqual(before);

    const byPath = await post('/api/admin/analyzer-ingest/start')
      .send({ csvFilePath: 'sample-real.csv', targetUserId: ownerId })
      .expect(400);
    expect(byPath.body.code).toBe('INGEST_BODACC_EXPORT');
    const [{ runs }] = await db().query(
      `SELECT count(*)::int AS runs FROM job_runs WHERE kind = 'analyzer_ingest'`,
    );
    expect(runs).toBe(0);
  });

  it('fails an analyzer run that finds the BODACC export only when reading it', async () => {
    const processId = randomUUID();
    const filePath = join(ingestDir, 'sample-real.csv');
    const params = {
      filePath,
      targetUserId: ownerId,
      batchSize: 100,
      rowLimit: null,
      source: `${ownerId}:${filePath}`,
      resumedFrom: null,
    };
    await db().query(
      `INSERT INTO job_runs (id, kind, params, state, processed, inserted, skipped)
       VALUES ($1, 'analyzer_ingest', $2, 'queued', 0, 0, 0)`,
      [processId, JSON.stringify(params)],
    );
    await t.app.get(AnalyzerIngestService).handle({ processId });
    const [run] = await db().query(`SELECT * FROM job_runs WHERE id = $1`, [processId]);
    expect(run).toMatchObject({
      state: 'failed',
      processed: 0,
      message_code: 'bodaccExport',
      message: 'This is a BODACC export: use the BODACC import on the data page',
    });
    expect((await logsOf(processId)).map((log) => log.code)).toEqual([
      'started',
      'failed.bodaccExport',
    ]);
  });

  it('fails a run whose every row is skipped, its log keeping each line and reason', async () => {
    const lines = [
      'annonce_id;date_parution;nom_complet',
      ';2024-01-01;Sans identifiant',
      'X-2;2024-13-01;Date impossible',
      ';2024-01-03;Encore sans identifiant',
    ];
    writeFileSync(join(ingestDir, 'all-bad.csv'), lines.join('\n') + '\n');
    const started = await post('/api/admin/analyzer-ingest/start')
      .send({ csvFilePath: 'all-bad.csv', targetUserId: ownerId })
      .expect(200);
    const run = await waitForRun(t, started.body.processId);
    expect(run).toMatchObject({ state: 'failed', processed: 3, inserted: 0, skipped: 3 });
    expect(run.message).toBe(
      "Every row was skipped (3 rows read): nothing was loaded; the log gives each line's reason",
    );
    const logs = await logsOf(started.body.processId);
    expect(logs.filter((log) => log.level === 'warn').map((log) => [log.line, log.code])).toEqual([
      [2, 'lineSkipped.emptyAnnonceId'],
      [3, 'lineSkipped.invalidDate'],
      [4, 'lineSkipped.emptyAnnonceId'],
    ]);
    expect(logs.at(-1)).toMatchObject({ level: 'error', code: 'failed.everyRowSkipped' });
    const status = await t.http
      .get('/api/admin/analyzer-ingest/status')
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(status.body).toMatchObject({
      state: 'failed',
      messageCode: 'everyRowSkipped',
      messageParams: { processed: 3, inserted: 0, updated: 0, skipped: 3 },
    });

    // The BODACC import too: an analyzer CSV has no dateparution on any row.
    writeFileSync(
      join(ingestDir, 'analyzer.csv'),
      'annonce_id;date_parution;nom_complet\nA-1;2024-01-01;Alpha\nA-2;2024-01-02;Beta\n',
    );
    const imported = await post('/api/admin/ingest/bodacc-csv')
      .send({ filePath: 'analyzer.csv' })
      .expect(200);
    expect(await waitForRun(t, imported.body.processId)).toMatchObject({
      state: 'failed',
      processed: 2,
      skipped: 2,
    });
    expect((await dataJobs()).lastImport).toMatchObject({
      state: 'failed',
      messageCode: 'everyRowSkipped',
    });
  });

  it('answers a malformed run id as an unknown run, with a code', async () => {
    for (const path of ['/api/admin/jobs/not-a-uuid', '/api/admin/jobs/not-a-uuid/stop']) {
      const call = path.endsWith('stop') ? t.http.post(path) : t.http.get(path);
      const response = await call.set(bearer(admin.accessToken)).expect(404);
      expect(response.body.code).toBe('JOB_NOT_FOUND');
    }
  });

  it('still completes a run where only some rows are skipped', async () => {
    writeFileSync(
      join(ingestDir, 'some-bad.csv'),
      'annonce_id;date_parution;nom_complet\nS-1;2024-01-01;Alpha\n;2024-01-02;Sans identifiant\n',
    );
    const started = await post('/api/admin/analyzer-ingest/start')
      .send({ csvFilePath: 'some-bad.csv', targetUserId: ownerId })
      .expect(200);
    expect(await waitForRun(t, started.body.processId)).toMatchObject({
      state: 'completed',
      processed: 2,
      inserted: 1,
      skipped: 1,
    });
  });
});
