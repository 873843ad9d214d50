import { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { UserDirectory } from '../../../src/modules/identity';
import { DEFAULT_BYTES_PER_NOTICE } from '../../../src/modules/ingestion/bodacc-history.service';
import { monthsNewestFirst } from '../../../src/modules/ingestion/history-months';
import { subscribe } from '../../support/alerts-helpers';
import { FakeBodaccPortal } from '../../support/fake-bodacc-portal';
import { makeAdminWithoutMail, PASSWORD, uniqueEmail } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  exitOf,
  startWorkerProcess,
  waitForRun,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

/** The history's range: the sync loads from SYNC_FROM on, the history the days before it. */
const HISTORY_FROM = '2025-01-01';
const SYNC_FROM = '2026-08-01';
const HISTORY_THROUGH = '2026-07-31';
/** PJ FACTORY, in liquidation: a notice of February 2026 in the real sample. */
const PJ_FACTORY = '920129970';

type Admin = Awaited<ReturnType<typeof makeAdminWithoutMail>>;

/**
 * CONTRACT §8.1, issue 31: the history loads the portal's months newest first, resumes the month
 * a killed worker left, runs beside the daily sync without gap or duplicate, notifies no one and
 * leaves each company's status right.
 */
describe('the BODACC history, month by month', () => {
  const portal = new FakeBodaccPortal();
  const prefix = `test-history-${randomUUID()}`;
  const workers: ChildProcess[] = [];
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let dataDir: string;
  let portalUrl: string;
  let admin: Admin;
  const db = () => t.app.get(DataSource);
  const syncEnv = () => ({
    DATA_DIR: dataDir,
    BODACC_SYNC_URL: portalUrl,
    BODACC_SYNC_FROM: SYNC_FROM,
    BODACC_SYNC_CRON: '0 0 1 1 *',
    BODACC_SYNC_RETRY_BASE_MS: '50',
    BODACC_SYNC_TIMEOUT_MS: '30000',
  });

  beforeAll(async () => {
    portalUrl = await portal.start();
    database = await createIsolatedDatabase('history');
    dataDir = mkdtempSync(join(tmpdir(), 'history-data-'));
    t = await startTestApp({
      DATABASE_URL: database.url,
      PROCESS_ROLE: 'api',
      REDIS_KEY_PREFIX: prefix,
      ...syncEnv(),
    });
    admin = await makeAdminWithoutMail(t);
  });
  afterAll(async () => {
    workers.forEach((worker) => worker.exitCode === null && worker.kill('SIGKILL'));
    await clearRedisPrefix(t);
    await t.close();
    await portal.stop();
    await database.drop();
  });

  const startWorker = async () => {
    const worker = await startWorkerProcess({
      databaseUrl: database.url,
      redisKeyPrefix: prefix,
      env: { JOB_LOCK_MS: '1500', ...syncEnv() },
    });
    workers.push(worker);
    return worker;
  };
  const history = async () =>
    (await t.http.get('/api/admin/history').set(bearer(admin.accessToken)).expect(200)).body;
  /** A paying user watching this company, made without e-mail (no worker sends it yet). */
  const watcherOf = async (siren: string) => {
    const email = uniqueEmail('watcher');
    await t.app.get(UserDirectory).ensureVerifiedUser(email, 'Watcher', PASSWORD);
    const login = await t.http.post('/api/auth/login').send({ email, password: PASSWORD });
    const token = login.body.accessToken as string;
    await subscribe(t, token, 'Professionnel');
    await t.http.post('/api/watches').set(bearer(token)).send({ siren }).expect(201);
    return login.body.user.id as number;
  };
  const monthAsked = (month: string) =>
    portal.wheres().some((where) => where?.startsWith(`dateparution>=date'${month}-01' and`));
  const until = async (condition: () => boolean | Promise<boolean>, what: string) => {
    const deadline = Date.now() + 60_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`never: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('estimates the range from the portal’s count before it starts', async () => {
    const estimate = await t.http
      .get(`/api/admin/history/estimate?from=${HISTORY_FROM}`)
      .set(bearer(admin.accessToken))
      .expect(200);
    const notices = portal.rowsOf(HISTORY_FROM, HISTORY_THROUGH).length;
    expect(estimate.body).toMatchObject({
      from: HISTORY_FROM,
      through: HISTORY_THROUGH,
      months: 19,
      notices,
      // A catalogue too small to measure itself is estimated at the bytes measured on real notices.
      diskBytes: notices * DEFAULT_BYTES_PER_NOTICE,
    });
    expect(await history()).toMatchObject({ state: 'idle', rows: 0 });
  });

  it('is killed in a month, resumes that month, runs beside the sync and notifies no one', async () => {
    const historyWatcher = await watcherOf(PJ_FACTORY);
    const syncSiren = portal.rowsOf(SYNC_FROM)[0].registre.split(',')[0].replace(/\s/g, '');
    const syncWatcher = await watcherOf(syncSiren);

    // Every export is held: the first worker starts the sync (its first start) and the history.
    portal.holdAnswers();
    const first = await startWorker();
    const started = await t.http
      .post('/api/admin/history/start')
      .set(bearer(admin.accessToken))
      .send({ from: HISTORY_FROM })
      .expect(200);
    expect(started.body).toMatchObject({ from: HISTORY_FROM, through: HISTORY_THROUGH });
    const processId = started.body.processId as string;
    await t.http
      .post('/api/admin/history/start')
      .set(bearer(admin.accessToken))
      .send({ from: HISTORY_FROM })
      .expect(409);

    // Newest first: July 2026 is asked first; each answer let through until February is asked.
    await until(() => monthAsked('2026-07'), 'July asked');
    await until(async () => {
      if (monthAsked('2026-02')) return true;
      portal.releaseAnswers();
      portal.holdAnswers();
      return false;
    }, 'February asked');
    await until(async () => (await history()).currentMonth === '2026-02', 'February in progress');
    expect(await history()).toMatchObject({ state: 'running', months: { done: 5, total: 19 } });

    // Killed while February downloads: the next worker redoes February, not the months before.
    first.kill('SIGKILL');
    await exitOf(first);
    const askedBefore = portal.requests.length;
    portal.releaseAnswers();
    await startWorker();
    const run = await waitForRun(t, processId, undefined, 90_000);
    expect(run).toMatchObject({ state: 'completed' });
    const askedAfter = portal.wheres().slice(askedBefore);
    expect(askedAfter.filter((where) => where?.includes("'2026-0"))[0]).toContain("'2026-02-01'");
    expect(askedAfter.some((where) => where?.includes("'2026-07-01'"))).toBe(false);

    const [syncRun] = await db().query(
      `SELECT id FROM job_runs WHERE kind = 'bodacc_sync' ORDER BY created_at LIMIT 1`,
    );
    expect(await waitForRun(t, syncRun.id, undefined, 90_000)).toMatchObject({
      state: 'completed',
    });

    // Each notice once, each publication day with exactly the portal's notices.
    const perDay = await db().query(
      `SELECT date_parution::text AS day, count(*)::int AS notices,
              count(DISTINCT annonce_id)::int AS distinct_notices
       FROM analyzer_records GROUP BY 1 ORDER BY 1`,
    );
    const expected = new Map<string, number>();
    for (const row of portal.rowsOf(HISTORY_FROM)) {
      expected.set(row.dateparution, (expected.get(row.dateparution) ?? 0) + 1);
    }
    expect(perDay).toEqual(
      [...expected].map(([day, notices]) => ({ day, notices, distinct_notices: notices })),
    );

    // Each notice's lists are in the block its row points to, and no block holds any other.
    const [blocks] = await db().query(
      `SELECT (SELECT count(*)::int FROM notice_detail_blocks b, jsonb_object_keys(b.details))
                AS entries,
              (SELECT count(*)::int FROM analyzer_records r JOIN notice_detail_blocks b
                 ON b.id = r.details_block AND b.details ? r.annonce_id) AS pointed,
              (SELECT count(*)::int FROM notice_detail_blocks) AS blocks`,
    );
    expect(blocks.blocks).toBeGreaterThan(1);
    expect(blocks.entries).toBe(blocks.pointed);

    // The history keeps the catalogue of its months, not their raw copy; the sync's days keep theirs.
    const [raw] = await db().query(
      `SELECT count(*) FILTER (WHERE dateparution <= $1)::int AS history,
              count(*) FILTER (WHERE dateparution > $1)::int AS sync
       FROM bodacc_announcements`,
      [HISTORY_THROUGH],
    );
    expect(raw).toEqual({ history: 0, sync: portal.rowsOf(SYNC_FROM).length });

    // The history's notices notified no one; the sync's did.
    const notified = async (userId: number) =>
      (
        await db().query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1`, [
          userId,
        ])
      )[0].n as number;
    expect(await notified(historyWatcher)).toBe(0);
    expect(await notified(syncWatcher)).toBeGreaterThan(0);

    // Statuses derived over the whole history.
    const [status] = await db().query(`SELECT code FROM company_status WHERE siren = $1`, [
      PJ_FACTORY,
    ]);
    expect(status.code).toBe('liquidation_judiciaire');

    expect(await history()).toMatchObject({
      state: 'completed',
      months: { done: 19, total: 19 },
      rows: portal.rowsOf(HISTORY_FROM, HISTORY_THROUGH).length,
      messageCode: 'historyCompleted',
    });

    // Each month's dead rows reclaimed and the catalogue's statistics taken, whatever autovacuum does.
    const tidied = await db().query(
      `SELECT relname AS table, last_vacuum IS NOT NULL AS vacuumed,
              last_analyze IS NOT NULL AS analyzed
       FROM pg_stat_user_tables
       WHERE relname IN ('analyzer_records', 'bodacc_announcements', 'catalogue_count_changes')
       ORDER BY relname`,
    );
    expect(tidied).toEqual([
      { table: 'analyzer_records', vacuumed: false, analyzed: true },
      { table: 'bodacc_announcements', vacuumed: true, analyzed: true },
      { table: 'catalogue_count_changes', vacuumed: true, analyzed: true },
    ]);

    // Once its months are in, the indexes its writes left half full are rebuilt packed.
    const packed = await db().query(
      `SELECT l.params FROM job_run_logs l JOIN job_runs r ON r.id = l.job_run_id
       WHERE r.kind = 'bodacc_history' AND l.code = 'historyIndexesPacked'`,
    );
    expect(packed).toHaveLength(1);
    expect(packed[0].params.afterMb).toBeLessThanOrEqual(packed[0].params.beforeMb);
  }, 180_000);

  it('pauses between two batches or months and resumes from the month it left', async () => {
    const post = (path: string) =>
      t.http.post(`/api/admin/history/${path}`).set(bearer(admin.accessToken)).send({});
    await post('pause').expect(409);
    await post('resume').expect(409);

    portal.holdAnswers();
    const asked = portal.requests.length;
    const started = await post('start').send({ from: HISTORY_FROM }).expect(200);
    await until(() => portal.requests.length > asked, 'a month asked');
    expect((await post('pause').expect(200)).body.state).toBe('running');
    portal.releaseAnswers();
    // The sync has run since: this history goes up to the day it synced through.
    const { through } = started.body as { through: string };
    const total = monthsNewestFirst(HISTORY_FROM, through).length;
    await waitForRun(t, started.body.processId, undefined, 60_000);
    const paused = await history();
    expect(paused).toMatchObject({ state: 'paused', processId: started.body.processId });
    expect(paused.months.done).toBeLessThan(total);

    const resumed = await post('resume').expect(200);
    expect(resumed.body.processId).not.toBe(started.body.processId);
    await post('resume').expect(409);
    expect(await waitForRun(t, resumed.body.processId, undefined, 60_000)).toMatchObject({
      state: 'completed',
    });
    expect(await history()).toMatchObject({
      state: 'completed',
      months: { done: total, total },
      rows: portal.rowsOf(HISTORY_FROM, through).length,
    });
    const months = portal
      .wheres()
      .slice(asked)
      .map((where) => /date'(\d{4}-\d{2})/.exec(where ?? '')?.[1]);
    // Each month asked once by the two runs, but the one the pause interrupted.
    expect(new Set(months).size).toBeGreaterThanOrEqual(months.length - 1);
    expect(new Set(months).size).toBe(total);
  }, 120_000);
});
