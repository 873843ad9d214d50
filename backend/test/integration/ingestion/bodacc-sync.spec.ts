import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { BodaccSyncJob } from '../../../src/modules/ingestion/bodacc-sync.job';
import { BodaccSyncLauncher } from '../../../src/modules/ingestion/bodacc-sync.launcher';
import { addDays, dayInParis } from '../../../src/shared/time';
import { FakeBodaccPortal } from '../../support/fake-bodacc-portal';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix, RunRow, waitForRun } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

/** The latest day of the real sample's notices (shared/fixtures/bodacc/sample-real.csv). */
const SAMPLE_LATEST_DAY = '2026-09-27';

type Database = Awaited<ReturnType<typeof createIsolatedDatabase>>;
type Admin = Awaited<ReturnType<typeof makeAdmin>>;

/** CONTRACT §7.5 and issue 16: the scheduled sync, against a local stand-in for the portal. */
describe('BODACC sync from the portal', () => {
  const portal = new FakeBodaccPortal();
  let t: TestApp;
  let database: Database;
  let dataDir: string;
  let admin: Admin;
  const db = () => t.app.get(DataSource);
  const today = dayInParis(new Date());
  const yesterday = addDays(today, -1);

  beforeAll(async () => {
    const url = await portal.start();
    database = await createIsolatedDatabase('sync');
    dataDir = mkdtempSync(join(tmpdir(), 'sync-data-'));
    t = await startTestApp({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      BODACC_SYNC_URL: url,
      BODACC_SYNC_FROM: '2000-01-01',
      // Never during the tests: runs are started by the worker's first start and by the tests.
      BODACC_SYNC_CRON: '0 0 1 1 *',
      BODACC_SYNC_ATTEMPTS: '3',
      BODACC_SYNC_RETRY_BASE_MS: '50',
      BODACC_SYNC_MAX_WAIT_MS: '5000',
      BODACC_SYNC_TIMEOUT_MS: '2000',
    });
    admin = await makeAdmin(t);
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await portal.stop();
    await database.drop();
  });

  const status = async () =>
    (await t.http.get('/api/admin/sync').set(bearer(admin.accessToken)).expect(200)).body;
  const syncNow = async () =>
    (await t.http.post('/api/admin/sync/run').set(bearer(admin.accessToken)).expect(200)).body
      .processId as string;
  const count = async (table: string) =>
    (await db().query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  const logCodes = async (runId: string) =>
    (
      await db().query(`SELECT code FROM job_run_logs WHERE job_run_id = $1 ORDER BY id`, [runId])
    ).map((log: { code: string }) => log.code) as string[];
  const logsOf = async (runId: string) =>
    (await db().query(
      `SELECT code, params, line FROM job_run_logs WHERE job_run_id = $1 ORDER BY id`,
      [runId],
    )) as { code: string; params: Record<string, unknown>; line: number | null }[];
  const syncRuns = async () =>
    (await db().query(`SELECT id FROM job_runs WHERE kind = 'bodacc_sync'`)).length as number;

  it('fills the catalogue by itself when the workers first start, every notice once', async () => {
    const deadline = Date.now() + 20000;
    let first = (await status()).lastRun;
    while (!first && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      first = (await status()).lastRun;
    }
    const run = await waitForRun(t, first.processId);
    expect(run).toMatchObject({ state: 'completed', processed: 88, inserted: 88, skipped: 0 });
    expect(await count('analyzer_records')).toBe(portal.rowCount);
    // Nobody is assigned the sync's records: plan grants open the catalogue to subscribers.
    expect(await count('record_assignments')).toBe(0);

    const [asked] = portal.requests;
    expect(asked.url.searchParams.get('where')).toBe("dateparution>=date'2000-01-01'");
    expect(Object.fromEntries(asked.url.searchParams)).toMatchObject({
      delimiter: ';',
      use_labels: 'false',
      order_by: 'dateparution',
    });
    expect(asked.userAgent).toMatch(
      /^Analyseur-entreprises \(BODACC sync; \+http:\/\/app\.test\)$/,
    );

    const body = await status();
    expect(body).toMatchObject({
      enabled: true,
      paused: false,
      schedule: { pattern: '0 0 1 1 *', timeZone: 'Europe/Paris' },
      syncedThrough: SAMPLE_LATEST_DAY,
      lastRun: {
        processId: first.processId,
        state: 'completed',
        added: 88,
        messageCode: 'syncCompleted',
        messageParams: {
          processed: 88,
          inserted: 88,
          skipped: 0,
          syncedThrough: SAMPLE_LATEST_DAY,
        },
      },
    });
    expect(new Date(body.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    expect(await logCodes(first.processId)).toEqual([
      'started',
      'syncAsking',
      'syncDownloaded',
      'syncImported',
      'syncCompleted',
    ]);
  });

  it('asks only for what follows the watermark next time, and adds nothing twice', async () => {
    const asked = portal.requests.length;
    const run = await waitForRun(t, await syncNow());
    expect(run).toMatchObject({ state: 'completed', inserted: 0 });
    expect(portal.wheres().slice(asked)).toEqual([
      `dateparution>=date'${addDays(SAMPLE_LATEST_DAY, 1)}'`,
    ]);
    expect(await count('analyzer_records')).toBe(88);
    expect(await status()).toMatchObject({
      syncedThrough: SAMPLE_LATEST_DAY,
      lastRun: { state: 'completed', added: 0, messageCode: 'syncCompletedEmpty' },
    });
  });

  it('waits out a 429 for its Retry-After and survives a 503', async () => {
    portal.publish('A209911240001', yesterday);
    portal.failNext({ status: 429, retryAfter: '1' }, { status: 503 });
    const asked = portal.requests.length;
    const run = await waitForRun(t, await syncNow());
    expect(run).toMatchObject({ state: 'completed', processed: 1, inserted: 1 });
    const requests = portal.requests.slice(asked);
    expect(requests).toHaveLength(3);
    expect(requests[1].at - requests[0].at).toBeGreaterThanOrEqual(1000);
    const retries = (await logsOf(run.id)).filter((log) => log.code === 'syncRetrying');
    expect(retries.map((log) => log.params)).toEqual([
      { attempt: 1, attempts: 3, reason: 'HTTP 429', seconds: 1 },
      { attempt: 2, attempts: 3, reason: 'HTTP 503', seconds: 1 },
    ]);
    // Yesterday is over: its notices are complete.
    expect((await status()).syncedThrough).toBe(yesterday);
  });

  it("downloads again after a dropped connection; today's notices keep the watermark at yesterday", async () => {
    portal.publish('A209911240002', today);
    // Broken JSON: the row is skipped and logged with its line, the run goes on.
    portal.publish('A209911240003', today, { listepersonnes: '{"personne": ' });
    portal.failNext({ drop: true });
    const asked = portal.requests.length;
    const run = await waitForRun(t, await syncNow());
    expect(run).toMatchObject({ state: 'completed', processed: 1, inserted: 1 });
    expect(portal.wheres().slice(asked)).toEqual([
      `dateparution>=date'${today}'`,
      `dateparution>=date'${today}'`,
    ]);
    const logs = await logsOf(run.id);
    expect(logs.find((log) => log.code === 'syncRetrying')?.params).toMatchObject({
      attempt: 1,
      reason: expect.stringMatching(/terminated/),
    });
    expect(logs.find((log) => log.code.startsWith('lineSkipped'))).toMatchObject({
      code: 'lineSkipped.invalidJson',
      line: 3,
    });
    expect(await count('analyzer_records')).toBe(90);
    expect((await status()).syncedThrough).toBe(yesterday);
  });

  it('ends failed with a clear message when the portal keeps failing, and keeps the watermark', async () => {
    portal.failNext({ status: 503 }, { status: 503 }, { status: 503 });
    const asked = portal.requests.length;
    const run = await waitForRun(t, await syncNow());
    expect(run.state).toBe('failed');
    expect(run.message).toBe('The portal could not be read after 3 attempts: HTTP 503');
    expect(portal.requests.length - asked).toBe(3);
    expect((await logCodes(run.id)).slice(-1)).toEqual(['failed.syncDownloadFailed']);
    expect(await status()).toMatchObject({
      syncedThrough: yesterday,
      lastRun: {
        state: 'failed',
        added: 0,
        messageCode: 'syncDownloadFailed',
        messageParams: { attempts: 3, reason: 'HTTP 503' },
      },
    });
  });

  it('never runs two syncs at once, and drops a stalled connection', async () => {
    const runsBefore = await syncRuns();
    portal.holdAnswers();
    const asked = portal.requests.length;
    const processId = await syncNow();
    await waitForRun(t, processId, (run: RunRow) => run.state === 'running');
    const again = await t.http
      .post('/api/admin/sync/run')
      .set(bearer(admin.accessToken))
      .expect(409);
    expect(again.body.code).toBe('SYNC_ALREADY_RUNNING');
    expect((await status()).lastRun).toMatchObject({ processId, state: 'running' });
    // An occurrence of the schedule, and the same run handed to a second worker: both leave it
    // to the process that holds it.
    await t.app.get(BodaccSyncJob).handle({ isScheduled: true });
    await t.app.get(BodaccSyncJob).handle({ processId });
    expect(await syncRuns()).toBe(runsBefore + 1);
    expect((await logCodes(processId)).filter((code) => code === 'started')).toHaveLength(1);

    // Nothing arrives: the connection is dropped after BODACC_SYNC_TIMEOUT_MS, then asked again.
    while (portal.requests.length - asked < 2) await new Promise((r) => setTimeout(r, 50));
    portal.releaseAnswers();
    expect(await waitForRun(t, processId)).toMatchObject({ state: 'completed' });
    expect(
      (await logsOf(processId)).find((log) => log.code === 'syncRetrying')?.params,
    ).toMatchObject({ reason: 'nothing received for 2 s' });
  });

  it('does nothing on its schedule while paused; "sync now" still runs, and resume restores it', async () => {
    const paused = await t.http
      .post('/api/admin/sync/pause')
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(paused.body).toMatchObject({ enabled: true, paused: true, nextRunAt: null });
    const runsBefore = await syncRuns();
    await t.app.get(BodaccSyncJob).handle({ isScheduled: true });
    expect(await syncRuns()).toBe(runsBefore);

    expect((await waitForRun(t, await syncNow())).state).toBe('completed');

    const resumed = await t.http
      .post('/api/admin/sync/resume')
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(resumed.body.paused).toBe(false);
    expect(new Date(resumed.body.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    await t.app.get(BodaccSyncJob).handle({ isScheduled: true });
    expect(await syncRuns()).toBe(runsBefore + 2);
    expect((await status()).lastRun.state).toBe('completed');
  });

  it('picks a crashed run up from its checkpoint, with the file it had downloaded', async () => {
    const processId = await t.app.get(BodaccSyncLauncher).createRun('admin', admin.user.id);
    const [{ params }] = await db().query(`SELECT params FROM job_runs WHERE id = $1`, [processId]);
    mkdirSync(join(dataDir, 'bodacc-sync'), { recursive: true });
    writeFileSync(
      join(dataDir, 'bodacc-sync', `${processId}.csv`),
      portal.exportBody(params.fromDay),
    );
    // The worker died after committing the file's first data line.
    await db().query(
      `UPDATE job_runs SET state = 'running', processed = 1, checkpoint = '{"line": 2}' WHERE id = $1`,
      [processId],
    );
    const asked = portal.requests.length;
    await t.app.get(BodaccSyncJob).handle({ processId });
    expect(portal.requests.length).toBe(asked);
    const codes = await logCodes(processId);
    expect(codes.slice(0, 4)).toEqual([
      'started',
      'resumedAfterInterruption',
      'syncReusingDownload',
      'resumingAfterLine',
    ]);
    expect((await waitForRun(t, processId)).state).toBe('completed');
  });

  it('refuses anonymous callers (401) and users (403) on every sync route', async () => {
    const user = await signedInUser(t);
    const routes: [string, string][] = [
      ['get', '/api/admin/sync'],
      ['post', '/api/admin/sync/run'],
      ['post', '/api/admin/sync/pause'],
      ['post', '/api/admin/sync/resume'],
    ];
    for (const [method, path] of routes) {
      const call = (t.http as unknown as Record<string, (p: string) => import('supertest').Test>)[
        method
      ];
      await call(path).expect(401);
      const denied = await call(path).set(bearer(user.accessToken)).expect(403);
      expect(denied.body.code).toBe('FORBIDDEN');
    }
  });
});

describe('BODACC sync disabled (BODACC_SYNC_URL empty)', () => {
  let t: TestApp;
  let database: Database;
  let admin: Admin;

  beforeAll(async () => {
    database = await createIsolatedDatabase('nosync');
    t = await startTestApp({ DATABASE_URL: database.url, BODACC_SYNC_URL: '' });
    admin = await makeAdmin(t);
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('says so, schedules nothing, refuses "sync now", and the rest works', async () => {
    const status = await t.http.get('/api/admin/sync').set(bearer(admin.accessToken)).expect(200);
    expect(status.body).toMatchObject({
      enabled: false,
      paused: false,
      syncedThrough: null,
      nextRunAt: null,
      lastRun: null,
    });
    const refused = await t.http
      .post('/api/admin/sync/run')
      .set(bearer(admin.accessToken))
      .expect(409);
    expect(refused.body.code).toBe('SYNC_DISABLED');
    const queue = t.app.get<Queue>(getQueueToken('bodacc-sync'));
    expect(await queue.getJobSchedulers()).toEqual([]);
    expect(await queue.count()).toBe(0);
    const health = await t.http
      .get('/api/admin/system-health')
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(health.body.status).toBe('healthy');
  });
});
