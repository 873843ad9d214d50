/**
 * Two builds of the API, A and B, on a database kept by `npm run bench -- --keep`, loaded in
 * turn with the search mix (16 clients, each bench user): the rates of one run of the bench
 * move by a third between runs here, alternated builds on the same data by a few per cent.
 *
 *   node dist/bench/api-ab.js <database> <backend dir of A> <backend dir of B> [ABBAAB] [seconds]
 *
 * Each directory holds a built backend (`dist/main.js`), e.g. a git worktree of the other commit.
 */
import { once } from 'node:events';
import { join } from 'node:path';
import { sign } from 'jsonwebtoken';
import { Client } from 'pg';
import { cpuPerRequest } from './cpu-time';
import { loadApi, startApi } from './http-load';
import { queryMix, toPath } from './search-mix';

const SECRET = `api-ab-${process.pid}`;
const USERS = ['all', 'few', 'grant'];

const apiEnv = (databaseUrl: string, port: number): NodeJS.ProcessEnv => ({
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
});

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
    const dir = build === 'A' ? dirA : dirB;
    const api = await startApi(join(dir, 'dist', 'main.js'), apiEnv(databaseUrl, port), port);
    try {
      const line = [build];
      for (const user of USERS) {
        const url = `http://127.0.0.1:${port}`;
        const token = tokens.get(user)!;
        await loadApi(url, token, paths, 3); // warms the kept counts and the plans
        const { result, cpu } = await cpuPerRequest(
          api.pid!,
          () => loadApi(url, token, paths, Number(seconds)),
          (load) => load.perSecond * Number(seconds),
        );
        if (result.errors) throw new Error(`${user}: ${result.errors} failed requests`);
        line.push(
          `${user} ${Math.round(result.perSecond)} req/s, ${cpu.machine} ms CPU (API ${cpu.server})`,
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
