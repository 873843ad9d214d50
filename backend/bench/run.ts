/**
 * `npm run bench [-- --rows N --seed S --duration SECONDS]`: generates a BODACC export, then
 * measures import, transfer, analyzer ingestion, worker memory and search on a throwaway
 * database, each beside what PostgreSQL itself does on the same data, then import and transfer
 * with 10,000 watches and 1,000 alerting saved searches beside the same without them. One JSON
 * line per figure on stdout; progress on stderr. See docs/performance.md.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import Redis from 'ioredis';
import { sign } from 'jsonwebtoken';
import { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { seedAlertLoad, setAlertsPresent } from './alert-load';
import { companyPageStatements, companySirens } from './company-page';
import { cpuPerRequest } from './cpu-time';
import { loadApi, LoadResult, percentile, startApi } from './http-load';
import { monotonicUs, TimeWindow, writeWindows } from './profile-windows';
import { writeBodaccCsv } from './generate-bodacc';
import {
  queryMix,
  Statement,
  toAnalyticsPath,
  toAnalyticsSql,
  toCountSql,
  toPath,
  toSql,
} from './search-mix';

/** Every notice type: a grant on all of them opens the whole catalogue (the plans' seeded grant). */
const EVERY_TYPE = [
  'creation',
  'immatriculation',
  'modification',
  'vente',
  'collective',
  'conciliation',
  'retablissement_professionnel',
  'radiation',
  'dpc',
  'divers',
  'rectificatif',
  'annulation',
];

const BACKEND = join(__dirname, '..', '..');
/** The worker runs with the Node flags of `npm run worker` (its heap limit among them). */
const WORKER_NODE_FLAGS: string[] =
  JSON.parse(readFileSync(join(BACKEND, 'package.json'), 'utf8')).scripts.worker.match(
    /--[\w-]+=\S+/g,
  ) ?? [];
const SECRET = `bench-${randomUUID()}`;

interface Options {
  rows: number;
  seed: number;
  duration: number;
  ingestRows: number;
  /** Batch size of the transfer (the product's default when absent). */
  transferBatch: number | null;
  /** Grow the catalogue to this many records (copies, in SQL) before the search loads. */
  searchRecords: number | null;
  /** Rows of each fresh file imported and transferred without, and with, alerts. */
  alertRows: number;
  /** Passes on each side (without / with alerts), alternated ABBA…; the best of each is kept. */
  alertPasses: number;
  /** Stop after the import and the transfer (their figures and the end to end). */
  backfillOnly: boolean;
}

function options(argv: string[]): Options {
  const value = (name: string, fallback: number) => {
    const i = argv.indexOf(`--${name}`);
    const parsed = i >= 0 ? Number(argv[i + 1]) : fallback;
    if (!Number.isInteger(parsed) || parsed <= 0)
      throw new Error(`--${name} must be a positive integer`);
    return parsed;
  };
  const rows = value('rows', 200000);
  return {
    rows,
    seed: value('seed', 42),
    duration: value('duration', 10),
    ingestRows: value('ingest-rows', Math.min(rows, 50000)),
    transferBatch: argv.includes('--transfer-batch') ? value('transfer-batch', 1000) : null,
    searchRecords: argv.includes('--search-records') ? value('search-records', 1) : null,
    alertRows: value('alert-rows', Math.min(rows, 50000)),
    alertPasses: value('alert-passes', 2),
    backfillOnly: argv.includes('--backfill-only'),
  };
}

const log = (message: string) =>
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

interface FigureLine {
  name: string;
  value: number;
  unit: string;
  baseline: number | null;
  ratio: number | null;
  target?: string;
  records?: number;
}

/**
 * A target whose threshold depends on the catalogue's size: the one applied, and whether it is met.
 */
interface AppliedTarget {
  met: boolean;
  applied: string;
}

/** Every figure printed, with the target the run applied (if any), for the summary. */
const printed: { line: FigureLine; applied?: AppliedTarget }[] = [];

function figure(
  name: string,
  value: number,
  unit: string,
  baseline: number | null,
  extra: Record<string, unknown> = {},
  applied?: AppliedTarget,
) {
  const round = (n: number) => Math.round(n * 100) / 100;
  const line = {
    name,
    value: round(value),
    unit,
    baseline: baseline === null ? null : round(baseline),
    ratio: baseline ? Math.round((value / baseline) * 1000) / 1000 : null,
    ...extra,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  printed.push({ line, applied });
}

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  '>=': (a, b) => a >= b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '<': (a, b) => a < b,
};

/**
 * MET / NOT MET for a target the line itself can test (`ratio >= x`, `< N MB` in the figure's
 * unit, or one the run applied); '-' for any other.
 */
