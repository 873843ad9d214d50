import { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { makeAdminWithoutMail } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  makeIngestDir,
  startWorkerProcess,
  waitForRun,
  writeGeneratedBodacc,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

/** Real worker processes (the built `npm run worker`) beside an API-only app. */
describe('worker processes', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let ingestDir: string;
  let admin: Awaited<ReturnType<typeof makeAdminWithoutMail>>;
  const prefix = `test-workers-${randomUUID()}`;
  const workers: ChildProcess[] = [];
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    database = await createIsolatedDatabase('workers');
    ingestDir = makeIngestDir();
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      PROCESS_ROLE: 'api',
      REDIS_KEY_PREFIX: prefix,
    });
    // API-only: e-mails wait for the workers, which each test starts itself.
    admin = await makeAdminWithoutMail(t);
  }, 60000);
  afterAll(async () => {
    workers.forEach((worker) => worker.exitCode === null && worker.kill('SIGKILL'));
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  const startWorker = async () => {
    const worker = await startWorkerProcess({ databaseUrl: database.url, redisKeyPrefix: prefix });
    workers.push(worker);
    return worker;
  };

  const startImport = async (filePath: string, batchSize: number) =>
    (
      await t.http
        .post('/api/admin/ingest/bodacc-csv')
        .set(bearer(admin.accessToken))
        .send({ filePath, batchSize })
        .expect(200)
    ).body.processId as string;

  const countIds = async (prefixLetter: string) =>
    (
      await db().query(`SELECT count(*)::int AS count FROM bodacc_announcements WHERE id LIKE $1`, [
        `${prefixLetter}%`,
      ])
    )[0].count as number;

  it('resumes a job whose worker was killed with SIGKILL, to an exact row count', async () => {
    const rows = 40000;
    writeGeneratedBodacc(ingestDir, 'killed.csv', rows, 'K');
    const first = await startWorker();
    const processId = await startImport('killed.csv', 100);
    const before = await waitForRun(t, processId, (run) => run.processed >= 3000, 30000);
    first.kill('SIGKILL');
    expect(before.state).toBe('running');
    await startWorker();
    const run = await waitForRun(t, processId, (r) => r.state === 'completed', 60000);
    expect(run).toMatchObject({ processed: rows, inserted: rows, skipped: 0 });
    expect(await countIds('K')).toBe(rows);
    const logs: { message: string }[] = await db().query(
      `SELECT message FROM job_run_logs WHERE job_run_id = $1 ORDER BY id`,
      [processId],
    );
    expect(logs.some((log) => log.message.includes('Picked up again'))).toBe(true);
  }, 120000);

  it('shares queued jobs between two workers without processing any twice', async () => {
    await startWorker();
    const files = ['P', 'Q', 'R', 'U'].map((letter) =>
      writeGeneratedBodacc(ingestDir, `share-${letter}.csv`, 3000, letter),
    );
    const ids = await Promise.all(files.map((file) => startImport(file, 200)));
    const runs = await Promise.all(
      ids.map((id) => waitForRun(t, id, (r) => r.state === 'completed', 60000)),
    );
    runs.forEach((run) => expect(run).toMatchObject({ processed: 3000, inserted: 3000 }));
    for (const letter of ['P', 'Q', 'R', 'U']) expect(await countIds(letter)).toBe(3000);
    const started: { message: string }[] = await db().query(
      `SELECT message FROM job_run_logs WHERE job_run_id = ANY($1) AND message LIKE 'Started on worker%'`,
      [ids],
    );
    expect(started).toHaveLength(4);
    expect(new Set(started.map((log) => log.message)).size).toBe(2);
  }, 120000);
});
