import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