function verdictOf({ line, applied }: (typeof printed)[number]): string {
  const say = (met: boolean) => (met ? 'MET' : 'NOT MET');
  if (applied) return `${say(applied.met)} (${applied.applied})`;
  const onRatio = /^ratio (>=|<=|>|<) ([\d.]+)$/.exec(line.target ?? '');
  if (onRatio && line.ratio !== null) return say(COMPARE[onRatio[1]](line.ratio, +onRatio[2]));
  const onValue = /^(>=|<=|>|<) ([\d.]+) (.+)$/.exec(line.target ?? '');
  if (onValue && onValue[3] === line.unit) return say(COMPARE[onValue[1]](line.value, +onValue[2]));
  return '-';
}

/** One line per figure with a target, on stderr, once everything is measured. */
function printSummary() {
  const rows = printed
    .filter(({ line }) => line.target)
    .map((entry) => {
      const { name, value, unit, baseline, ratio, target, records } = entry.line;
      return [
        name,
        `${value} ${unit}`,
        `baseline ${baseline ?? '-'}`,
        `ratio ${ratio ?? '-'}`,
        `records ${records ?? '-'}`,
        `target '${target}'`,
        verdictOf(entry),
      ];
    });
  if (!rows.length) return;
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const aligned = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  log('summary: the figures with a target (ratio = value / baseline, measured in this run)');
  for (const row of rows) process.stderr.write(`  ${aligned(row)}\n`);
}

/** Issue 19: one client's search p95 ≤ 30 ms at 1,000,000 records, ≤ 60 ms at 5,000,000. */
const oneClientP95LimitMs = (records: number) => (records < 3_000_000 ? 30 : 60);

/** The bare HTTP server of the floor figures (bare-http-server.ts), on its own port. */
async function startBareServer(dbUrl: string, statements: Statement[], lookupUser: number) {
  const dir = mkdtempSync(join(tmpdir(), 'bodacc-bare-'));
  const file = join(dir, 'statements.json');
  writeFileSync(file, JSON.stringify(statements));
  const port = 40000 + Math.floor(Math.random() * 20000);
  const child = await startProcess(
    'bench/bare-http-server.js',
    {
      ...process.env,
      DATABASE_URL: dbUrl,
      BARE_STATEMENTS: file,
      BARE_PORT: String(port),
      BARE_LOOKUP_USER: String(lookupUser),
    },
    /bare server ready/,
  );
  child.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return { process: child, url: `http://127.0.0.1:${port}` };
}

/** Starts a built entry point and resolves once `ready` appears in its output. */
function startProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, join(BACKEND, 'dist', script)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} not ready: ${output}`)), 60000);
    const read = (chunk: Buffer) => {
      if (output.length < 100000) output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited ${code}: ${output.slice(-2000)}`));
    });
  });
}

const peakRssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
};

async function copyFileInto(client: Client, sql: string, path: string): Promise<void> {
  await pipeline(createReadStream(path), client.query(copyFrom(sql)));
}

const EXPORT_COLUMNS =
  'id, publicationavis, parution, dateparution, numeroannonce, typeavis, typeavis_lib, familleavis, familleavis_lib, numerodepartement, departement_nom_officiel, region_code, region_nom_officiel, tribunal, commercant, ville, registre, cp, pdf_parution_subfolder, ispdf_unitaire, listepersonnes, listeetablissements, jugement, acte, modificationsgenerales, radiationaurcs, depot, listeprecedentexploitant, listeprecedentproprietaire, divers, parutionavisprecedent, url_complete';

