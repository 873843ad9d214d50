import { ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT } from '../../src/shared/redis';
import { TestApp } from './test-app';

export const SAMPLE_CSV = join(__dirname, '..', 'fixtures', 'sample-real.csv');

/** A fresh INGEST_DIR holding a copy of the real BODACC sample as sample-real.csv. */
export function makeIngestDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ingest-'));
  copyFileSync(SAMPLE_CSV, join(dir, 'sample-real.csv'));
  return dir;
}

export const sampleLines = () => readFileSync(SAMPLE_CSV, 'utf8').split('\n').filter(Boolean);

/**
 * A BODACC file of `count` rows built from the real sample's rows, each with its own id
 * (ids G000001…), so a test can load a larger file with a known exact row count.
 */
export function writeGeneratedBodacc(
  dir: string,
  name: string,
  count: number,
  idPrefix = 'G',
): string {
  const [header, ...rows] = sampleLines();
  const isWholeRecord = (row: string) => row.split('"').length % 2 === 1;
  const withIds = rows.filter((row) => /^[A-C]\d+;/.test(row) && isWholeRecord(row));
  const lines = [header];
  for (let i = 0; i < count; i += 1) {
    const row = withIds[i % withIds.length];
    lines.push(row.replace(/^[A-C]\d+;/, `${idPrefix}${String(i + 1).padStart(6, '0')};`));
  }
  const path = join(dir, name);
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
}

export interface RunRow {
  id: string;
  state: string;
  processed: number;
  inserted: number;
  skipped: number;
  total: number | null;
  checkpoint: { line?: number; lastId?: string } | null;
  message: string | null;
}

export async function jobRun(t: TestApp, id: string): Promise<RunRow> {
  const [run] = await t.app.get(DataSource).query(`SELECT * FROM job_runs WHERE id = $1`, [id]);
  return run;
}

/** Polls the run until `until` holds (by default: finished), or fails after the timeout. */
export async function waitForRun(
  t: TestApp,
  id: string,
  until: (run: RunRow) => boolean = (run) => ['completed', 'failed', 'stopped'].includes(run.state),
  timeoutMs = 20000,
): Promise<RunRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await jobRun(t, id);
    if (run && until(run)) return run;
    if (Date.now() > deadline) throw new Error(`run ${id} stuck: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The real sample in the catalogue, the way an admin loads it: the BODACC import of
 * BODACC_CSV_PATH (the app's INGEST_DIR copy of it), then the transfer (assigned to the admin).
 */
export async function loadSampleCatalogue(t: TestApp, adminToken: string): Promise<void> {
  const start = async (path: string) =>
    (await t.http.post(path).set(bearer(adminToken)).send({}).expect(200)).body.processId as string;
  const imported = await waitForRun(t, await start('/api/admin/ingest/bodacc-csv'));
  if (imported.state !== 'completed') throw new Error(`import ${imported.state}`);
  const transferred = await waitForRun(t, await start('/api/admin/transfer/bodacc-to-analyzer'));
  if (transferred.state !== 'completed') throw new Error(`transfer ${transferred.state}`);
}

/** Deletes the queues and flags a test app left in Redis under its own key prefix. */
export async function clearRedisPrefix(t: TestApp): Promise<void> {
  const prefix = process.env.REDIS_KEY_PREFIX;
  if (!prefix?.startsWith('test-')) return;
  const redis = t.app.get<Redis>(REDIS_CLIENT);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** The built worker (`npm run build`), as `npm run worker` runs it. */
export const WORKER_JS = join(__dirname, '..', '..', 'dist', 'worker.js');

export interface WorkerProcessOptions {
  databaseUrl: string;
  redisKeyPrefix: string;
  /** --max-old-space-size, as `npm run worker` sets it (192). */
  heapMb?: number;
  env?: Record<string, string>;
}

/** Starts `node dist/worker.js` and resolves once it consumes the queues. */
export function startWorkerProcess(options: WorkerProcessOptions): Promise<ChildProcess> {
  if (!existsSync(WORKER_JS)) throw new Error(`${WORKER_JS} is missing: run "npm run build" first`);
  const heap = options.heapMb ? [`--max-old-space-size=${options.heapMb}`] : [];
  const worker = spawn(process.execPath, [...heap, WORKER_JS], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      REDIS_KEY_PREFIX: options.redisKeyPrefix,
      PROCESS_ROLE: 'worker',
      JOB_LOCK_MS: '1500',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker not ready: ${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      if (process.env.TEST_WORKER_LOGS) process.stderr.write(chunk);
      output += chunk.toString();
      if (output.includes('Worker ready')) {
        clearTimeout(timer);
        resolve(worker);
      }
    };
    worker.stdout?.on('data', read);
    worker.stderr?.on('data', read);
    worker.on('exit', (code) => reject(new Error(`worker exited ${code}: ${output}`)));
  });
}

/** Resolves with the exit code (or signal) once the process has ended. */
export const exitOf = (child: ChildProcess): Promise<number | string | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode ?? child.signalCode)
    : new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
