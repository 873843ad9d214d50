import { DataSource } from 'typeorm';
import { makeAdmin, registerUser, signedInUser, uniqueEmail } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

describe('admin API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    admin = await makeAdmin(t);
  });
  afterAll(() => t.close());

  const asAdmin = (request: ReturnType<TestApp['http']['get']>) =>
    request.set('Authorization', `Bearer ${admin.accessToken}`);

  const ROUTES: [string, string][] = [
    ['get', '/api/admin/stats'],
    ['get', '/api/admin/system-health'],
    ['get', '/api/admin/users'],
    ['get', '/api/admin/subscriptions'],
    ['get', '/api/admin/usermanagement'],
    ['get', '/api/admin/usermanagement/1'],
    ['put', '/api/admin/usermanagement/1'],
    ['post', '/api/admin/usermanagement/1/credits'],
    ['post', '/api/admin/queues-ticket'],
  ];

  it.each(ROUTES)('refuses %s %s to anonymous (401) and users (403)', async (method, path) => {
    const user = await signedInUser(t);
    const call = (agent: TestApp['http']) =>
      (agent as unknown as Record<string, (p: string) => ReturnType<TestApp['http']['get']>>)[
        method
      ](path);
    await call(t.http).expect(401);
    const denied = await call(t.http)
      .set('Authorization', `Bearer ${user.accessToken}`)
      .expect(403);
    expect(denied.body.code).toBe('FORBIDDEN');
  });

  it('computes the statistics in SQL, equal to counts taken independently', async () => {
    const user = await signedInUser(t);
    await db.query(
      `INSERT INTO payments (user_id, kind, amount, currency, reference, created_at) VALUES
        ($1, 'credits', 999, 'eur', $2, now()), ($1, 'credits', 4495, 'eur', $3, now() - interval '2 months')`,
      [user.user.id, `test:${user.user.id}:a`, `test:${user.user.id}:b`],
    );
    const { body } = await asAdmin(t.http.get('/api/admin/stats')).expect(200);
    const [expected] = await db.query(`
      SELECT (SELECT count(*) FROM users)::int AS "totalUsers",
             (SELECT count(*) FROM analyzer_records)::int AS "totalRecords",
             (SELECT count(*) FROM user_subscriptions WHERE status = 'active')::int AS "activeSubscriptions",
             (SELECT coalesce(sum(amount), 0) FROM payments WHERE created_at >= date_trunc('month', now()))::int AS "monthlyRevenue",
             (SELECT coalesce(sum(balance), 0) FROM credit_balances)::int AS "totalCredits",
             (SELECT count(*) FROM record_assignments)::int AS assignments`);
    expect(body).toEqual({
      totalUsers: expected.totalUsers,
      totalRecords: expected.totalRecords,
      activeSubscriptions: expected.activeSubscriptions,
      monthlyRevenue: expected.monthlyRevenue,
      totalCredits: expected.totalCredits,
      avgRecordsPerUser: Math.round((expected.assignments / expected.totalUsers) * 10) / 10,
    });
    expect(body.monthlyRevenue).toBeGreaterThanOrEqual(999);
    expect(body.totalCredits).toBeGreaterThanOrEqual(20);
  });

  it('reports system health with database, Redis and queue depths', async () => {
    const { body } = await asAdmin(t.http.get('/api/admin/system-health')).expect(200);
    expect(body).toMatchObject({
      status: 'healthy',
      apiHealth: true,
      dbHealth: true,
      cacheHealth: true,
    });
    expect(Object.keys(body.queues)).toEqual([
      'analyzer-ingest',
      'bodacc-import',
      'bodacc-transfer',
      'bodacc-sync',
      'bodacc-history',
      'account-email-request',
      'webhook-delivery',
      'company-identity',
      'mail',
    ]);
    expect(body.queues['bodacc-import']).toEqual(
      expect.objectContaining({ waiting: expect.any(Number) }),
    );
    expect(new Date(body.lastChecked).getTime()).toBeGreaterThan(Date.now() - 5000);
  });

  it('lists the latest users first, limited', async () => {
    const newest = await signedInUser(t);
    const { body } = await asAdmin(t.http.get('/api/admin/users?limit=5')).expect(200);
    expect(body.users).toHaveLength(5);
    expect(body.users[0]).toMatchObject({ id: newest.user.id, email: newest.email });
    expect(body.users[0]).not.toHaveProperty('passwordHash');
  });

  it('searches users by name or e-mail, ignoring accents and case, with pagination', async () => {
    const marker = uniqueEmail('zoe').split('@')[0];
    for (const name of ['Éloïse Dupré', 'ELOISE Martin', 'Eloise Petit']) {
      const email = `${marker}-${name.split(' ')[1].toLowerCase()}@example.fr`;
      const session = await signedInUser(t, email);
      await db.query(`UPDATE users SET full_name = $1 WHERE id = $2`, [name, session.user.id]);
    }
    const page1 = await asAdmin(
      t.http.get(`/api/admin/usermanagement?search=${marker}&limit=2&page=1`),
    ).expect(200);
    expect(page1.body).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalItems: 3 });
    expect(page1.body.users).toHaveLength(2);
    const byName = await asAdmin(t.http.get('/api/admin/usermanagement?search=éloise dup')).expect(
      200,
    );
    expect(byName.body.users.map((user: { fullName: string }) => user.fullName)).toEqual([
      'Éloïse Dupré',
    ]);
    const none = await asAdmin(
      t.http.get('/api/admin/usermanagement?search=%25%25nobody%25'),
    ).expect(200);
    expect(none.body).toMatchObject({ users: [], totalItems: 0, totalPages: 0 });
  });

  it('edits name, role and verified flag, writing an audit row with before and after', async () => {
    const user = await signedInUser(t);
    const response = await asAdmin(t.http.put(`/api/admin/usermanagement/${user.user.id}`))
      .send({ fullName: 'Nouveau Nom', role: 'admin', is_verified: false })
      .expect(200);
    expect(response.body.user).toMatchObject({
      fullName: 'Nouveau Nom',
      role: 'admin',
      isVerified: false,
    });
    const detail = await asAdmin(t.http.get(`/api/admin/usermanagement/${user.user.id}`)).expect(
      200,
    );
    expect(detail.body.user).toMatchObject({
      fullName: 'Nouveau Nom',
      role: 'admin',
      creditBalance: 10,
    });
    const audit = await db.query(
      `SELECT actor_id, action, before, after FROM admin_audit_log WHERE target_user_id = $1`,
      [user.user.id],
    );
    expect(audit).toEqual([
      {
        actor_id: admin.user.id,
        action: 'user.update',
        before: expect.objectContaining({
          fullName: 'Marie Curie',
          role: 'user',
          isVerified: true,
        }),
        after: expect.objectContaining({
          fullName: 'Nouveau Nom',
          role: 'admin',
          isVerified: false,
        }),
      },
    ]);
  });

  it('refuses an admin removing their own admin role', async () => {
    const response = await asAdmin(t.http.put(`/api/admin/usermanagement/${admin.user.id}`))
      .send({ role: 'user' })
      .expect(403);
    expect(response.body.code).toBe('CANNOT_DEMOTE_SELF');
    const me = await asAdmin(t.http.get('/api/auth/me')).expect(200);
    expect(me.body.user.role).toBe('admin');
  });

  it('adjusts credits through the ledger and validates the input', async () => {
    const user = await signedInUser(t);
    const path = `/api/admin/usermanagement/${user.user.id}/credits`;
    for (const body of [
      { amount: 5 },
      { amount: 0, description: 'x' },
      { description: 'x' },
      { amount: 5, description: '' },
    ]) {
      const refused = await asAdmin(t.http.post(path)).send(body).expect(400);
      expect(refused.body).toMatchObject({
        code: 'ADJUSTMENT_INCOMPLETE',
        message: 'Amount and reason are required',
      });
    }
    const added = await asAdmin(t.http.post(path))
      .send({ amount: 15, description: 'Geste commercial' })
      .expect(200);
    expect(added.body).toEqual({ success: true, balance: 25 });
    const tooMuch = await asAdmin(t.http.post(path))
      .send({ amount: -26, description: 'Erreur' })
      .expect(409);
    expect(tooMuch.body).toMatchObject({ code: 'ADJUSTMENT_EXCEEDS_BALANCE', balance: 25 });
    await asAdmin(t.http.post(path)).send({ amount: -5, description: 'Correction' }).expect(200);

    const history = await t.http
      .get('/api/credits/transactions')
      .set('Authorization', `Bearer ${user.accessToken}`);
    expect(history.body.transactions.slice(0, 2)).toEqual([
      expect.objectContaining({
        type: 'adjustment',
        code: 'adjustment',
        params: {},
        amount: -5,
        description: 'Correction',
      }),
      expect.objectContaining({ type: 'adjustment', amount: 15, description: 'Geste commercial' }),
    ]);
    const audit = await db.query(
      `SELECT count(*)::int AS n FROM admin_audit_log WHERE target_user_id = $1 AND action = 'credits.adjust'`,
      [user.user.id],
    );
    expect(audit[0].n).toBe(2);
  });

  it('opens the job board only with a fresh admin ticket, then by cookie', async () => {
    await t.http.get('/api/admin/queues').expect(401);
    await t.http.get('/api/admin/queues?ticket=forged').expect(401);
    const { body } = await asAdmin(t.http.post('/api/admin/queues-ticket')).expect(200);
    const opened = await t.http.get(body.url).expect(303);
    const cookie = opened.headers['set-cookie'][0];
    expect(cookie).toMatch(/queue_board=.*HttpOnly/);
    const page = await t.http
      .get('/api/admin/queues')
      .set('Cookie', cookie.split(';')[0])
      .expect(200);
    expect(page.text).toContain('<div id="root">');
    const queues = await t.http
      .get('/api/admin/queues/api/queues')
      .set('Cookie', cookie.split(';')[0])
      .expect(200);
    expect(queues.body.queues.map((queue: { name: string }) => queue.name)).toEqual(
      expect.arrayContaining(['analyzer-ingest', 'bodacc-import', 'bodacc-transfer']),
    );
  });

  it('grants the welcome credits once when an admin verifies an account', async () => {
    const { user } = await registerUser(t);
    const path = `/api/admin/usermanagement/${user.id}`;
    await asAdmin(t.http.put(path)).send({ is_verified: true }).expect(200);
    await asAdmin(t.http.put(path)).send({ is_verified: false }).expect(200);
    await asAdmin(t.http.put(path)).send({ is_verified: true }).expect(200);
    const detail = await asAdmin(t.http.get(path)).expect(200);
    expect(detail.body.user).toMatchObject({ isVerified: true, creditBalance: 10 });
  });

  it('ends the sessions of an account an admin marks unverified', async () => {
    const session = await signedInUser(t);
    await asAdmin(t.http.put(`/api/admin/usermanagement/${session.user.id}`))
      .send({ is_verified: false })
      .expect(200);
    await t.http
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .expect(401);
    await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: session.refreshToken })
      .expect(401);
  });
});