/** The BODACC → catalogue mapping written as one INSERT … SELECT (the transfer's baseline). */
const TRANSFER_SQL = `
  INSERT INTO bench_records (annonce_id, date_parution, type_annonce, nom_complet, nom_commercial,
    forme_juridique, rcs, siren, tribunal, numero_departement, adresse, ville, capital, activite,
    famille, numero_annonce, proceduration_collective_existe, type_jugement, date_jugement,
    complementaire, annonce_text, details_annonce_json)
  SELECT b.id, b.dateparution,
    CASE WHEN b.typeavis IN ('rectificatif', 'annulation') THEN b.typeavis ELSE b.familleavis END,
    coalesce(p->>'denomination', nullif(concat_ws(' ', p->>'nom', p->>'prenom'), ''), b.commercant),
    p->>'nomCommercial', p->>'formeJuridique',
    concat_ws(' ', 'RCS', p->'numeroImmatriculation'->>'nomGreffeImmat', p->'numeroImmatriculation'->>'numeroIdentification'),
    left(replace(p->'numeroImmatriculation'->>'numeroIdentification', ' ', ''), 9),
    b.tribunal, b.numerodepartement,
    concat_ws(' ', p->'adresseSiegeSocial'->>'numeroVoie', p->'adresseSiegeSocial'->>'typeVoie',
      p->'adresseSiegeSocial'->>'nomVoie', p->'adresseSiegeSocial'->>'codePostal', p->'adresseSiegeSocial'->>'ville'),
    coalesce(p->'adresseSiegeSocial'->>'ville', b.ville),
    (p->'capital'->>'montantCapital')::numeric,
    coalesce(b.listeetablissements->'etablissement'->>'activite', p->>'activite'),
    b.familleavis_lib, b.numeroannonce, b.familleavis = 'collective',
    b.jugement->>'nature', (b.jugement->>'date')::date, b.jugement->>'complementJugement',
    concat_ws(' — ', b.familleavis_lib, b.commercant, b.ville, b.jugement->>'nature'),
    jsonb_strip_nulls(jsonb_build_object('listepersonnes', b.listepersonnes,
      'listeetablissements', b.listeetablissements, 'jugement', b.jugement, 'acte', b.acte))
  FROM bodacc_announcements b
  LEFT JOIN LATERAL (SELECT b.listepersonnes->'personne' AS p) person ON true
  ON CONFLICT (annonce_id) DO NOTHING`;

/** Clients (16) running the requests in turn; a request may be several statements, in order. */
async function loadSql(
  url: string,
  queries: (Statement | Statement[])[],
  seconds: number,
  connections = 16,
): Promise<LoadResult> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  const latencies: number[] = [];
  let next = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (Date.now() < end) {
        const query = queries[next++ % queries.length];
        const started = process.hrtime.bigint();
        for (const statement of [query].flat()) await client.query(statement);
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }),
  );
  await Promise.all(clients.map((client) => client.end()));
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: latencies.length / seconds,
    errors: 0,
  };
}

/**
 * Each request once, one after the other, on a catalogue version no request has seen: what the
 * first user to ask each search waits (nothing kept yet, every count made).
 */
async function firstAsks(requests: (() => Promise<void>)[]): Promise<LoadResult> {
  const latencies: number[] = [];
  const started = Date.now();
  for (const request of requests) {
    const began = process.hrtime.bigint();
    await request();
    latencies.push(Number(process.hrtime.bigint() - began) / 1e6);
  }
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: latencies.length / seconds,
    errors: 0,
  };
}

/** Each request (its statements in turn) once, one after the other, on one connection. */
async function sqlFirstAsks(url: string, requests: Statement[][]): Promise<LoadResult> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await firstAsks(
      requests.map((statements) => async () => {
        for (const statement of statements) await client.query(statement);
      }),
    );
  } finally {
    await client.end();
  }
}

/**
 * --search-records N: copies of the transferred records (new annonce_id, dates moved back by
 * whole weeks) until the catalogue holds N records, for the search at a size the pipeline would
 * take too long to load in a bench run. The copies go through the same indexes and trigger.
 */
