import { DataSource } from 'typeorm';
import { CreditsService } from '../../../src/modules/credits';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { subscribeTo } from '../../support/plan-subscription';
import {
  bearer,
  clearRedisPrefix,
  makeIngestDir,
  waitForRun,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

const CSV = [
  'annonce_id,date_parution,type_annonce,nom_complet',
  ...['A', 'B', 'C', 'D'].map(
    (id) => `M-${id},2024-01-0${'ABCD'.indexOf(id) + 1},creation,Société ${id}`,
  ),
].join('\n');

describe('usage metering of record consultations (CONTRACT §4.5)', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let db: DataSource;

  async function userWithRecords() {
    const user = await signedInUser(t);
    const started = await t.http
      .post('/api/admin/analyzer-ingest/start')
      .set(bearer(admin.accessToken))
      .field('targetUserId', String(user.user.id))
      .attach('csvFile', Buffer.from(CSV), 'records.csv')
      .expect(200);
    await waitForRun(t, started.body.processId);
    const rows: { id: number; annonce_id: string }[] = await db.query(
      `SELECT r.id, r.annonce_id FROM analyzer_records r JOIN record_assignments a ON a.record_id = r.id
        WHERE a.user_id = $1 ORDER BY r.annonce_id`,
      [user.user.id],
    );
    return {
      ...user,
      records: Object.fromEntries(rows.map((row) => [row.annonce_id.slice(2), row.id])),
    };
  }

  const open = (token: string, id: number) =>
    t.http.get(`/api/analyzer/records/${id}`).set(bearer(token));
  const balance = (userId: number) => t.app.get(CreditsService).balanceOf(userId);

  beforeAll(async () => {
    database = await createIsolatedDatabase('metering');
    t = await startTestApp({ DATABASE_URL: database.url, INGEST_DIR: makeIngestDir() });
    db = t.app.get(DataSource);
    admin = await makeAdmin(t);
    await db.query(`UPDATE subscription_plans SET record_limit = 2 WHERE name = 'Débutant'`);
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('counts each distinct record once a month, free within the plan, then 1 credit each', async () => {
    const user = await userWithRecords();
    await db.query(
      `INSERT INTO user_subscriptions (user_id, subscription_plan_id, status, current_period_end)
       SELECT $1, id, 'active', now() + interval '20 days' FROM subscription_plans WHERE name = 'Débutant'`,
      [user.user.id],
    );
    const { A, B, C, D } = user.records;
    for (const id of [A, A, B, A]) await open(user.accessToken, id).expect(200);
    expect(await balance(user.user.id)).toBe(10);
    await open(user.accessToken, C).expect(200);
    await open(user.accessToken, C).expect(200);
    expect(await balance(user.user.id)).toBe(9);

    await t.app
      .get(CreditsService)
      .spend({ userId: user.user.id, amount: 9, type: 'usage', description: 'drain' });
    const refused = await open(user.accessToken, D).expect(402);
    expect(refused.body).toEqual({
      statusCode: 402,
      message: "You don't have enough credits for this operation",
      error: 'Payment Required',
      code: 'INSUFFICIENT_CREDITS',
      creditInfo: { required: 1, balance: 0 },
    });
    await open(user.accessToken, D).expect(402);
    await open(user.accessToken, A).expect(200);
    const [usage] = await db.query(
      `SELECT count(*)::int AS n FROM credit_transactions WHERE user_id = $1 AND type = 'usage' AND description LIKE 'Record%'`,
      [user.user.id],
    );
    expect(usage.n).toBe(1);
  });

  it('lists a consultation charge with its record and company, for the screens to translate', async () => {
    const user = await userWithRecords();
    await open(user.accessToken, user.records.B).expect(200);
    const history = await t.http
      .get('/api/credits/transactions')
      .set(bearer(user.accessToken))
      .expect(200);
    expect(history.body.transactions[0]).toMatchObject({
      type: 'usage',
      code: 'record_consultation',
      params: { recordId: user.records.B, companyName: 'Société B' },
      amount: -1,
    });
    expect(history.body.transactions[1]).toMatchObject({ code: 'welcome', params: {} });
  });

  it('tells what opening a record would cost, without counting it', async () => {
    const user = await userWithRecords();
    await db.query(
      `INSERT INTO user_subscriptions (user_id, subscription_plan_id, status, current_period_end)
       SELECT $1, id, 'active', now() + interval '20 days' FROM subscription_plans WHERE name = 'Débutant'`,
      [user.user.id],
    );
    const { A, B, C } = user.records;
    const cost = async (token: string, id: number) =>
      (await t.http.get(`/api/analyzer/records/${id}/cost`).set(bearer(token)).expect(200)).body;
    expect(await cost(user.accessToken, A)).toEqual({
      charge: 'within_plan',
      cost: 0,
      balance: 10,
    });
    await open(user.accessToken, A).expect(200);
    await open(user.accessToken, B).expect(200);
    expect(await cost(user.accessToken, A)).toMatchObject({ charge: 'already_counted', cost: 0 });
    expect(await cost(user.accessToken, C)).toEqual({ charge: 'credit', cost: 1, balance: 10 });
    expect(await cost(user.accessToken, C)).toMatchObject({ cost: 1 });
    expect(await balance(user.user.id)).toBe(10);
    expect(await cost(admin.accessToken, C)).toMatchObject({ charge: 'admin', cost: 0 });
    const stranger = await signedInUser(t);
    await t.http
      .get(`/api/analyzer/records/${C}/cost`)
      .set(bearer(stranger.accessToken))
      .expect(404);
  });

  it('charges every new record without a subscription, and never charges admins', async () => {
    const user = await userWithRecords();
    const { A, B } = user.records;
    await open(user.accessToken, A).expect(200);
    await open(user.accessToken, B).expect(200);
    await open(user.accessToken, A).expect(200);
    expect(await balance(user.user.id)).toBe(8);

    await open(admin.accessToken, user.records.C).expect(200);
    expect(await balance(admin.user.id)).toBe(10);
  });

  it('lets only the credits available through when records are opened concurrently', async () => {
    const user = await userWithRecords();
    await t.app
      .get(CreditsService)
      .spend({ userId: user.user.id, amount: 8, type: 'usage', description: 'drain' });
    const statuses = (
      await Promise.all(Object.values(user.records).map((id) => open(user.accessToken, id)))
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 402)).toHaveLength(2);
    expect(await balance(user.user.id)).toBe(0);
  });

  it('adds a favorite free: no credit, no consultation counted, only the summary fields', async () => {
    const user = await userWithRecords();
    const { A, B } = user.records;
    await t.app
      .get(CreditsService)
      .spend({ userId: user.user.id, amount: 10, type: 'usage', description: 'drain' });
    const added = await t.http
      .post('/api/favorites')
      .set(bearer(user.accessToken))
      .send({ analyzerRecordId: B })
      .expect(201);
    expect(added.body.favorite).toMatchObject({ analyzer_record_id: B, nom_complet: 'Société B' });
    // What only opening the record gives stays out of the favorite.
    for (const field of ['annonce_text', 'details_annonce_json', 'activite', 'complementaire'])
      expect(added.body.favorite).not.toHaveProperty(field);
    expect(await balance(user.user.id)).toBe(0);
    const counted = await db.query(`SELECT 1 FROM record_consultations WHERE user_id = $1`, [
      user.user.id,
    ]);
    expect(counted).toHaveLength(0);
    const history = await t.http
      .get('/api/credits/transactions')
      .set(bearer(user.accessToken))
      .expect(200);
    expect(
      history.body.transactions.map((row: { description: string }) => row.description),
    ).toEqual(['drain', 'Welcome credits']);
    // Opening it is still metered: without credits, it is refused.
    expect((await open(user.accessToken, B).expect(402)).body.creditInfo).toEqual({
      required: 1,
      balance: 0,
    });
    await t.http
      .post('/api/favorites')
      .set(bearer(user.accessToken))
      .send({ analyzerRecordId: A })
      .expect(201);
    const list = await t.http.get('/api/favorites').set(bearer(user.accessToken)).expect(200);
    expect(list.body.total).toBe(2);
    for (const favorite of list.body.favorites) expect(favorite).not.toHaveProperty('annonce_text');
  });

  it("tells the month's usage against the plan: credits used and records opened", async () => {
    const user = await userWithRecords();
    const usage = async () =>
      (await t.http.get('/api/subscriptions/usage').set(bearer(user.accessToken)).expect(200)).body
        .usage;
    const month = new Date().toISOString().slice(0, 7);
    expect(await usage()).toEqual({
      month,
      plan: null,
      creditsUsed: 0,
      creditsIncluded: null,
      recordsOpened: 0,
      recordLimit: 0,
    });
    await open(user.accessToken, user.records.A).expect(200);
    await open(user.accessToken, user.records.A).expect(200);
    expect(await usage()).toMatchObject({ creditsUsed: 1, recordsOpened: 1 });

    await subscribeTo(t, user.user.id, 'Débutant');
    await open(user.accessToken, user.records.B).expect(200);
    expect(await usage()).toEqual({
      month,
      plan: 'Débutant',
      creditsUsed: 1,
      creditsIncluded: 50,
      recordsOpened: 2,
      recordLimit: 2,
    });
    await t.http.get('/api/subscriptions/usage').expect(401);
  });
});
