import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  loadSampleCatalogue,
  makeIngestDir,
  waitForRun,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

interface Row {
  id: number;
  annonce_id: string;
  numero_departement: string | null;
  type_annonce: string | null;
  date_parution: string | null;
}

/** Access grants (CONTRACT §7.2) seen through the one visibility rule (§7.1), on the real sample. */
describe('access grants', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  const db = () => t.app.get(DataSource);

  const grants = (userId: number) => `/api/admin/usermanagement/${userId}/grants`;
  const grant = async (userId: number, body: object) =>
    (await t.http.post(grants(userId)).set(bearer(admin.accessToken)).send(body).expect(201)).body
      .grant as { id: number };
  const visible = async (token: string, query: object = {}) => {
    const response = await t.http
      .get('/api/analyzer/records')
      .set(bearer(token))
      .query({ includeInactive: true, limit: 100, ...query })
      .expect(200);
    return response.body.data as { data: Row[]; meta: { total: number } };
  };
  const count = async (where: string) =>
    (await db().query(`SELECT count(*)::int AS n FROM analyzer_records WHERE ${where}`))[0].n;

  beforeAll(async () => {
    const ingestDir = makeIngestDir();
    database = await createIsolatedDatabase('grants');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      BODACC_CSV_PATH: join(ingestDir, 'sample-real.csv'),
    });
    admin = await makeAdmin(t);
    await loadSampleCatalogue(t, admin.accessToken);
  }, 60000);
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('shows a user exactly the granted department, and its notices that arrive later', async () => {
    const user = await signedInUser(t);
    expect((await visible(user.accessToken)).meta.total).toBe(0);
    await grant(user.user.id, { departements: ['03'] });
    const granted = await visible(user.accessToken);
    expect(granted.meta.total).toBe(await count(`numero_departement = '03'`));
    expect(granted.meta.total).toBeGreaterThan(0);
    expect(new Set(granted.data.map((r) => r.numero_departement))).toEqual(new Set(['03']));

    // A notice of the department that arrives afterwards, by another job, for someone else.
    const csv = [
      'annonce_id,date_parution,type_annonce,nom_complet,numero_departement,siren',
      'LATER-03,2026-11-20,creation,Nouvelle Allier SAS,03,123456782',
      'LATER-75,2026-11-20,creation,Nouvelle Paris SAS,75,123456790',
    ].join('\n');
    const started = await t.http
      .post('/api/admin/analyzer-ingest/start')
      .set(bearer(admin.accessToken))
      .field('targetUserId', String(admin.user.id))
      .field('batchSize', '10')
      .field('rowLimit', '')
      .attach('csvFile', Buffer.from(csv), 'later.csv')
      .expect(200);
    expect(await waitForRun(t, started.body.processId)).toMatchObject({ state: 'completed' });
    const later = await visible(user.accessToken, { q: 'Nouvelle' });
    expect(later.data.map((r) => r.annonce_id)).toEqual(['LATER-03']);

    // Every route that reads records uses the same rule: detail, company page, favorites.
    const [hidden] = await db().query(
      `SELECT id FROM analyzer_records WHERE annonce_id = 'LATER-75'`,
    );
    const shown = later.data[0];
    await t.http.get(`/api/analyzer/records/${shown.id}`).set(bearer(user.accessToken)).expect(200);
    await t.http
      .get(`/api/analyzer/records/${hidden.id}`)
      .set(bearer(user.accessToken))
      .expect(404);
    await t.http.get('/api/companies/123456782').set(bearer(user.accessToken)).expect(200);
    await t.http.get('/api/companies/123456790').set(bearer(user.accessToken)).expect(404);
    await t.http
      .post('/api/favorites')
      .set(bearer(user.accessToken))
      .send({ analyzerRecordId: hidden.id })
      .expect(404);
  });

  it('combines the criteria of a grant, and adds the segments of several grants', async () => {
    const user = await signedInUser(t);
    await grant(user.user.id, { types: ['collective'], from: '2026-02-06' });
    const recent = await visible(user.accessToken);
    expect(recent.meta.total).toBe(
      await count(`type_annonce = 'collective' AND date_parution >= '2026-02-06'`),
    );
    expect(recent.data.every((r) => r.type_annonce === 'collective')).toBe(true);
    expect(recent.data.every((r) => r.date_parution! >= '2026-02-06')).toBe(true);
    await grant(user.user.id, { types: ['radiation'] });
    expect((await visible(user.accessToken)).meta.total).toBe(
      await count(
        `(type_annonce = 'collective' AND date_parution >= '2026-02-06') OR type_annonce = 'radiation'`,
      ),
    );
  });

  it('lists and revokes a grant, after which the user sees nothing again', async () => {
    const user = await signedInUser(t);
    const { id } = await grant(user.user.id, { departements: ['2a', '971'] });
    const list = await t.http.get(grants(user.user.id)).set(bearer(admin.accessToken)).expect(200);
    expect(list.body.grants).toEqual([
      { id, departements: ['2A', '971'], types: null, from: null, createdAt: expect.any(String) },
    ]);
    expect((await visible(user.accessToken)).meta.total).toBe(
      await count(`numero_departement IN ('2A', '971')`),
    );
    await t.http
      .delete(`${grants(user.user.id)}/${id}`)
      .set(bearer(admin.accessToken))
      .expect(204);
    expect((await visible(user.accessToken)).meta.total).toBe(0);
    const again = await t.http
      .delete(`${grants(user.user.id)}/${id}`)
      .set(bearer(admin.accessToken))
      .expect(404);
    expect(again.body.code).toBe('GRANT_NOT_FOUND');
  });

  it('refuses a grant without a criterion or with bad values, and unknown holders', async () => {
    const user = await signedInUser(t);
    const post = (path: string, body: object) =>
      t.http.post(path).set(bearer(admin.accessToken)).send(body);
    expect((await post(grants(user.user.id), {}).expect(400)).body.code).toBe(
      'GRANT_CRITERION_REQUIRED',
    );
    for (const body of [
      { departements: ['7'] },
      { departements: [] },
      { types: ['faillite'] },
      { from: '2026-02-30' },
      { departements: '75' },
    ]) {
      expect((await post(grants(user.user.id), body).expect(400)).body.code).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect((await post(grants(999999), { types: ['vente'] }).expect(404)).body.code).toBe(
      'USER_NOT_FOUND',
    );
    expect(
      (await post('/api/admin/plans/999999/grants', { types: ['vente'] }).expect(404)).body.code,
    ).toBe('PLAN_NOT_FOUND');
  });

  it('is for admins only', async () => {
    const user = await signedInUser(t);
    await t.http.get(grants(user.user.id)).expect(401);
    const denied = await t.http
      .post(grants(user.user.id))
      .set(bearer(user.accessToken))
      .send({ types: ['vente'] })
      .expect(403);
    expect(denied.body.code).toBe('FORBIDDEN');
    await t.http.get('/api/admin/plans/1/grants').set(bearer(user.accessToken)).expect(403);
  });

  it("opens the whole catalogue to a plan's subscribers, trial included, and no one else", async () => {
    const plans = await db().query(`SELECT id FROM subscription_plans ORDER BY id`);
    for (const { id } of plans) {
      const seeded = await t.http
        .get(`/api/admin/plans/${id}/grants`)
        .set(bearer(admin.accessToken))
        .expect(200);
      expect(seeded.body.grants).toHaveLength(1);
      expect(seeded.body.grants[0].types).toHaveLength(12);
    }
    const subscriber = await signedInUser(t);
    const visitor = await signedInUser(t);
    expect((await visible(subscriber.accessToken)).meta.total).toBe(0);
    await db().query(
      `INSERT INTO user_subscriptions (user_id, subscription_plan_id, status, current_period_end, trial_ends_at)
       VALUES ($1, $2, 'active', now() + interval '14 days', now() + interval '14 days')`,
      [subscriber.user.id, plans[0].id],
    );
    const all = await count('true');
    expect((await visible(subscriber.accessToken)).meta.total).toBe(all);
    expect((await visible(visitor.accessToken)).meta.total).toBe(0);
    // The subscription ends: so does the plan's grant.
    await db().query(`UPDATE user_subscriptions SET status = 'expired' WHERE user_id = $1`, [
      subscriber.user.id,
    ]);
    expect((await visible(subscriber.accessToken)).meta.total).toBe(0);
  });
});
