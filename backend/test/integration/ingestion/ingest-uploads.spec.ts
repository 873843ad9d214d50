import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { JobLifecycle } from '../../../src/modules/ingestion/job-lifecycle';
import { JobRunRepository } from '../../../src/modules/ingestion/job-run.repository';
import { JobUploads, UPLOAD_RETENTION_MS } from '../../../src/modules/ingestion/job-uploads';
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

const CSV = Buffer.from('annonce_id;date_parution;nom_complet\nU-1;2024-01-01;Entreprise U\n');

/**
 * Uploads of the data jobs: only an accepted upload stays in INGEST_DIR/uploads, and only until
 * its run has finished (issue 28); a file the admin named on the server is never removed.
 */
describe('analyzer CSV uploads', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let ingestDir: string;
  let uploadDir: string;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let ownerId: number;

  beforeAll(async () => {
    database = await createIsolatedDatabase('uploads');
    ingestDir = makeIngestDir();
    uploadDir = join(ingestDir, 'uploads');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      INGEST_MAX_UPLOAD_MB: '1',
    });
    admin = await makeAdmin(t);
    ownerId = (await signedInUser(t)).user.id;
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  const storedUploads = () => (existsSync(uploadDir) ? readdirSync(uploadDir) : []);
  const upload = () =>
    t.http.post('/api/admin/analyzer-ingest/start').set(bearer(admin.accessToken));

  it('leaves no file on disk when the upload is refused, whatever the reason', async () => {
    const refusals: [string, () => ReturnType<typeof upload>, number, string?][] = [
      [
        'not a .csv',
        () => upload().field('targetUserId', ownerId).attach('csvFile', CSV, 'data.txt'),
        415,
        'INGEST_NOT_CSV',
      ],
      [
        'over INGEST_MAX_UPLOAD_MB',
        () =>
          upload()
            .field('targetUserId', ownerId)
            .attach('csvFile', Buffer.alloc(2 * 1024 * 1024, 'a'), 'big.csv'),
        413,
      ],
      [
        'an invalid field',
        () => upload().field('targetUserId', 'abc').attach('csvFile', CSV, 'data.csv'),
        400,
        'VALIDATION_FAILED',
      ],
      [
        'an unknown field',
        () =>
          upload()
            .field('targetUserId', ownerId)
            .field('extra', 'x')
            .attach('csvFile', CSV, 'data.csv'),
        400,
        'VALIDATION_FAILED',
      ],
      [
        'an unknown target user',
        () => upload().field('targetUserId', 99999999).attach('csvFile', CSV, 'data.csv'),
        400,
        'INGEST_TARGET_USER_NOT_FOUND',
      ],
      [
        'a NUL in the file name',
        () => upload().field('targetUserId', ownerId).attach('csvFile', CSV, 'nul\u0000.csv'),
        400,
      ],
      [
        'two files',
        () =>
          upload()
            .field('targetUserId', ownerId)
            .attach('csvFile', CSV, 'a.csv')
            .attach('csvFile', CSV, 'b.csv'),
        400,
      ],
      [
        'a file in another field',
        () =>
          upload()
            .field('targetUserId', ownerId)
            .attach('csvFile', CSV, 'a.csv')
            .attach('other', CSV, 'b.csv'),
        400,
      ],
    ];
    for (const [reason, send, status, code] of refusals) {
      const response = await send();
      expect({ reason, status: response.status }).toEqual({ reason, status });
      if (code) expect(response.body.code).toBe(code);
      expect({ reason, stored: storedUploads() }).toEqual({ reason, stored: [] });
    }
  });

  /** Resolves once the queue is done with the job: its run finished and its clean-up done. */
  const handled = async (queue: string, processId: string) => {
    const jobs = t.app.get<Queue>(getQueueToken(queue));
    for (let i = 0; i < 1000; i += 1) {
      if (['completed', 'failed'].includes(await jobs.getJobState(processId))) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`job ${processId} of ${queue} not handled`);
  };
  const db = () => t.app.get(DataSource);

  it('keeps an accepted upload while its job runs, and removes it once the job has completed', async () => {
    const response = await upload()
      .field('targetUserId', ownerId)
      .attach('csvFile', CSV, 'accepted.csv')
      .expect(200);
    const [{ filePath }] = await db().query(
      `SELECT params ->> 'filePath' AS "filePath" FROM job_runs WHERE id = $1`,
      [response.body.processId],
    );
    expect(existsSync(filePath)).toBe(true);
    expect(await waitForRun(t, response.body.processId)).toMatchObject({
      state: 'completed',
      inserted: 1,
    });
    await handled('analyzer-ingest', response.body.processId);
    expect(storedUploads()).toEqual([]);
  });

  it('removes the upload of a BODACC import, and of a run stopped before it started', async () => {
    const imported = await t.http
      .post('/api/admin/ingest/bodacc-csv')
      .set(bearer(admin.accessToken))
      .attach('csvFile', SAMPLE_CSV, 'export.csv')
      .expect(200);
    expect(await waitForRun(t, imported.body.processId)).toMatchObject({ state: 'completed' });
    await handled('bodacc-import', imported.body.processId);
    expect(storedUploads()).toEqual([]);

    // Stopped while still queued: the stop flag is set before any worker can pick the job up.
    const queue = t.app.get<Queue>(getQueueToken('analyzer-ingest'));
    await queue.pause();
    const queued = await upload()
      .field('targetUserId', ownerId)
      .attach('csvFile', CSV, 'stopped.csv')
      .expect(200);
    await t.http
      .post(`/api/admin/jobs/${queued.body.processId}/stop`)
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(storedUploads()).toHaveLength(1);
    await queue.resume();
    expect(await waitForRun(t, queued.body.processId)).toMatchObject({ state: 'stopped' });
    await handled('analyzer-ingest', queued.body.processId);
    expect(storedUploads()).toEqual([]);
  });

  it('never removes a file the admin named on the server, even inside the uploads folder', async () => {
    mkdirSync(uploadDir, { recursive: true });
    writeFileSync(join(uploadDir, 'named-by-admin.csv'), CSV);
    writeFileSync(join(ingestDir, 'server-file.csv'), CSV);
    for (const csvFilePath of ['uploads/named-by-admin.csv', 'server-file.csv']) {
      const started = await t.http
        .post('/api/admin/analyzer-ingest/start')
        .set(bearer(admin.accessToken))
        .send({ csvFilePath, targetUserId: ownerId })
        .expect(200);
      expect(await waitForRun(t, started.body.processId)).toMatchObject({ state: 'completed' });
      await handled('analyzer-ingest', started.body.processId);
    }
    const imported = await t.http
      .post('/api/admin/ingest/bodacc-csv')
      .set(bearer(admin.accessToken))
      .send({ filePath: 'sample-real.csv' })
      .expect(200);
    expect(await waitForRun(t, imported.body.processId)).toMatchObject({ state: 'completed' });
    await handled('bodacc-import', imported.body.processId);
    expect(storedUploads()).toEqual(['named-by-admin.csv']);
    expect(existsSync(join(ingestDir, 'server-file.csv'))).toBe(true);
    expect(existsSync(join(ingestDir, 'sample-real.csv'))).toBe(true);
    rmSync(join(uploadDir, 'named-by-admin.csv'));
  });

  it('keeps the upload while a job whose attempt failed will be tried again', async () => {
    const runs = t.app.get(JobRunRepository);
    // The first attempt loses PostgreSQL before it records anything: the queue tries again.
    const outage = jest
      .spyOn(runs, 'markRunning')
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    const response = await upload()
      .field('targetUserId', ownerId)
      .attach('csvFile', CSV, 'retried.csv')
      .expect(200);
    const queue = t.app.get<Queue>(getQueueToken('analyzer-ingest'));
    for (
      let i = 0;
      i < 500 && (await queue.getJobState(response.body.processId)) !== 'delayed';
      i += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await queue.getJobState(response.body.processId)).toBe('delayed');
    expect(storedUploads()).toHaveLength(1);
    outage.mockRestore();
    expect(await waitForRun(t, response.body.processId)).toMatchObject({ state: 'completed' });
    await handled('analyzer-ingest', response.body.processId);
    expect(storedUploads()).toEqual([]);
  });

  it('removes the upload of a job the queue abandoned', async () => {
    const response = await upload()
      .field('targetUserId', ownerId)
      .attach('csvFile', CSV, 'abandoned.csv')
      .expect(200);
    await waitForRun(t, response.body.processId);
    await handled('analyzer-ingest', response.body.processId);
    // As if the run had crashed its workers: back to running with its file, then abandoned.
    writeFileSync(join(uploadDir, 'abandoned-copy.csv'), CSV);
    await db().query(
      `UPDATE job_runs SET state = 'running', params = jsonb_set(params, '{filePath}', to_jsonb($2::text))
       WHERE id = $1`,
      [response.body.processId, join(uploadDir, 'abandoned-copy.csv')],
    );
    await t.app
      .get(JobLifecycle)
      .abandon(response.body.processId, { reason: 'stalled', crashes: 2 });
    expect((await waitForRun(t, response.body.processId)).state).toBe('failed');
    expect(storedUploads()).toEqual([]);
  });

  it('removes, when a worker starts, old uploads that no queued or running job reads', async () => {
    mkdirSync(uploadDir, { recursive: true });
    const old = (Date.now() - UPLOAD_RETENTION_MS - 60_000) / 1000;
    const file = (name: string, isOld: boolean) => {
      writeFileSync(join(uploadDir, name), CSV);
      if (isOld) utimesSync(join(uploadDir, name), old, old);
      return join(uploadDir, name);
    };
    file('old-orphan.csv', true);
    file('recent.csv', false);
    const running = file('old-but-running.csv', true);
    await db().query(
      `INSERT INTO job_runs (id, kind, params, state, processed, inserted, skipped)
       VALUES ($1, 'analyzer_ingest', $2, 'running', 0, 0, 0)`,
      [
        randomUUID(),
        {
          filePath: running,
          isUpload: true,
          targetUserId: ownerId,
          batchSize: 100,
          rowLimit: null,
          source: 'upload:x',
          resumedFrom: null,
        },
      ],
    );
    await t.app.get(JobUploads).sweep();
    expect(storedUploads().sort()).toEqual(['old-but-running.csv', 'recent.csv']);
  });
});
