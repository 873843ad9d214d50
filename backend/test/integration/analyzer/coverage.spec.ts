import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AnalyzerCatalogService } from '../../../src/modules/analyzer';
import { Database } from '../../../src/shared/database';
import { signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { recordInput } from '../../support/record-input';
import { startTestApp, TestApp } from '../../support/test-app';

type SignedIn = Awaited<ReturnType<typeof signedInUser>>;

/**
 * Issue 30, finding 8: where a user searches, the catalogue says what it covers (its first and
 * last publication days, its size) and how current the sync keeps it; the whole catalogue's
 * figures, the same for every user.
 */
describe('GET /api/analyzer/coverage', () => {
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let t: TestApp;
  let owner: SignedIn;
  let stranger: SignedIn;
  const db = () => t.app.get(DataSource);
  const coverage = async (user: SignedIn) =>
    (await t.http.get('/api/analyzer/coverage').set(bearer(user.accessToken)).expect(200)).body;

  beforeAll(async () => {
    database = await createIsolatedDatabase('coverage');
    t = await startTestApp({ DATABASE_URL: database.url, CATALOGUE_CACHE_ROWS: '1000' });
    owner = await signedInUser(t);
    stranger = await signedInUser(t);
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('needs a signed-in user', async () => {
    await t.http.get('/api/analyzer/coverage').expect(401);
  });

  it('says an empty catalogue is empty and that the sync never ran', async () => {
    expect(await coverage(owner)).toEqual({
      from: null,
      through: null,
      total: 0,
      totalIsExact: true,
      syncedThrough: null,
      lastSyncState: null,
    });
  });

  it('gives the catalogue’s days and size, the same to a user who sees none of it', async () => {
    const days = ['2020-01-02', '2020-03-15', '2020-06-30'];
    await t.app.get(Database).transaction((tx) =>
      t.app.get(AnalyzerCatalogService).upsertAndAssign(
        tx,
        days.map((day, i) => recordInput({ annonce_id: `COV-${i}`, date_parution: day })),
        owner.user.id,
      ),
    );
    const expected = { from: '2020-01-02', through: '2020-06-30', total: 3, totalIsExact: true };
    // Read after the write: the kept figures follow the catalogue's version.
    expect(await coverage(owner)).toMatchObject(expected);
    expect(await coverage(stranger)).toMatchObject(expected);
  });

  it('gives the sync’s watermark and the state of its latest run', async () => {
    const runId = randomUUID();
    await db().query(
      `INSERT INTO job_runs (id, kind, params, state, processed, inserted, skipped)
       VALUES ($1, 'bodacc_sync', '{}', 'failed', 0, 0, 0)`,
      [runId],
    );
    await db().query(
      `UPDATE bodacc_sync_state SET synced_through = '2020-06-29', last_run_id = $1 WHERE id = 1`,
      [runId],
    );
    expect(await coverage(stranger)).toMatchObject({
      syncedThrough: '2020-06-29',
      lastSyncState: 'failed',
    });
  });
});
