/**
 * The company page (issue 19): companies with many notices and with few, as the `all` user (its
 * assignments), beside the statements the API runs for each page.
 */
import { companyPageStatements, companySirens } from '../company-page';
import { figure } from '../figures';
import { RunningBench } from '../harness';
import { loadApi } from '../http-load';
import { loadSql } from '../sql-load';

export async function measureCompanyPage(bench: RunningBench, catalogue: number): Promise<void> {
  const { db, opts } = bench;
  const { allUser } = bench.users;
  const connections = 4;
  const sirens = await companySirens(db, 64);
  const pages = await companyPageStatements(bench.dbUrl, allUser, sirens);
  const sql = await loadSql(bench.dbUrl, pages, opts.duration, connections);
  const viaApi = await loadApi(
    bench.apiUrl,
    bench.token(allUser),
    sirens.map((siren) => `/api/companies/${siren}`),
    opts.duration,
    connections,
  );
  const statements = pages.reduce((sum, page) => sum + page.length, 0) / pages.length;
  const {
    rows: [{ notices: mostNotices }],
  } = await db.query(
    `SELECT count(*)::int AS notices FROM analyzer_records WHERE sirens @> ARRAY[$1]`,
    [sirens[0]],
  );
  const context = {
    records: catalogue,
    assigned: catalogue,
    companies: sirens.length,
    mostNotices,
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
