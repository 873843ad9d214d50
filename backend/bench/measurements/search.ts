/**
 * The search (`GET /api/analyzer/records`) for the `all`, `few` and `grant` users, each beside
 * the same pages in raw SQL: first asks, 16 clients (with the CPU per request), the floor of a
 * bare Node server, what exact totals cost, and one client alone.
 */
import { cpuPerRequest } from '../cpu-time';
import { figure } from '../figures';
import { RunningBench } from '../harness';
import { loadApi, LoadResult } from '../http-load';
import { startBareServer } from '../processes';
import { monotonicUs } from '../profile-windows';
import { BenchViewer, queryMix, SearchQuery, toCountSql, toPath, toSql } from '../search-mix';
import { firstAsks, loadSql, sqlFirstAsks } from '../sql-load';
import { EVERY_TYPE } from './search-catalogue';

/** Issue 19: one client's search p95 ≤ 30 ms at 1,000,000 records, ≤ 60 ms at 5,000,000. */
const oneClientP95LimitMs = (records: number) => (records < 3_000_000 ? 30 : 60);

/** One viewer's loads: who searches, on which catalogue, with which mix. */
interface ViewerRun {
  bench: RunningBench;
  label: string;
  viewer: BenchViewer;
  mix: SearchQuery[];
  catalogue: number;
}

/** The context every steady-state figure of a viewer carries. */
type LoadContext = Record<string, unknown>;

/**
 * First asks: the page and its exact counts in SQL, then each search once through the API,
 * whose counts are made then and kept for the loads after (CatalogueReadCache).
 */
async function measureFirstAsks({ bench, label, viewer, mix, catalogue }: ViewerRun) {
  const distinct = [...new Map(mix.map((q) => [toPath(q), q])).entries()];
  const sqlFirst = await sqlFirstAsks(
    bench.dbUrl,
    distinct.map(([, q]) => [toSql(q, viewer), ...toCountSql(q, viewer, 10_000, 1_000)]),
  );
  const apiFirst = await firstAsks(
    distinct.map(
      ([path]) =>
        () =>
          bench.getOk(path, viewer.userId),
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
}

/** 16 clients through the API beside 16 `pg` clients on the raw pages; returns the SQL side. */
async function measureSteadyLoad(
  { bench, label, viewer, mix, catalogue }: ViewerRun,
  requestsOf: (load: LoadResult) => number,
): Promise<{ sql: LoadResult; context: LoadContext }> {
  const { opts } = bench;
  const { result: sql, cpu: sqlCpu } = await cpuPerRequest(
    null,
    () =>
      loadSql(
        bench.dbUrl,
        mix.map((q) => toSql(q, viewer)),
        opts.duration,
      ),
    requestsOf,
  );
  const startUs = monotonicUs();
  const { result: viaApi, cpu: apiCpu } = await cpuPerRequest(
    bench.api.pid!,
    () => loadApi(bench.apiUrl, bench.token(viewer.userId), mix.map(toPath), opts.duration),
    requestsOf,
  );
  bench.searchWindows.push({
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
  return { sql, context };
}

/**
 * The floor of a Node API here: the same pages from a bare HTTP server, alone and after two
 * lookups (the API's session user and viewer are such round trips, before its page).
 */
async function measureBareFloor(
  { bench, label, mix }: ViewerRun,
  bare: Awaited<ReturnType<typeof startBareServer>>,
  index: number,
  sql: LoadResult,
  context: LoadContext,
  requestsOf: (load: LoadResult) => number,
) {
  for (const lookups of [0, 2]) {
    const barePaths = mix.map((_, i) => `/?page=${index * mix.length + i}&lookups=${lookups}`);
    const { result: viaBare, cpu: bareCpu } = await cpuPerRequest(
      bare.process.pid!,
      () => loadApi(bare.url, '', barePaths, bench.opts.duration),
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
}

/** What exact totals cost (CONTRACT §4.4): the page and its counts, against the page alone. */
async function measureExactTotals(
  { bench, label, viewer, mix }: ViewerRun,
  sql: LoadResult,
  context: LoadContext,
) {
  const withTotals = await loadSql(
    bench.dbUrl,
    mix.map((q) => [toSql(q, viewer), ...toCountSql(q, viewer, 10_000, 1_000)]),
    bench.opts.duration,
  );
  figure(`search_${label}_sql_exact_totals_p50`, withTotals.p50, 'ms', sql.p50, context);
  figure(`search_${label}_sql_exact_totals_p95`, withTotals.p95, 'ms', sql.p95, context);
}

/** One client alone: the latency a user sees when the server is not busy. */
async function measureOneClient(
  { bench, label, viewer, mix, catalogue }: ViewerRun,
  context: LoadContext,
) {
  const { opts } = bench;
  const sqlAlone = await loadSql(
    bench.dbUrl,
    mix.map((q) => toSql(q, viewer)),
    opts.duration,
    1,
  );
  const apiAlone = await loadApi(
    bench.apiUrl,
    bench.token(viewer.userId),
    mix.map(toPath),
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

export async function measureSearch(bench: RunningBench, catalogue: number): Promise<void> {
  const { users, opts } = bench;
  const mix = queryMix(opts.seed);
  const viewers = [
    ['all', { userId: users.allUser }],
    ['few', { userId: users.fewUser }],
    ['grant', { userId: users.grantUser, grantedTypes: EVERY_TYPE }],
  ] as const;
  const bare = await startBareServer(
    bench.dbUrl,
    viewers.flatMap(([, viewer]) => mix.map((q) => toSql(q, viewer))),
    users.fewUser,
  );
  bench.children.push(bare.process);
  const requestsOf = (load: LoadResult) => load.perSecond * opts.duration;
  for (const [index, [label, viewer]] of viewers.entries()) {
    const run: ViewerRun = { bench, label, viewer, mix, catalogue };
    await measureFirstAsks(run);
    const { sql, context } = await measureSteadyLoad(run, requestsOf);
    await measureBareFloor(run, bare, index, sql, context, requestsOf);
    await measureExactTotals(run, sql, context);
    await measureOneClient(run, context);
  }
}
