import { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { makeAdminWithoutMail } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  exitOf,
  makeIngestDir,
  startWorkerProcess,
  waitForRun,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

const REAL_GZ = join(__dirname, '..', '..', 'fixtures', 'real-a-2020-h1.csv.gz');
const PROBE = join(__dirname, '..', '..', 'support', 'event-loop-probe.js');
/** Real notices loaded: many batches, any one of which could hold the loop. */
const ROWS = 10_000;
/** The longest a load may hold the loop it shares with the API (issue 31). */
const MAX_BLOCK_MS = 100;

type LoopStats = { heldMs: number; maxDelayMs: number; p99Ms: number };

/**
 * Issue 31: with PROCESS_ROLE=all (what `make start` runs) the jobs run on the API's event loop;
 * an import and a transfer of real notices must never hold it more than 100 ms at a time. The
 * loop is measured in a worker process as `npm run worker` starts it (its heap, no test runner).
 */
describe('the event loop while real notices load', () => {
  const prefix = `test-loop-${randomUUID()}`;
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let ingestDir: string;
  let probeFile: string;
  let worker: ChildProcess;
  let admin: Awaited<ReturnType<typeof makeAdminWithoutMail>>;

  beforeAll(async () => {
    ingestDir = makeIngestDir();
    probeFile = join(ingestDir, 'event-loop.json');
    await pipeline(
      createReadStream(REAL_GZ),
      createGunzip(),
      createWriteStream(join(ingestDir, 'real.csv')),
    );
    database = await createIsolatedDatabase('event-loop');
    const env = { DATABASE_URL: database.url, INGEST_DIR: ingestDir, REDIS_KEY_PREFIX: prefix };
    t = await startTestApp({ ...env, PROCESS_ROLE: 'api' });
    admin = await makeAdminWithoutMail(t);
    worker = await startWorkerProcess({
      databaseUrl: database.url,
      redisKeyPrefix: prefix,
      heapMb: 192,
      env: {
        INGEST_DIR: ingestDir,
        EVENT_LOOP_PROBE_FILE: probeFile,
        NODE_OPTIONS: `--require ${PROBE}`,
      },
    });
  }, 120_000);
  afterAll(async () => {
    if (worker?.exitCode === null) {
      worker.kill('SIGTERM');
      await exitOf(worker);
    }
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  /** What the probe measured since it was last asked. */
  const loopStats = async (): Promise<LoopStats> => {
    rmSync(probeFile, { force: true });
    worker.kill('SIGWINCH');
    for (let i = 0; i < 250 && !existsSync(probeFile); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return JSON.parse(readFileSync(probeFile, 'utf8')) as LoopStats;
  };
  const run = async (path: string, body: Record<string, unknown>) => {
    const started = await t.http.post(path).set(bearer(admin.accessToken)).send(body).expect(200);
    return waitForRun(t, started.body.processId, undefined, 240_000);
  };

  it('is never held more than 100 ms by the import or the transfer', async () => {
    await loopStats(); // the start-up's, left out
    const imported = await run('/api/admin/ingest/bodacc-csv', {
      filePath: 'real.csv',
      limit: ROWS,
    });
    const importing = await loopStats();
    const transferred = await run('/api/admin/transfer/bodacc-to-analyzer', {});
    const transferring = await loopStats();
    expect(imported).toMatchObject({ state: 'completed', processed: ROWS, skipped: 0 });
    expect(transferred).toMatchObject({ state: 'completed', processed: ROWS, skipped: 0 });
    process.stderr.write(
      `event loop held at most ${importing.heldMs.toFixed(0)} ms importing ` +
        `(delayed ${importing.maxDelayMs.toFixed(0)} ms), ${transferring.heldMs.toFixed(0)} ms ` +
        `transferring (delayed ${transferring.maxDelayMs.toFixed(0)} ms)\n`,
    );
    // Held, not delayed: on a busy machine the CPU taken by other processes is not the load's.
    expect(importing.heldMs).toBeLessThanOrEqual(MAX_BLOCK_MS);
    expect(transferring.heldMs).toBeLessThanOrEqual(MAX_BLOCK_MS);
  }, 300_000);
});
