import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setLogDestination } from '../../../src/shared/logging';
import { FakeBodaccPortal } from '../../support/fake-bodacc-portal';
import { makeAdmin } from '../../support/identity-factory';
import { bearer, clearRedisPrefix, waitForRun } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

type LogLine = {
  level: number;
  msg: string;
  req?: { url?: string };
  res?: { statusCode?: number };
};
const DEBUG = 20;
const INFO = 30;
const WARN = 40;

/**
 * Issue 30, finding 9: every request was logged at INFO (530 lines in 12 minutes), a wrong-file
 * upload at ERROR, and a failed sync said nothing in the terminal.
 */
describe('what the terminal shows of requests and jobs', () => {
  const portal = new FakeBodaccPortal();
  const lines: LogLine[] = [];
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let token: string;

  beforeAll(async () => {
    const url = await portal.start();
    database = await createIsolatedDatabase('ops-logs');
    setLogDestination({ write: (line: string) => void lines.push(JSON.parse(line)) });
    t = await startTestApp({
      LOG_LEVEL: 'debug',
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ops-logs-')),
      BODACC_SYNC_URL: url,
      BODACC_SYNC_FROM: '2000-01-01',
      BODACC_SYNC_CRON: '0 0 1 1 *',
      BODACC_SYNC_ATTEMPTS: '2',
      BODACC_SYNC_RETRY_BASE_MS: '20',
      BODACC_SYNC_MAX_WAIT_MS: '1000',
      BODACC_SYNC_TIMEOUT_MS: '2000',
    });
    // Nest buffers its own log lines until listen(), which a supertest app never calls.
    t.app.flushLogs();
    token = (await makeAdmin(t)).accessToken;
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    setLogDestination(undefined);
    await portal.stop();
    await database.drop();
  });

  /** The access-log line of the latest request to this path (pino-http writes it on finish). */
  const requestLine = async (path: string): Promise<LogLine> => {
    for (let i = 0; i < 100; i++) {
      const found = lines.filter((line) => line.req?.url === path && line.res).at(-1);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no access-log line for ${path}`);
  };

  it('logs an ordinary successful request at debug, not info', async () => {
    await t.http.get('/api/admin/data-jobs').set(bearer(token)).expect(200);
    expect((await requestLine('/api/admin/data-jobs')).level).toBe(DEBUG);
  });

  it('logs a wrong-file upload (a client error) at info, nothing at warn or above', async () => {
    const before = lines.length;
    await t.http
      .post('/api/admin/ingest/bodacc-csv')
      .set(bearer(token))
      .attach('csvFile', Buffer.from('not a csv'), 'notes.txt')
      .expect(415);
    expect((await requestLine('/api/admin/ingest/bodacc-csv')).level).toBe(INFO);
    expect(lines.slice(before).filter((line) => line.level >= WARN)).toEqual([]);
  });

  it('logs the import of a wrong file as a warning naming the job, not as an error', async () => {
    const before = lines.length;
    const { body } = await t.http
      .post('/api/admin/ingest/bodacc-csv')
      .set(bearer(token))
      .attach('csvFile', Buffer.from('nom;ville\nDupont;Lyon\n'), 'clients.csv')
      .expect(200);
    const run = await waitForRun(t, body.processId);
    expect(run.state).toBe('failed');
    const told = () => lines.slice(before).filter((line) => line.msg.includes(run.id));
    for (let i = 0; i < 50 && !told().some((line) => line.level >= WARN); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(told().map((line) => [line.level, line.msg])).toEqual([
      [WARN, `BODACC import ${run.id} failed: ${run.message}`],
    ]);
  });

  it('says in one warning or error line that a sync failed, and why', async () => {
    // The first sync the worker starts by itself: let it end before failing the next one.
    for (let i = 0; i < 500; i++) {
      const { body } = await t.http.get('/api/admin/sync').set(bearer(token));
      if (body.lastRun && body.lastRun.state !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    portal.failNext({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 });
    const before = lines.length;
    const { body } = await t.http.post('/api/admin/sync/run').set(bearer(token)).expect(200);
    const run = await waitForRun(t, body.processId);
    expect(run.state).toBe('failed');
    const failures = () => lines.slice(before).filter((line) => line.level >= WARN);
    for (let i = 0; i < 50 && !failures().some((l) => l.msg.includes(run.id)); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const told = failures().filter((line) => line.msg.includes(run.id));
    expect(told).toHaveLength(1);
    expect(told[0].msg).toMatch(/BODACC sync/i);
    expect(told[0].msg).toContain(run.message);
  });
});
