/**
 * Two builds of the API, A and B, on a database kept by `npm run bench -- --keep`, loaded in
 * turn with the search mix (16 clients, each bench user): the rates of one run of the bench
 * move by a third between runs here, alternated builds on the same data by a few per cent.
 *
 *   node dist/bench/api-ab.js <database> <backend dir of A> <backend dir of B> [ABBAAB] [seconds]
 *
 * Each directory holds a built backend (`dist/main.js`), e.g. a git worktree of the other commit.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sign } from 'jsonwebtoken';
import { Client } from 'pg';
import { cpuPerRequest } from './cpu-time';
import { queryMix, toPath } from './search-mix';

const SECRET = `api-ab-${process.pid}`;
const USERS = ['all', 'few', 'grant'];

async function startApi(backendDir: string, databaseUrl: string, port: number) {
  const api = spawn(process.execPath, [join(backendDir, 'dist', 'main.js')], {
    cwd: backendDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PROCESS_ROLE: 'api',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `bench-ab-${process.pid}`,
      JWT_ACCESS_SECRET: SECRET,
      JWT_REFRESH_SECRET: `${SECRET}-refresh`,
      FRONTEND_DIST: '/nonexistent-frontend-dist',
      ENRICHMENT_API_URL: '',
      BODACC_SYNC_URL: '',
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return api;
    if (tries > 300 || api.exitCode !== null) throw new Error(`${backendDir}: no API`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function load(port: number, token: string, paths: string[], seconds: number) {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 16,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx + result.errors} failures`);
  return result.requests.total;
}

/** The bench's users and their open sessions, as tokens this script signs. */
async function tokensOf(databaseUrl: string): Promise<Map<string, string>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tokens = new Map<string, string>();
    for (const user of USERS) {
      const { rows } = await client.query(
        `UPDATE refresh_tokens r SET expires_at = now() + interval '4 hours' FROM users u
         WHERE u.id = r.user_id AND u.email = $1 RETURNING u.id, r.family_id AS family`,
        [`bench-${user}@example.com`],
      );
      if (!rows.length) throw new Error(`no bench-${user} session: a database kept by the bench?`);
      tokens.set(user, sign({ sub: rows[0].id, fam: rows[0].family }, SECRET, { expiresIn: '4h' }));
    }
    return tokens;
  } finally {
    await client.end();
  }
}

async function main() {
  const [database, dirA, dirB, order = 'ABBAAB', seconds = '10'] = process.argv.slice(2);
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bodacc';
  const databaseUrl = Object.assign(new URL(base), { pathname: `/${database}` }).toString();
  const tokens = await tokensOf(databaseUrl);
  const paths = queryMix(42).map(toPath);
  for (const build of order) {
    const port = 40000 + Math.floor(Math.random() * 20000);
    const api: ChildProcess = await startApi(build === 'A' ? dirA : dirB, databaseUrl, port);
    try {
      const line = [build];
      for (const user of USERS) {
        await load(port, tokens.get(user)!, paths, 3); // warms the kept counts and the plans
        const { result: requests, cpu } = await cpuPerRequest(
          api.pid!,
          () => load(port, tokens.get(user)!, paths, Number(seconds)),
          (total) => total,
        );
        line.push(
          `${user} ${Math.round(requests / Number(seconds))} req/s, ${cpu.machine} ms CPU (API ${cpu.server})`,
        );
      }
      console.log(line.join('  '));
    } finally {
      api.kill('SIGTERM');
      await once(api, 'exit');
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
