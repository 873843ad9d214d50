/**
 * Analytics (issue 18): the `all` user, on a plan of advanced analytics without a grant of its
 * own (what it sees stays its assignments), asks for the analytics of the search mix. A request
 * groups every match, so fewer clients than the search: a screen opened now and then.
 */
import { figure } from '../figures';
import { RunningBench } from '../harness';
import { loadApi } from '../http-load';
import { queryMix, toAnalyticsPath, toAnalyticsSql } from '../search-mix';
import { firstAsks, loadSql, sqlFirstAsks } from '../sql-load';

async function subscribeToAdvancedAnalytics({ db }: RunningBench, userId: number) {
  await db.query(
    `WITH plan AS (
       INSERT INTO subscription_plans (name, description, price, monthly_credits, analytics)
       VALUES ('Bench analytics', 'Bench', 0, 0, 'advanced') RETURNING id)
     INSERT INTO user_subscriptions (user_id, subscription_plan_id, status, current_period_end)
     SELECT $1, id, 'active', now() + interval '1 day' FROM plan`,
    [userId],
  );
}

export async function measureAnalytics(bench: RunningBench, catalogue: number): Promise<void> {
  const { opts } = bench;
  const { allUser } = bench.users;
  const mix = queryMix(opts.seed);
  await subscribeToAdvancedAnalytics(bench, allUser);

  // First views: eight views once each, one client (the API keeps what it groups, so the
  // load below mostly reads kept answers once the first pass is done).
  const views = [...new Map(mix.map((q) => [toAnalyticsPath(q), q])).entries()].slice(0, 8);
  const sqlFirst = await sqlFirstAsks(
    bench.dbUrl,
    views.map(([, q]) => [toAnalyticsSql(q, { userId: allUser })]),
  );
  const apiFirst = await firstAsks(
    views.map(
      ([path]) =>
        () =>
          bench.getOk(path, allUser),
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