async function growCatalogue(db: Client, target: number) {
  const started = Date.now();
  const {
    rows: [{ count }],
  } = await db.query(`SELECT count(*)::int AS count FROM analyzer_records`);
  const columns =
    'date_parution, type_annonce, nom_complet, nom_commercial, forme_juridique, rcs, siren, date_annonce, tribunal, numero_departement, adresse, ville, capital, activite, famille, numero_annonce, proceduration_collective_existe, type_jugement, date_jugement, date_cessation_paiements, complementaire, annonce_text, details_annonce_json, url_complete, sirens, previous_annonce_id, search_extra, company_inactive';
  for (let copy = 1, total = count; total < target; copy += 1) {
    const take = Math.min(count, target - total);
    await db.query(
      `INSERT INTO analyzer_records (annonce_id, ${columns})
       SELECT '~${copy}-' || annonce_id, ${columns.replace('date_parution,', `date_parution - ${7 * copy},`)}
       FROM analyzer_records WHERE annonce_id NOT LIKE '~%' ORDER BY id LIMIT ${take}`,
    );
    total += take;
    log(`catalogue grown to ${total} records`);
  }
  log(`catalogue grown in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function main() {
  const opts = options(process.argv.slice(2));
  const profileAt = process.argv.indexOf('--profile-worker');
  const profileDir = profileAt >= 0 ? process.argv[profileAt + 1] : undefined;
  const apiProfileAt = process.argv.indexOf('--profile-api');
  const apiProfileDir = apiProfileAt >= 0 ? process.argv[apiProfileAt + 1] : undefined;
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bodacc';
  const dbName = `bodacc_bench_${Date.now()}_${process.pid}`;
  const dbUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
  const maintenance = Object.assign(new URL(baseUrl), { pathname: '/postgres' }).toString();
  const workDir = mkdtempSync(join(tmpdir(), 'bodacc-bench-'));
  const prefix = `bench-${randomUUID()}`;
  const port = 40000 + Math.floor(Math.random() * 20000);
  const children: ChildProcess[] = [];
  // With --profile-api, the search loads' stretches of time: profile-windows reads them alone.
  const searchWindows: TimeWindow[] = [];
  const onServer = async (sql: string) => {
    const client = new Client({ connectionString: maintenance });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  log(`rows=${opts.rows} seed=${opts.seed} database=${dbName}`);
  await onServer(`CREATE DATABASE "${dbName}"`);
  const db = new Client({ connectionString: dbUrl });
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: prefix,
      JWT_ACCESS_SECRET: SECRET,
      JWT_REFRESH_SECRET: `${SECRET}-refresh`,
      INGEST_DIR: workDir,
      DATA_DIR: workDir,
      UPLOAD_DIR: join(workDir, 'uploads'),
      FRONTEND_DIST: '/nonexistent-frontend-dist',
      ENRICHMENT_API_URL: '',
      // No sync of the official portal: it is out of reach here, and its job would hold the
      // worker (and its advisory lock) until a network timeout.
      BODACC_SYNC_URL: '',
      PORT: String(port),
    };
    const migrate = spawn(process.execPath, [join(BACKEND, 'dist/shared/database/migrate.js')], {
      env,
      stdio: 'ignore',
    });
    const [code] = await once(migrate, 'exit');
    if (code !== 0) throw new Error(`migrations failed (${code})`);
    await db.connect();
    // Every figure states the catalogue's size when it was measured (`records`).
    const catalogueSize = async (): Promise<number> =>
      (await db.query(`SELECT count(*)::int AS count FROM analyzer_records`)).rows[0].count;

    let started = Date.now();
    const csvPath = join(workDir, 'bench.csv');
    const bytes = await writeBodaccCsv(csvPath, opts.rows, opts.seed);
    log(
      `generated ${opts.rows} rows, ${(bytes / 1e6).toFixed(1)} MB (${(bytes / opts.rows) | 0} B/row) in ${Date.now() - started} ms`,
    );

    const users: { id: number }[] = (
      await db.query(
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
      )
    ).rows;
    const [admin, allUser, fewUser, ingestUser, grantUser] = users.map((u) => u.id);
    // An access token belongs to a live session: one refresh token per user opens it.
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
    for (const { id } of users) await openSession(id);
    const token = (id: number) =>
      sign({ sub: id, fam: sessions.get(id) }, SECRET, { expiresIn: '4h' });
    /** One request through the API as this user, read to its end; anything but 200 fails. */
    const getOk = async (path: string, userId: number) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { authorization: `Bearer ${token(userId)}` },
      });
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      await response.arrayBuffer();
    };

    // Raw COPY of the same file into a table of the same shape (baseline of the import).
    await db.query(`CREATE TABLE bench_copy_shape (LIKE bodacc_announcements INCLUDING ALL)`);
    started = Date.now();
    await copyFileInto(
      db,
      `COPY bench_copy_shape (${EXPORT_COLUMNS}) FROM STDIN WITH (FORMAT csv, DELIMITER ';', HEADER true)`,
      csvPath,
    );
    const copyRate = opts.rows / ((Date.now() - started) / 1000);
    await db.query(`DROP TABLE bench_copy_shape`);

    // The API logs at warn (request logs would cost CPU under load): wait for its health check.
    // --profile-api DIR: a V8 CPU profile of the API, written when it stops.
    const apiArgs = apiProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${apiProfileDir}`] : [];
    const api = await startApi(
      join(BACKEND, 'dist', 'main.js'),
      { ...env, PROCESS_ROLE: 'api', LOG_LEVEL: 'warn' },
      port,
      apiArgs,
    );
    children.push(api);
    const worker = await startProcess(
      'worker.js',
      { ...env, PROCESS_ROLE: 'worker', LOG_LEVEL: 'info' },
      /Worker ready/,
      // --profile-worker DIR: a V8 CPU profile of the worker, written when it stops.
      [...WORKER_NODE_FLAGS, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    );
    children.push(worker);
    const http = async (method: string, path: string, body?: unknown, as = admin) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: { authorization: `Bearer ${token(as)}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const runJob = async (path: string, body: unknown) => {
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
    };

    const imported = await runJob('/api/admin/ingest/bodacc-csv', { filePath: 'bench.csv' });
    const importRss = peakRssMb(worker.pid as number);
    let records = await catalogueSize();
    figure('bodacc_import', imported.processed / imported.seconds, 'rows/s', copyRate, {
      rows: opts.rows,
      records,
      baselineName: 'COPY of the same file into a table of the same shape',
      target: 'ratio >= 0.6',
    });
    figure('worker_peak_rss_import', importRss, 'MB', null, {
      rows: opts.rows,
      records,
      measure: 'VmHWM of the worker process (start-up included)',
      target: '< 300 MB',
    });

    const transferred = await runJob(
      '/api/admin/transfer/bodacc-to-analyzer',
      opts.transferBatch ? { batchSize: opts.transferBatch } : {},
    );
    await db.query(`CREATE TABLE bench_records (LIKE analyzer_records INCLUDING ALL)`);
    await db.query(`CREATE TABLE bench_assignments (LIKE record_assignments INCLUDING ALL)`);
    started = Date.now();
    await db.query('BEGIN');
    await db.query(TRANSFER_SQL);
    await db.query(
      `INSERT INTO bench_assignments (user_id, record_id) SELECT $1, id FROM bench_records`,
      [admin],
    );
    await db.query('COMMIT');
    const insertSelectRate = opts.rows / ((Date.now() - started) / 1000);
    await db.query(`DROP TABLE bench_records, bench_assignments`);
    records = await catalogueSize();
    figure(
      'bodacc_transfer',
      transferred.processed / transferred.seconds,
      'rows/s',
      insertSelectRate,
      {
        rows: opts.rows,
        records,
        baselineName: 'INSERT … SELECT of the same mapping in SQL, with the assignments',
        target: '>= 25000 rows/s',
      },
    );
    figure('worker_peak_rss_total', peakRssMb(worker.pid as number), 'MB', null, {
      records,
      measure: 'VmHWM of the worker after import and transfer',
      target: '< 300 MB',
    });
    // End to end: the rows over the two jobs' time; the baseline chains COPY and INSERT … SELECT.
    figure(
      'bodacc_backfill',
      opts.rows / (imported.seconds + transferred.seconds),
      'rows/s',
      1 / (1 / copyRate + 1 / insertSelectRate),
      {
        rows: opts.rows,
        records,
        baselineName: 'COPY then INSERT … SELECT of the same rows',
        target: '>= 12000 rows/s',
      },
    );
    if (opts.backfillOnly) return;

    // Analyzer CSV ingestion of new records (ids prefixed X) for another user.
    const ingestPath = join(workDir, 'analyzer.csv');
    const fields =
      'annonce_id, date_parution, type_annonce, nom_complet, nom_commercial, forme_juridique, rcs, siren, tribunal, numero_departement, adresse, ville, capital, activite, famille, numero_annonce, proceduration_collective_existe, type_jugement, date_jugement, complementaire, annonce_text';
    await pipeline(
      db.query(
        copyTo(
          `COPY (SELECT 'X' || annonce_id AS annonce_id, ${fields.split(', ').slice(1).join(', ')}
                 FROM analyzer_records ORDER BY id LIMIT ${opts.ingestRows}) TO STDOUT WITH (FORMAT csv, HEADER true)`,
        ),
      ),
      createWriteStream(ingestPath),
    );
    await db.query(`CREATE TABLE bench_ingest_shape (LIKE analyzer_records INCLUDING ALL)`);
    started = Date.now();
    await copyFileInto(
      db,
      `COPY bench_ingest_shape (${fields}) FROM STDIN WITH (FORMAT csv, HEADER true)`,
      ingestPath,
    );
    const ingestCopyRate = opts.ingestRows / ((Date.now() - started) / 1000);
    await db.query(`DROP TABLE bench_ingest_shape`);
    const ingested = await runJob('/api/admin/analyzer-ingest/start', {
      csvFilePath: 'analyzer.csv',
      targetUserId: ingestUser,
      batchSize: 1000,
    });
    figure('analyzer_ingest', ingested.processed / ingested.seconds, 'rows/s', ingestCopyRate, {
      rows: opts.ingestRows,
      records: await catalogueSize(),
      batchSize: 1000,
      baselineName: 'COPY of the same CSV into a table of the same shape',
    });

    if (opts.searchRecords) await growCatalogue(db, opts.searchRecords);

    // Search: one user sees every record, one sees 200 of them.
    await db.query(
      `INSERT INTO record_assignments (user_id, record_id) SELECT $1, id FROM analyzer_records ON CONFLICT DO NOTHING`,
      [allUser],
    );
    const {
      rows: [{ count: catalogue }],
    } = await db.query(`SELECT count(*)::int AS count FROM analyzer_records`);
    await db.query(
      `INSERT INTO record_assignments (user_id, record_id)
       SELECT $1, id FROM analyzer_records WHERE id % $2 = 0 LIMIT 200`,
      [fewUser, Math.max(1, Math.floor(catalogue / 200))],
    );
    await db.query('VACUUM ANALYZE');
    const {
      rows: [{ inactive }],
    } = await db.query(
      `SELECT count(*) FILTER (WHERE company_inactive)::int AS inactive FROM analyzer_records`,
    );
    log(`catalogue: ${catalogue} records, ${inactive} of inactive companies`);
    // The `grant` user sees the whole catalogue through a grant, as a subscriber's plan gives it.
    await db.query(`INSERT INTO access_grants (user_id, types) VALUES ($1, $2::varchar[])`, [
      grantUser,
      EVERY_TYPE,
    ]);
    const mix = queryMix(opts.seed);
    const paths = mix.map(toPath);
    const viewers = [
      ['all', { userId: allUser }],
      ['few', { userId: fewUser }],
      ['grant', { userId: grantUser, grantedTypes: EVERY_TYPE }],
    ] as const;
    const bare = await startBareServer(
      dbUrl,
      viewers.flatMap(([, viewer]) => mix.map((q) => toSql(q, viewer))),
      fewUser,
    );
    children.push(bare.process);
    for (const [index, [label, viewer]] of viewers.entries()) {
      const userId = viewer.userId;
      // First asks: the page and its exact counts in SQL, then each search once through the API,
      // whose counts are made then and kept for the loads below (CatalogueReadCache).
      const distinct = [...new Map(mix.map((q) => [toPath(q), q])).entries()];
      const sqlFirst = await sqlFirstAsks(
        dbUrl,
        distinct.map(([, q]) => [toSql(q, viewer), ...toCountSql(q, viewer, 10_000, 1_000)]),
      );
      const apiFirst = await firstAsks(
        distinct.map(
          ([path]) =>
            () =>
              getOk(path, userId),
        ),
      );
      const firstContext = {
        records: catalogue,
        searches: distinct.length,
        connections: 1,
        baselineName: 'the page and its exact counts in SQL, each search once, in turn',
      };
      figure(`search_${label}_first_ask_p50`, apiFirst.p50, 'ms', sqlFirst.p50, firstContext);
      figure(`search_${label}_first_ask_p95`, apiFirst.p95, 'ms', sqlFirst.p95, firstContext);
      const requestsOf = (load: LoadResult) => load.perSecond * opts.duration;
      const { result: sql, cpu: sqlCpu } = await cpuPerRequest(
        null,
        () =>
          loadSql(
            dbUrl,
            mix.map((q) => toSql(q, viewer)),
            opts.duration,
          ),
        requestsOf,
      );
      const startUs = monotonicUs();
      const { result: viaApi, cpu: apiCpu } = await cpuPerRequest(
        api.pid!,
        () => loadApi(`http://127.0.0.1:${port}`, token(userId), paths, opts.duration),
        requestsOf,
      );
      searchWindows.push({
        label: `search ${label}`,
        startUs,
        endUs: monotonicUs(),
        requests: requestsOf(viaApi),
      });
      const context = {
        records: catalogue,
        assigned: label === 'all' ? catalogue : label === 'few' ? 200 : 0,
        granted: label === 'grant' ? catalogue : 0,
        connections: 16,
        seconds: opts.duration,
        errors: viaApi.errors,
      };
      figure(`search_${label}_p50`, viaApi.p50, 'ms', sql.p50, context);
      figure(`search_${label}_p95`, viaApi.p95, 'ms', sql.p95, {
        ...context,
        target: 'ratio <= 1.5',
      });
      // CPU ms per request: `cpu` for the API (its server is the API process), `baselineCpu` for
      // the raw-SQL page (no server: the pg clients are the load generator's).
      figure(`search_${label}_req_per_s`, viaApi.perSecond, 'req/s', sql.perSecond, {
        ...context,
        cpu: apiCpu,
        baselineCpu: sqlCpu,
        target: 'ratio >= 0.6',
      });
      // The floor of a Node API here: the same pages from a bare HTTP server, alone and after
      // two lookups (the API's session user and viewer are such round trips, before its page).
      for (const lookups of [0, 2]) {
        const barePaths = mix.map((_, i) => `/?page=${index * mix.length + i}&lookups=${lookups}`);
        const { result: viaBare, cpu: bareCpu } = await cpuPerRequest(
          bare.process.pid!,
          () => loadApi(bare.url, '', barePaths, opts.duration),
          requestsOf,
        );
        figure(
          `search_${label}_bare_http_${lookups + 1}_statements_req_per_s`,
          viaBare.perSecond,
          'req/s',
          sql.perSecond,
          {
            ...context,
            errors: viaBare.errors,
            cpu: bareCpu,
            measure: `a bare node:http server: ${lookups} lookups by primary key, then the page's raw-SQL statement, as JSON`,
          },
        );
      }
      // What exact totals cost (CONTRACT §4.4): the page and its counts, against the page alone.
      const withTotals = await loadSql(
        dbUrl,
        mix.map((q) => [toSql(q, viewer), ...toCountSql(q, viewer, 10_000, 1_000)]),
        opts.duration,
      );
      figure(`search_${label}_sql_exact_totals_p50`, withTotals.p50, 'ms', sql.p50, context);
      figure(`search_${label}_sql_exact_totals_p95`, withTotals.p95, 'ms', sql.p95, context);
      // One client alone: the latency a user sees when the server is not busy.
      const sqlAlone = await loadSql(
        dbUrl,
        mix.map((q) => toSql(q, viewer)),
        opts.duration,
        1,
      );
      const apiAlone = await loadApi(
        `http://127.0.0.1:${port}`,
        token(userId),
        paths,
        opts.duration,
        1,
      );
      const limit = oneClientP95LimitMs(catalogue);
      figure(
        `search_${label}_p95_one_client`,
        apiAlone.p95,
        'ms',
        sqlAlone.p95,
        {
          ...context,
          connections: 1,
          errors: apiAlone.errors,
          target: '<= 30 ms at 1,000,000 records, <= 60 ms at 5,000,000',
        },
        {
          met: apiAlone.p95 <= limit,
          applied: `<= ${limit} ms at ${catalogue} records`,
        },
      );
    }

    // Analytics (issue 18): the `all` user, on a plan of advanced analytics without a grant of its
    // own (what it sees stays its assignments), asks for the analytics of the same mix. A request
    // groups every match, so fewer clients than the search: a screen opened now and then.
    await db.query(
      `WITH plan AS (
         INSERT INTO subscription_plans (name, description, price, monthly_credits, analytics)
         VALUES ('Bench analytics', 'Bench', 0, 0, 'advanced') RETURNING id)
       INSERT INTO user_subscriptions (user_id, subscription_plan_id, status, current_period_end)
       SELECT $1, id, 'active', now() + interval '1 day' FROM plan`,
      [allUser],
    );
    {
      // First views: eight views once each, one client (the API keeps what it groups, so the
      // load below mostly reads kept answers once the first pass is done).
      const views = [...new Map(mix.map((q) => [toAnalyticsPath(q), q])).entries()].slice(0, 8);
      const sqlFirst = await sqlFirstAsks(
        dbUrl,
        views.map(([, q]) => [toAnalyticsSql(q, { userId: allUser })]),
      );
      const apiFirst = await firstAsks(
        views.map(
          ([path]) =>
            () =>
              getOk(path, allUser),
        ),
      );
      const firstContext = {
        records: catalogue,
        views: views.length,
        connections: 1,
        baselineName: 'the breakdowns statement alone, each view once, in turn',
      };
      figure('analytics_all_first_view_p50', apiFirst.p50, 'ms', sqlFirst.p50, firstContext);
      figure('analytics_all_first_view_p95', apiFirst.p95, 'ms', sqlFirst.p95, firstContext);
      const connections = 4;
      const sql = await loadSql(
        dbUrl,
        mix.map((q) => toAnalyticsSql(q, { userId: allUser })),
        opts.duration,
        connections,
      );
      const viaApi = await loadApi(
        `http://127.0.0.1:${port}`,
        token(allUser),
        mix.map(toAnalyticsPath),
        opts.duration,
        connections,
      );
      const context = {
        records: catalogue,
        assigned: catalogue,
        connections,
        seconds: opts.duration,
        errors: viaApi.errors,
        baselineName: 'the breakdowns statement alone (the API also reads the collective months)',
      };
      figure('analytics_all_p50', viaApi.p50, 'ms', sql.p50, context);
      figure('analytics_all_p95', viaApi.p95, 'ms', sql.p95, context);
      figure('analytics_all_req_per_s', viaApi.perSecond, 'req/s', sql.perSecond, context);
    }

    // The company page (issue 19): companies with many notices and with few, as the `all` user
    // (its assignments), beside the statements the API runs for each page.
    {
      const connections = 4;
      const sirens = await companySirens(db, 64);
      const pages = await companyPageStatements(dbUrl, allUser, sirens);
      const sql = await loadSql(dbUrl, pages, opts.duration, connections);
      const viaApi = await loadApi(
        `http://127.0.0.1:${port}`,
        token(allUser),
        sirens.map((siren) => `/api/companies/${siren}`),
        opts.duration,
        connections,
      );
      const statements = pages.reduce((sum, page) => sum + page.length, 0) / pages.length;
      const context = {
        records: catalogue,
        assigned: catalogue,
        companies: sirens.length,
        statementsPerPage: Math.round(statements * 100) / 100,
        connections,
        seconds: opts.duration,
        errors: viaApi.errors,
        baselineName:
          "the statements the API's CompanyService runs for each page, in sequence (the session check excluded)",
      };
      figure('company_page_p50', viaApi.p50, 'ms', sql.p50, context);
      figure('company_page_p95', viaApi.p95, 'ms', sql.p95, context);
      figure('company_page_req_per_s', viaApi.perSecond, 'req/s', sql.perSecond, context);
    }

    // Matching (issue 17): fresh files of the same rows (new ids), each imported and transferred
    // on its own (the announcements table emptied before), without then with 10,000 watches and
    // 1,000 alerting saved searches, then with, then without (the machine is shared: the best
    // run of each side is compared, the order evens out a catalogue that grows).
    const importAndTransfer = async (pass: number) => {
      await db.query(`TRUNCATE bodacc_announcements`);
      // Every pass starts from the same state: no vacuum or checkpoint owed by what ran before.
      await db.query('VACUUM ANALYZE');
      await db.query('CHECKPOINT');
      const name = `fresh-${pass}.csv`;
      await writeBodaccCsv(
        join(workDir, name),
        opts.alertRows,
        alertSeed,
        opts.rows + pass * opts.alertRows,
      );
      const fresh = await runJob('/api/admin/ingest/bodacc-csv', { filePath: name });
      const moved = await runJob(
        '/api/admin/transfer/bodacc-to-analyzer',
        opts.transferBatch ? { batchSize: opts.transferBatch } : {},
      );
      return {
        importRate: fresh.processed / fresh.seconds,
        transferRate: moved.processed / moved.seconds,
      };
    };
    const alertSeed = opts.seed + 1;
    started = Date.now();
    const load = await seedAlertLoad(
      db,
      {
        seed: opts.seed,
        fileSeed: alertSeed,
        fileRows: opts.alertRows,
        watches: 10_000,
        alertingSearches: 1_000,
      },
      async (userId, body) => {
        if (!sessions.has(userId)) await openSession(userId);
        await http('POST', '/api/saved-searches', body, userId);
      },
    );
    log(
      `${load.watches} watches, ${load.alertingSearches} alerting searches in ${Date.now() - started} ms`,
    );
    const best = {
      with: { importRate: 0, transferRate: 0 },
      without: { importRate: 0, transferRate: 0 },
    };
    // Without, with, with, without, … so that neither side always runs on the bigger catalogue.
    const order = Array.from({ length: opts.alertPasses }, (_, i) =>
      i % 2 === 0 ? [false, true] : [true, false],
    ).flat();
    for (const [pass, isPresent] of order.entries()) {
      await setAlertsPresent(db, isPresent);
      const rates = await importAndTransfer(pass);
      const side = best[isPresent ? 'with' : 'without'];
      side.importRate = Math.max(side.importRate, rates.importRate);
      side.transferRate = Math.max(side.transferRate, rates.transferRate);
    }
    const {
      rows: [notified],
    } = await db.query(
      `SELECT count(*)::int AS notifications, count(DISTINCT record_id)::int AS "notifiedRecords",
         count(*) FILTER (WHERE kind = 'watch')::int AS "byWatch"
       FROM notifications`,
    );
    const alertContext = {
      rows: opts.alertRows,
      records: await catalogueSize(),
      watches: load.watches,
      alertingSearches: load.alertingSearches,
      passes: opts.alertPasses,
      ...notified,
      baselineName: `the same job on a file of the same rows without watches or searches (best of ${opts.alertPasses})`,
      target: 'ratio >= 0.9',
    };
    for (const job of ['import', 'transfer'] as const) {
      const rate = `${job}Rate` as const;
      figure(
        `bodacc_${job}_with_alerts`,
        best.with[rate],
        'rows/s',
        best.without[rate],
        alertContext,
      );
    }
  } finally {
    if (apiProfileDir) writeWindows(apiProfileDir, searchWindows);
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? once(child, 'exit') : null)),
    );
    await db.end().catch(() => undefined);
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    redis.disconnect();
    if (!process.argv.includes('--keep'))
      await onServer(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    rmSync(workDir, { recursive: true, force: true });
    printSummary();
  }
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
