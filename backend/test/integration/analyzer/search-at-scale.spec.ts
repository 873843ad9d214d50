import { DataSource } from 'typeorm';
import { COUNT_CAP } from '../../../src/modules/analyzer/analyzer.repository';
import { searchStatements } from '../../../src/modules/analyzer/analyzer-search.statement';
import { AnalyzerCatalogService, AnalyzerRecordInput } from '../../../src/modules/analyzer';
import { compileSql, Database } from '../../../src/shared/database';
import { recordInput } from '../../support/record-input';
import { signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

/** Totals past COUNT_CAP, and the inactive flag kept in step with company_status. */
describe('analyzer search at scale', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  const many = COUNT_CAP + 205;
  const db = () => t.app.get(DataSource);
  const writeRecords = (records: AnalyzerRecordInput[]) =>
    t.app
      .get(Database)
      .transaction((tx) =>
        t.app.get(AnalyzerCatalogService).upsertAndAssign(tx, records, user.user.id),
      );
  const search = (query: Record<string, string | number | boolean> = {}) =>
    t.http.get('/api/analyzer/records').set(bearer(user.accessToken)).query(query).expect(200);

  beforeAll(async () => {
    database = await createIsolatedDatabase('scale');
    t = await startTestApp({ DATABASE_URL: database.url });
    user = await signedInUser(t);
    // Record i: published on day i after 2000-01-01, SIREN 100000000 + i % 50.
    await db().query(
      `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, siren)
       SELECT 'S-' || i, 'Entreprise ' || i, date '2000-01-01' + i, 'creation',
              (100000000 + i % 50)::text
       FROM generate_series(1, $1) AS i`,
      [many],
    );
    await db().query(
      `INSERT INTO record_assignments (user_id, record_id) SELECT $1, id FROM analyzer_records`,
      [user.user.id],
    );
    await db().query('ANALYZE');
  }, 60000);
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('counts to the cap, says more past it, and still pages exactly', async () => {
    const first = await search();
    expect(first.body.data.meta).toMatchObject({
      page: 1,
      limit: 10,
      total: COUNT_CAP + 1,
      totalIsExact: false,
    });
    expect(first.body.data.data[0].annonce_id).toBe(`S-${many}`);
    const last = await search({ page: Math.ceil(many / 100), limit: 100 });
    expect(last.body.data.data.map((r: { annonce_id: string }) => r.annonce_id)).toEqual(
      Array.from({ length: many % 100 }, (_, i) => `S-${(many % 100) - i}`),
    );
    // The last page shows where the matches end: its total is exact.
    expect(last.body.data.meta).toMatchObject({ total: many, totalIsExact: true });
    const beyond = await search({ page: Math.ceil(many / 100) + 1, limit: 100 });
    expect(beyond.body.data.data).toEqual([]);
  });

  it('is exact at the cap itself', async () => {
    // Records 206…10,205: exactly COUNT_CAP matches.
    const atCap = await search({ dateFrom: '2000-07-25' });
    expect(atCap.body.data.meta).toMatchObject({ total: COUNT_CAP, totalIsExact: true });
  });

  it('never gives a total below what a page past the cap shows', async () => {
    const deep = await search({ page: 101, limit: 100 });
    expect(deep.body.data.data).toHaveLength(100);
    expect(deep.body.data.meta.total).toBeGreaterThan(10_100);
    expect(deep.body.data.meta.totalIsExact).toBe(false);
  });

  it('counts exactly under the cap', async () => {
    const small = await search({ dateFrom: '2000-01-02', dateTo: '2000-01-31' });
    expect(small.body.data.meta).toEqual({
      page: 1,
      limit: 10,
      total: 30,
      totalPages: 3,
      totalIsExact: true,
      hiddenInactive: 0,
      hiddenInactiveIsExact: true,
    });
  });

  it('hides the records of a company once it is struck off, and says how many', async () => {
    const siren = '100000007';
    const perSiren = Math.floor(many / 50);
    const active = async () => (await search({ dateTo: '2099-01-01', q: siren })).body.data.meta;
    expect(await active()).toMatchObject({ total: perSiren, hiddenInactive: 0 });
    await writeRecords([
      recordInput({
        annonce_id: 'B-radiation',
        siren,
        sirens: [siren],
        type_annonce: 'radiation',
        famille: 'Radiations',
        date_parution: '2001-01-01',
      }),
    ]);
    expect(await active()).toMatchObject({
      total: 0,
      totalIsExact: true,
      hiddenInactive: perSiren + 1,
      hiddenInactiveIsExact: true,
    });
    const included = await search({ q: siren, includeInactive: true });
    expect(included.body.data.meta).toMatchObject({ total: perSiren + 1, hiddenInactive: 0 });
    expect(included.body.data.data[0].companyStatus).toEqual({
      code: 'struck_off',
      since: '2001-01-01',
      annonceId: 'B-radiation',
    });
  });

  it("reads the other fields' words through their index, which stores none of them", async () => {
    const { text, values } = compileSql(
      searchStatements({
        terms: ['boulangerie'],
        types: [],
        departements: [],
        statuses: [],
        judgments: [],
        includeInactive: true,
      }).boundedCount(COUNT_CAP),
    );
    const runner = db().createQueryRunner();
    await runner.startTransaction();
    await runner.query('SET LOCAL enable_seqscan = off');
    const [{ 'QUERY PLAN': plan }] = await runner.query(`EXPLAIN (FORMAT JSON) ${text}`, values);
    await runner.rollbackTransaction();
    await runner.release();
    expect(JSON.stringify(plan)).toContain('"Index Name":"analyzer_records_other_words"');
    const columns = await db().query(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'analyzer_records' AND column_name = 'other_text'`,
    );
    expect(columns).toEqual([]);
  });
});
