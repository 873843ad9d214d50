/**
 * What a bench run makes and must remove, also on failure: its own database, Redis key prefix,
 * work directory and child processes.
 */
import { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { log } from './figures';
import { Options } from './options';
import { TimeWindow, writeWindows } from './profile-windows';

export interface Scratch {
  opts: Options;
  dbName: string;
  dbUrl: string;
  /** The run's connection to its database (connected once migrated). */
  db: Client;
  workDir: string;
  redisPrefix: string;
  /** The API's port on 127.0.0.1. */
  port: number;
  /** Stopped at the end, whatever happened. */
  children: ChildProcess[];
  /** With --profile-api, the search loads' stretches of time: profile-windows reads them alone. */
  searchWindows: TimeWindow[];
}

function maintenanceUrl(baseUrl: string) {
  return Object.assign(new URL(baseUrl), { pathname: '/postgres' }).toString();
}

const baseUrl = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bodacc';

async function onServer(sql: string) {
  const client = new Client({ connectionString: maintenanceUrl(baseUrl()) });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** Names everything the run will make and creates its database. */
export async function createScratch(opts: Options): Promise<Scratch> {
  const dbName = `bodacc_bench_${Date.now()}_${process.pid}`;
  const dbUrl = Object.assign(new URL(baseUrl()), { pathname: `/${dbName}` }).toString();
  const scratch: Scratch = {
    opts,
    dbName,
    dbUrl,
    db: new Client({ connectionString: dbUrl }),
    workDir: mkdtempSync(join(tmpdir(), 'bodacc-bench-')),
    redisPrefix: `bench-${randomUUID()}`,
    port: 40000 + Math.floor(Math.random() * 20000),
    children: [],
    searchWindows: [],
  };
  log(`rows=${opts.rows} seed=${opts.seed} database=${dbName}`);
  await onServer(`CREATE DATABASE "${dbName}"`);
  return scratch;
}

/** Stops the processes, removes the Redis keys and files, and drops the database unless --keep. */
export async function removeScratch(scratch: Scratch): Promise<void> {
  const { opts, children, db } = scratch;
  if (opts.profileApiDir) writeWindows(opts.profileApiDir, scratch.searchWindows);
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => (child.exitCode === null ? once(child, 'exit') : null)),
  );
  await db.end().catch(() => undefined);
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(
      cursor,
      'MATCH',
      `${scratch.redisPrefix}:*`,
      'COUNT',
      1000,
    );
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
  if (!opts.keep) await onServer(`DROP DATABASE IF EXISTS "${scratch.dbName}" WITH (FORCE)`);
  rmSync(scratch.workDir, { recursive: true, force: true });
}
