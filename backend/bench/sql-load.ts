/** The raw-SQL side of the figures: what PostgreSQL itself does with the same statements. */
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { LoadResult, percentile } from './http-load';
import { Statement } from './search-mix';
import { APP_SESSION_SETTINGS } from '../src/shared/database/data-source-options';

/** The raw SQL runs with the app's session settings: the same plans (no parallel workers…). */
const sqlClient = (url: string) =>
  new Client({ connectionString: url, options: APP_SESSION_SETTINGS });

export async function copyFileInto(client: Client, sql: string, path: string): Promise<void> {
  await pipeline(createReadStream(path), client.query(copyFrom(sql)));
}

/** Clients (16) running the requests in turn; a request may be several statements, in order. */
export async function loadSql(
  url: string,
  queries: (Statement | Statement[])[],
  seconds: number,
  connections = 16,
): Promise<LoadResult> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = sqlClient(url);
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
export async function firstAsks(requests: (() => Promise<void>)[]): Promise<LoadResult> {
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
export async function sqlFirstAsks(url: string, requests: Statement[][]): Promise<LoadResult> {
  const client = sqlClient(url);
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
