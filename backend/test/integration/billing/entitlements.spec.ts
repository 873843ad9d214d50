import { DataSource } from 'typeorm';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { subscribeTo } from '../../support/plan-subscription';
import { startTestApp, TestApp } from '../../support/test-app';

/** CONTRACT §7.6: what each plan opens, from the active plan (trial included); admins all. */
describe('entitlements', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;

  const entitlementsOf = async (token: string) =>
    (await t.http.get('/api/subscriptions/entitlements').set(bearer(token)).expect(200)).body;

  beforeAll(async () => {
    database = await createIsolatedDatabase('entitlements');
    t = await startTestApp({ DATABASE_URL: database.url });
  }, 60000);
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('refuses an anonymous caller', async () => {
    await t.http.get('/api/subscriptions/entitlements').expect(401);
  });

  it('gives a user without a plan nothing but the free watches', async () => {
    const { accessToken } = await signedInUser(t);
    expect(await entitlementsOf(accessToken)).toEqual({
      plan: null,
      recordLimit: 0,
      analytics: null,
      export: false,
      apiAccess: false,
      webhooks: false,
      limits: { watches: 5, savedSearchAlerts: 0 },
    });
  });

  it.each([
    ['Débutant', 100, 'basic', false, false, { watches: 25, savedSearchAlerts: 1 }],
    ['Professionnel', 500, 'advanced', true, false, { watches: 250, savedSearchAlerts: 10 }],
    ['Entreprise', null, 'advanced', true, true, { watches: null, savedSearchAlerts: null }],
  ])(
    'gives a %s subscriber on trial what the plan sells',
    async (name, recordLimit, analytics, canExport, isEnterprise, limits) => {
      const { user, accessToken } = await signedInUser(t);
      const planId = await subscribeTo(t, user.id, name as string);
      expect(await entitlementsOf(accessToken)).toEqual({
        plan: { id: planId, name },
        recordLimit,
        analytics,
        export: canExport,
        apiAccess: isEnterprise,
        webhooks: isEnterprise,
        limits,
      });
    },
  );

  it('keeps a cancelled plan until its period ends, then takes it away', async () => {
    const { user, accessToken } = await signedInUser(t);
    await subscribeTo(t, user.id, 'Professionnel');
    const db = t.app.get(DataSource);
    await db.query(`UPDATE user_subscriptions SET status = 'canceled' WHERE user_id = $1`, [
      user.id,
    ]);
    expect((await entitlementsOf(accessToken)).export).toBe(true);
    await db.query(
      `UPDATE user_subscriptions SET current_period_end = now() - interval '1 day' WHERE user_id = $1`,
      [user.id],
    );
    expect((await entitlementsOf(accessToken)).plan).toBeNull();
  });

  it('gives admins every feature without limit', async () => {
    const admin = await makeAdmin(t);
    expect(await entitlementsOf(admin.accessToken)).toMatchObject({
      recordLimit: null,
      analytics: 'advanced',
      export: true,
      apiAccess: true,
      webhooks: true,
      limits: { watches: null, savedSearchAlerts: null },
    });
  });
});
