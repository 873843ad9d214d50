/**
 * Analytics (issue 18): the `all` user, on a plan of advanced analytics without a grant of its
 * own (what it sees stays its assignments), asks for the analytics of the search mix. A request
 * groups every match, so fewer clients than the search: a screen opened now and then.
 */
import { figure } from '../figures';
import { RunningBench } from '../harness';
import { loadApi } from '../http-load';
import { BenchViewer, queryMix, SearchQuery, toAnalyticsPath, toAnalyticsSql } from '../search-mix';
import { firstAsks, loadSql, sqlFirstAsks } from '../sql-load';
import { EVERY_TYPE } from './search-catalogue';

async function subscribeToAdvancedAnalytics({ db }: RunningBench, userId: number) {
  await db.query(
    `WITH plan AS (
       INSERT INTO subscription_plans (name, description, price, monthly_credits, analytics)
       VALUES ('Bench analytics', 'Bench', 0, 0, 'advanced')
       ON CONFLICT (name) DO UPDATE SET analytics = EXCLUDED.analytics RETURNING id)
     INSERT INTO user_subscriptions (user_id, subscription_plan_id, status, current_period_end)
     SELECT $1, id, 'active', now() + interval '1 day' FROM plan`,
    [userId],
  );
}

type View = [path: string, query: SearchQuery];

/**
 * Eight views once each, one client, through the API and as the grouping statement alone (the
 * API keeps what it answers, so a load mostly reads kept answers once the first pass is done).
 */
async function measureFirstViews(
  bench: RunningBench,
  catalogue: number,
  name: string,
  views: View[],
  viewer: BenchViewer,
  baselineName: string,
) {
  const sqlFirst = await sqlFirstAsks(
    bench.dbUrl,
    views.map(([, q]) => [toAnalyticsSql(q, viewer)]),
  );
  const apiFirst = await firstAsks(
    views.map(
      ([path]) =>
        () =>
          bench.getOk(path, viewer.userId),
    ),
  );
  const context = { records: catalogue, views: views.length, connections: 1, baselineName };
  figure(`analytics_${name}_first_view_p50`, apiFirst.p50, 'ms', sqlFirst.p50, context);
  figure(`analytics_${name}_first_view_p95`, apiFirst.p95, 'ms', sqlFirst.p95, context);
}

const viewsOf = (mix: SearchQuery[]): View[] => [
  ...new Map(mix.map((q) => [toAnalyticsPath(q), q])).entries(),
];

export async function measureAnalytics(bench: RunningBench, catalogue: number): Promise<void> {
  const { opts } = bench;
  const { allUser, grantUser } = bench.users;
  const mix = queryMix(opts.seed);
  // Issue 31: the `grant` user sees every type through a grant (the plans' grant): the whole
  // months come from the counts the loads keep, beside the grouping that answered before.
  await subscribeToAdvancedAnalytics(bench, grantUser);
  await measureFirstViews(
    bench,
    catalogue,
    'everything',
    viewsOf(queryMix(opts.seed + 1))
      .filter(([, q]) => !q.q)
      .slice(0, 8),
    { userId: grantUser, grantedTypes: EVERY_TYPE },
    'the grouping of every match (what answered before the kept counts)',
  );

  await subscribeToAdvancedAnalytics(bench, allUser);
  await measureFirstViews(
    bench,
    catalogue,
    'all',
    viewsOf(mix).slice(0, 8),
    { userId: allUser },
    'the breakdowns statement alone, each view once, in turn',
  );

  const connections = 4;
  const sql = await loadSql(
    bench.dbUrl,
    mix.map((q) => toAnalyticsSql(q, { userId: allUser })),
    opts.duration,
    connections,
  );
  const viaApi = await loadApi(
    bench.apiUrl,
    bench.token(allUser),
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
