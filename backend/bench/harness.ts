/**
 * The bench's world once its database exists: the environment of the product's processes, the
 * generated file, the bench users and their sessions, the API and the worker, and the calls the
 * measurements make through them.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { sign } from 'jsonwebtoken';
import { log } from './figures';
import { writeBodaccCsv } from './generate-bodacc';
import { writeRealBodaccCsv } from './real-bodacc';
import { startApi } from './http-load';
import { BACKEND, startProcess, WORKER_NODE_FLAGS } from './processes';
import { Scratch } from './scratch';

const SECRET = `bench-${randomUUID()}`;

export interface BenchUsers {
  admin: number;
  /** Every catalogue record assigned. */
  allUser: number;
  /** 200 records assigned. */
  fewUser: number;
  /** Receives the analyzer ingestion's records. */
  ingestUser: number;
  /** Sees the catalogue through a grant, as a subscriber's plan gives it. */
  grantUser: number;
}

export interface Bench extends Scratch {
  env: NodeJS.ProcessEnv;
  apiUrl: string;
  /** The generated BODACC export of `--rows` rows, in the work directory. */
  csvPath: string;
  users: BenchUsers;
  /** Opens a live session for a user: an access token belongs to one. */
  openSession(userId: number): Promise<void>;
  hasSession(userId: number): boolean;
  token(userId: number): string;
  /** One request through the API as this user, read to its end; anything but 200 fails. */
  getOk(path: string, userId: number): Promise<void>;
  /** A JSON request through the API (as the admin unless said); anything but 2xx fails. */
  http(method: string, path: string, body?: unknown, as?: number): Promise<Record<string, unknown>>;
  /** Starts a job through an admin route and waits for its run to complete. */
  runJob(path: string, body: unknown): Promise<{ processed: number; seconds: number }>;
  /** Every figure states the catalogue's size when it was measured (`records`). */
  catalogueSize(): Promise<number>;
}

export interface RunningBench extends Bench {
  api: ChildProcess;
  worker: ChildProcess;
}

function productEnv(scratch: Scratch): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: scratch.dbUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: scratch.redisPrefix,
    JWT_ACCESS_SECRET: SECRET,
    JWT_REFRESH_SECRET: `${SECRET}-refresh`,
    INGEST_DIR: scratch.workDir,
    DATA_DIR: scratch.workDir,
    UPLOAD_DIR: join(scratch.workDir, 'uploads'),
    FRONTEND_DIST: '/nonexistent-frontend-dist',
    ENRICHMENT_API_URL: '',
    // No sync of the official portal: it is out of reach here, and its job would hold the
    // worker (and its advisory lock) until a network timeout.
    BODACC_SYNC_URL: '',
    PORT: String(scratch.port),
  };
}

async function insertUsers(scratch: Scratch): Promise<BenchUsers> {
  const { rows } = await scratch.db.query(
    `INSERT INTO users (email, full_name, password_hash, role, is_verified)
     SELECT e, 'Bench', 'not-a-login', r::user_role, true
     FROM unnest($1::text[], $2::text[]) AS t(e, r) RETURNING id`,
    [
      [
        'bench-admin@example.com',
        'bench-all@example.com',
        'bench-few@example.com',
        'bench-ingest@example.com',
        'bench-grant@example.com',
      ],
      ['admin', 'user', 'user', 'user', 'user'],
    ],
  );
  const [admin, allUser, fewUser, ingestUser, grantUser] = rows.map((u: { id: number }) => u.id);
  return { admin, allUser, fewUser, ingestUser, grantUser };
}

/** Migrates the database, generates the file, and makes the users with their sessions. */
export async function prepareBench(scratch: Scratch): Promise<Bench> {
  const { db, opts } = scratch;
  const env = productEnv(scratch);
  const migrate = spawn(process.execPath, [join(BACKEND, 'dist/shared/database/migrate.js')], {
    env,
    stdio: 'ignore',
  });
  const [code] = await once(migrate, 'exit');
  if (code !== 0) throw new Error(`migrations failed (${code})`);
  await db.connect();

  const started = Date.now();
  const csvPath = join(scratch.workDir, 'bench.csv');
  if (opts.real) {
    const real = await writeRealBodaccCsv(csvPath);
    opts.rows = real.rows;
    log(`real notices: ${real.rows} rows, ${(real.bytes / 1e6).toFixed(1)} MB`);
  } else {
    const bytes = await writeBodaccCsv(csvPath, opts.rows, opts.seed);
    log(
      `generated ${opts.rows} rows, ${(bytes / 1e6).toFixed(1)} MB (${(bytes / opts.rows) | 0} B/row) in ${Date.now() - started} ms`,
    );
  }

  const users = await insertUsers(scratch);
  const sessions = new Map<number, string>();
  const openSession = async (id: number) => {
    const family = randomUUID();
    await db.query(
      `INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + interval '4 hours')`,
      [randomUUID(), id, family, randomBytes(32).toString('hex')],
    );
    sessions.set(id, family);
  };
  for (const id of Object.values(users)) await openSession(id);
  const token = (id: number) =>
    sign({ sub: id, fam: sessions.get(id) }, SECRET, { expiresIn: '4h' });
  const apiUrl = `http://127.0.0.1:${scratch.port}`;

  const http = async (method: string, path: string, body?: unknown, as = users.admin) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token(as)}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };

  return {
    ...scratch,
    env,
    apiUrl,
    csvPath,
    users,
    openSession,
    hasSession: (id) => sessions.has(id),
    token,
    getOk: async (path, userId) => {
      const response = await fetch(`${apiUrl}${path}`, {
        headers: { authorization: `Bearer ${token(userId)}` },
      });
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      await response.arrayBuffer();
    },
    http,
    runJob: async (path, body) => {
      const { processId } = await http('POST', path, body);
      for (;;) {
        const {
          rows: [run],
        } = await db.query(
          `SELECT state, processed, message, extract(epoch FROM finished_at - started_at) AS seconds
           FROM job_runs WHERE id = $1`,
          [processId],
        );
        if (run && ['completed', 'failed', 'stopped'].includes(run.state)) {
          if (run.state !== 'completed') throw new Error(`${path}: ${run.state} ${run.message}`);
          log(`${path}: ${run.message} in ${Number(run.seconds).toFixed(1)} s`);
          return { processed: run.processed as number, seconds: Number(run.seconds) };
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    catalogueSize: async () =>
      (await db.query(`SELECT count(*)::int AS count FROM analyzer_records`)).rows[0].count,
  };
}

/**
 * The API (logging at warn: request logs would cost CPU under load) and one worker with the Node
 * flags of `npm run worker`; with --profile-api / --profile-worker, their V8 CPU profiles.
 */
export async function startApiAndWorker(bench: Bench): Promise<RunningBench> {
  const { opts, env } = bench;
  const apiArgs = opts.profileApiDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.profileApiDir}`] : [];
  const api = await startApi(
    join(BACKEND, 'dist', 'main.js'),
    { ...env, PROCESS_ROLE: 'api', LOG_LEVEL: 'warn' },
    bench.port,
    apiArgs,
  );
  bench.children.push(api);
  const workerArgs = opts.profileWorkerDir
    ? ['--cpu-prof', `--cpu-prof-dir=${opts.profileWorkerDir}`]
    : [];
  const worker = await startProcess(
    'worker.js',
    { ...env, PROCESS_ROLE: 'worker', LOG_LEVEL: 'info' },
    /Worker ready/,
    [...WORKER_NODE_FLAGS, ...workerArgs],
  );
  bench.children.push(worker);
  return { ...bench, api, worker };
}
