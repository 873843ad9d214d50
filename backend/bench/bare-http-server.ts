/**
 * The floor of any Node API on this machine (issue 19): a bare `node:http` server that answers
 * `GET /?page=N&lookups=K` with K one-row lookups by primary key (as the API's session user and
 * viewer statements are) and then page N of the search's raw-SQL statements, as JSON. No
 * framework, no authentication, no counts: what HTTP, JSON and the round trips cost alone.
 *
 * Env: DATABASE_URL, BARE_STATEMENTS (a JSON file of `{text, values}`), BARE_PORT,
 * BARE_LOOKUP_USER (the users row the lookups read).
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { Pool } from 'pg';
import type { Statement } from './search-mix';

const statements = JSON.parse(readFileSync(process.env.BARE_STATEMENTS!, 'utf8')) as Statement[];
const lookupUser = Number(process.env.BARE_LOOKUP_USER);
// The API's pool size (data-source-options.ts).
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

async function answer(url: URL): Promise<string> {
  const lookups = Number(url.searchParams.get('lookups') ?? 0);
  for (let i = 0; i < lookups; i += 1) {
    await pool.query('SELECT id, email, role FROM users WHERE id = $1', [lookupUser]);
  }
  const page = statements[Number(url.searchParams.get('page')) % statements.length];
  const { rows } = await pool.query(page.text, page.values);
  return JSON.stringify({ data: rows });
}

createServer((request, response) => {
  answer(new URL(request.url ?? '/', 'http://bare')).then(
    (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body),
    (error: Error) => response.writeHead(500).end(error.message),
  );
}).listen(Number(process.env.BARE_PORT), '127.0.0.1', () => console.log('bare server ready'));
