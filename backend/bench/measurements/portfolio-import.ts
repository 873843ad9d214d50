/**
 * Issue 33: a portfolio of 10,000 companies of the catalogue imported as a CSV file by the admin
 * (not limited), beside the same watches written by PostgreSQL alone; then its page, beside the
 * statement that reads it.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { figure, log } from '../figures';
import { RunningBench } from '../harness';
import { loadApi } from '../http-load';
import { loadSql } from '../sql-load';

const LINES = 10_000;

/** The API's own build (dist/), loaded at run time as company-page.ts does. */
const backend = createRequire(join(__dirname, '..', '..', 'main.js'));

export async function measurePortfolio(bench: RunningBench, catalogue: number): Promise<void> {
  const { db, users, apiUrl, opts } = bench;
  const { rows } = await db.query(
    `SELECT DISTINCT siren FROM analyzer_records WHERE siren ~ '^[0-9]{9}$' LIMIT ${LINES}`,
  );
  const sirens = rows.map((row: { siren: string }) => row.siren);
  const csv = ['Client;SIREN', ...sirens.map((siren, i) => `Client ${i};${siren}`)].join('\r\n');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'portfolio.csv');
  const started = performance.now();
  const response = await fetch(`${apiUrl}/api/watches/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bench.token(users.admin)}` },
    body: form,
  });
  const seconds = (performance.now() - started) / 1000;
  const report = (await response.json()) as { added: number; invalid: unknown[] };
  if (response.status !== 201) throw new Error(`import: ${response.status}`);
  const watched: string[] = (
    await db.query(`SELECT siren FROM watches WHERE user_id = $1`, [users.admin])
  ).rows.map((row: { siren: string }) => row.siren);

  const sqlStarted = performance.now();
  await db.query('BEGIN');
  await db.query(`DELETE FROM watches WHERE user_id = $1`, [users.admin]);
  await db.query(`INSERT INTO watches (user_id, siren) SELECT $1, unnest($2::text[])`, [
    users.admin,
    watched,
  ]);
  await db.query('ROLLBACK');
  const sqlSeconds = (performance.now() - sqlStarted) / 1000;
  log(`portfolio of ${sirens.length} lines imported in ${seconds.toFixed(2)} s`);
  figure('portfolio_import_10k_s', seconds, 's', sqlSeconds, {
    lines: sirens.length,
    added: report.added,
    invalid: report.invalid.length,
    target: '<= 10 s',
    baselineName: 'the same watches inserted in one statement',
  });

  const { compileSql } = backend('./shared/database/sql');
  const { addDays, dayInParis } = backend('./shared/time');
  const { portfolioPageStatement } = backend('./modules/analyzer/portfolio-companies.statements');
  const { addMonths } = backend('./modules/analyzer/analytics-period');
  const today: string = dayInParis(new Date());
  const days = {
    week: addDays(today, -7),
    month: addDays(today, -30),
    quarter: addDays(today, -90),
    overdueBefore: addMonths(today, -18),
  };
  const statement = compileSql(portfolioPageStatement(watched, days, {}, { limit: 10, offset: 0 }));
  const connections = 4;
  const sql = await loadSql(bench.dbUrl, [statement], opts.duration, connections);
  const viaApi = await loadApi(
    apiUrl,
    bench.token(users.admin),
    ['/api/portfolio', '/api/portfolio?flag=procedure_open', '/api/portfolio?page=3'],
    opts.duration,
    connections,
  );
  const context = {
    records: catalogue,
    companies: watched.length,
    connections,
    seconds: opts.duration,
    errors: viaApi.errors,
    baselineName: "the portfolio's one statement (summary and first page) over its companies",
  };
  figure('portfolio_p50', viaApi.p50, 'ms', sql.p50, context);
  figure('portfolio_p95', viaApi.p95, 'ms', sql.p95, { ...context, target: '<= 300 ms' });
  await db.query(`DELETE FROM watches WHERE user_id = $1`, [users.admin]);
}
