import { DataSource } from 'typeorm';
import { COUNT_CAP, TRUSTED_ESTIMATE } from '../../../src/modules/analyzer/analyzer.repository';
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

  it('estimates a total past the cap, says so, and still pages exactly', async () => {
    const first = await search();
    expect(first.body.data.meta).toMatchObject({ page: 1, limit: 10, totalIsExact: false });
    expect(first.body.data.meta.total).toBeGreaterThan(COUNT_CAP);
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

  it('trusts a large estimate instead of counting, and says so', async () => {
    const crowd = await signedInUser(t);
    await db().query(
      `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce)
       SELECT 'L-' || i, 'Grand ' || i, date '1990-01-01' + i % 3000, 'vente'
       FROM generate_series(1, $1) AS i`,
      [TRUSTED_ESTIMATE * 2],
    );
    await db().query(
      `INSERT INTO record_assignments (user_id, record_id)
       SELECT $1, id FROM analyzer_records WHERE annonce_id LIKE 'L-%'`,
      [crowd.user.id],
    );
    await db().query('ANALYZE');
    const queries = jest.spyOn(db().manager, 'query');
    const response = await t.http
      .get('/api/analyzer/records')
      .set(bearer(crowd.accessToken))
      .query({ typeAnnonce: 'vente' })
      .expect(200);
    expect(response.body.data.data).toHaveLength(10);
    expect(response.body.data.meta.totalIsExact).toBe(false);
    // The planner's estimate, within a reasonable distance of the real count.
    expect(response.body.data.meta.total).toBeGreaterThan(TRUSTED_ESTIMATE * 1.5);
    expect(response.body.data.meta.total).toBeLessThan(TRUSTED_ESTIMATE * 2.5);
    // Counting that many matches is what would make every page slow.
    const statements = queries.mock.calls.map(([sql]) => sql);
    queries.mockRestore();
    expect(statements.some((sql) => sql.startsWith('EXPLAIN'))).toBe(true);
    expect(statements.filter((sql) => sql.includes('count(*)'))).toEqual([]);
  });

  it('counts exactly under the cap', async () => {
    const small = await search({ dateFrom: '2000-01-02', dateTo: '2000-01-31' });
    expect(small.body.data.meta).toEqual({
      page: 1,
      limit: 10,
      total: 30,
      totalPages: 3,
      totalIsExact: true,
    });
  });

  it('flags the records of a company when it becomes inactive, and unflags them', async () => {
    const siren = '100000007';
    const perSiren = many / 50;
    const active = async () => (await search({ dateTo: '2099-01-01', q: siren })).body.data.meta;
    expect(await active()).toMatchObject({ total: Math.floor(perSiren), totalIsExact: true });
    await db().query(
      `INSERT INTO company_status (siren, inactive_since, reason) VALUES ($1, '2001-01-01', 'radiation')`,
      [siren],
    );
    expect(await active()).toMatchObject({ total: 0, totalIsExact: true });
    const included = await search({ q: siren, includeInactive: true });
    expect(included.body.data.meta.total).toBe(Math.floor(perSiren));
    await db().query(`DELETE FROM company_status WHERE siren = $1`, [siren]);
    expect((await active()).total).toBe(Math.floor(perSiren));
  });
});
