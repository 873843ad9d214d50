import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { makeRecord } from '../../support/favorites-helpers';
import { makeAdmin, PASSWORD, signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { subscribeTo } from '../../support/plan-subscription';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof signedInUser>>;

const SIREN = '552100554';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** CONTRACT §7.6: API keys act as their owner on the data routes only, 10 requests a second. */
describe('API keys', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let owner: Session;
  const db = () => t.app.get(DataSource);

  const createKey = async (session: Session, name = 'CRM') =>
    (await t.http.post('/api/api-keys').set(bearer(session.accessToken)).send({ name }).expect(201))
      .body as { apiKey: { id: number; name: string; prefix: string }; secret: string };
  const entreprise = async () => {
    const session = await signedInUser(t);
    await subscribeTo(t, session.user.id, 'Entreprise');
    return session;
  };

  beforeAll(async () => {
    database = await createIsolatedDatabase('api-keys');
    t = await startTestApp({ DATABASE_URL: database.url, API_KEY_RATE_LIMIT_PER_SECOND: '10' });
    owner = await entreprise();
    await makeRecord(t, [owner.user.id], { nom_complet: 'Boulangerie Clé', siren: SIREN });
    await makeRecord(t, [owner.user.id], { nom_complet: 'Boulangerie Clé Nord' });
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('refuses a key to a user whose plan has no API access, and to nobody signed in', async () => {
    const visitor = await signedInUser(t);
    const pro = await signedInUser(t);
    await subscribeTo(t, pro.user.id, 'Professionnel');
    for (const { accessToken } of [visitor, pro]) {
      const refused = await t.http
        .post('/api/api-keys')
        .set(bearer(accessToken))
        .send({ name: 'CRM' })
        .expect(403);
      expect(refused.body).toMatchObject({ code: 'PLAN_FEATURE_REQUIRED', feature: 'apiAccess' });
    }
    await t.http.post('/api/api-keys').send({ name: 'CRM' }).expect(401);
    await t.http.get('/api/api-keys').expect(401);
    const [{ count }] = await db().query(`SELECT count(*)::int AS count FROM api_keys`);
    expect(count).toBe(0);
  });

  it('creates a key whose secret is shown once and stored only as its hash', async () => {
    await t.http
      .post('/api/api-keys')
      .set(bearer(owner.accessToken))
      .send({ name: '  ' })
      .expect(400);
    const { apiKey, secret } = await createKey(owner, 'Synchronisation CRM');
    expect(secret).toMatch(/^bda_live_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toEqual({
      id: expect.any(Number),
      name: 'Synchronisation CRM',
      prefix: secret.slice(0, 15),
      createdAt: expect.any(String),
      lastUsedAt: null,
    });

    const listed = await t.http.get('/api/api-keys').set(bearer(owner.accessToken)).expect(200);
    expect(listed.body.apiKeys).toContainEqual(apiKey);
    expect(listed.text).not.toContain(secret);
    expect(listed.text).not.toContain(sha256(secret));

    const [row] = await db().query(`SELECT to_jsonb(k) AS row FROM api_keys k WHERE id = $1`, [
      apiKey.id,
    ]);
    expect(row.row.secret_hash).toBe(sha256(secret));
    expect(JSON.stringify(row.row)).not.toContain(secret);
  });

  it("reads the data routes as its owner: the same answers as the owner's session", async () => {
    const { apiKey, secret } = await createKey(owner);
    const asOwner = (path: string, query: object = {}) =>
      t.http.get(path).set(bearer(owner.accessToken)).query(query).expect(200);
    const asKey = (path: string, query: object = {}) =>
      t.http.get(path).set(bearer(secret)).query(query).expect(200);

    const search = { q: 'Boulangerie', includeInactive: true };
    const byKey = await asKey('/api/analyzer/records', search);
    expect(byKey.body.data.meta.total).toBe(2);
    expect(byKey.body).toEqual((await asOwner('/api/analyzer/records', search)).body);
    const company = await asKey(`/api/companies/${SIREN}`);
    expect(company.body.company.name).toBe('Boulangerie Clé');

    // A watch made with the key is the owner's.
    await t.http.post('/api/watches').set(bearer(secret)).send({ siren: SIREN }).expect(201);
    const watches = (await asOwner('/api/watches')).body.watches;
    expect(watches).toEqual([expect.objectContaining({ siren: SIREN })]);
    expect((await asKey('/api/watches')).body.watches).toEqual(watches);
    await asKey('/api/saved-searches');
    await asKey('/api/notifications');
    expect((await asKey('/api/notifications/preferences')).body.email).toBe('instant');
    const exported = await asKey('/api/analyzer/export', { ...search, format: 'csv' });
    expect(exported.text).toContain('Boulangerie Clé Nord');

    const [{ last_used_at }] = await db().query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [
      apiKey.id,
    ]);
    expect(Date.now() - new Date(last_used_at).getTime()).toBeLessThan(60_000);
  });

  it('is refused with 401 everywhere else: account, favorites, admin, the keys themselves', async () => {
    const admin = await makeAdmin(t);
    const adminKey = (await createKey(admin)).secret;
    const { apiKey, secret } = await createKey(owner);
    const refused: ['get' | 'put' | 'post' | 'delete', string, string][] = [
      ['get', '/api/auth/me', secret],
      ['put', '/api/auth/profile', secret],
      ['get', '/api/auth/account/export', secret],
      ['get', '/api/favorites', secret],
      ['get', '/api/subscriptions/entitlements', secret],
      ['get', '/api/api-keys', secret],
      ['post', '/api/api-keys', secret],
      ['delete', `/api/api-keys/${apiKey.id}`, secret],
      ['get', '/api/admin/usermanagement', adminKey],
      ['get', '/api/admin/sync', adminKey],
    ];
    for (const [method, path, key] of refused) {
      const response = await t.http[method](path)
        .set(bearer(key))
        .send({ name: 'x', fullName: 'x' });
      expect({ path, status: response.status, code: response.body.code }).toEqual({
        path,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
    // An unknown secret of the same shape is no key.
    await t.http
      .get('/api/watches')
      .set(bearer(`${secret.slice(0, -1)}x`))
      .expect(401);
    // The admin's key does work on the data routes.
    await t.http.get('/api/watches').set(bearer(adminKey)).expect(200);
    expect((await db().query(`SELECT 1 FROM api_keys WHERE id = $1`, [apiKey.id])).length).toBe(1);
  });

  it("cannot be revoked by another user; its owner's revocation stops it at once", async () => {
    const other = await entreprise();
    const { apiKey, secret } = await createKey(owner);
    const foreign = await t.http
      .delete(`/api/api-keys/${apiKey.id}`)
      .set(bearer(other.accessToken))
      .expect(404);
    expect(foreign.body.code).toBe('API_KEY_NOT_FOUND');
    await t.http.get('/api/watches').set(bearer(secret)).expect(200);
    const othersList = await t.http.get('/api/api-keys').set(bearer(other.accessToken)).expect(200);
    expect(othersList.body.apiKeys).toEqual([]);

    await t.http.delete(`/api/api-keys/${apiKey.id}`).set(bearer(owner.accessToken)).expect(204);
    await t.http.get('/api/watches').set(bearer(secret)).expect(401);
    const listed = await t.http.get('/api/api-keys').set(bearer(owner.accessToken)).expect(200);
    expect(listed.body.apiKeys.map((key: { id: number }) => key.id)).not.toContain(apiKey.id);
    await t.http.delete(`/api/api-keys/${apiKey.id}`).set(bearer(owner.accessToken)).expect(404);
  });

  it('allows 10 requests a second per key, with RateLimit headers, and 429 past them', async () => {
    const { secret } = await createKey(owner);
    const other = (await createKey(owner, 'Autre')).secret;
    const responses = await Promise.all(
      Array.from({ length: 11 }, () => t.http.get('/api/watches').set(bearer(secret))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    for (const response of responses) {
      expect(response.headers['ratelimit-limit']).toBe('10');
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(0);
      expect(Number(response.headers['ratelimit-reset'])).toBeLessThanOrEqual(1);
    }
    const remaining = responses
      .filter((response) => response.status === 200)
      .map((response) => Number(response.headers['ratelimit-remaining']))
      .sort((a, b) => a - b);
    expect(remaining).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const limited = responses.find((response) => response.status === 429)!;
    expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    expect(limited.headers['retry-after']).toBeDefined();

    // Each key has its own counter; a session is not counted with them.
    await t.http.get('/api/watches').set(bearer(other)).expect(200);
    const session = await t.http.get('/api/watches').set(bearer(owner.accessToken)).expect(200);
    expect(session.headers['ratelimit-limit']).toBeUndefined();
    // The next second the key works again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.http.get('/api/watches').set(bearer(secret)).expect(200);
  });

  it('stops working with 403 PLAN_FEATURE_REQUIRED when its owner loses the plan', async () => {
    const lapsed = await entreprise();
    const { secret } = await createKey(lapsed);
    await t.http.get('/api/watches').set(bearer(secret)).expect(200);
    await db().query(`DELETE FROM user_subscriptions WHERE user_id = $1`, [lapsed.user.id]);
    const refused = await t.http.get('/api/watches').set(bearer(secret)).expect(403);
    expect(refused.body).toMatchObject({ code: 'PLAN_FEATURE_REQUIRED', feature: 'apiAccess' });
    // The keys can still be seen and revoked (issue 28), not made.
    const listed = await t.http.get('/api/api-keys').set(bearer(lapsed.accessToken)).expect(200);
    expect(listed.body.apiKeys).toHaveLength(1);
    await t.http
      .post('/api/api-keys')
      .set(bearer(lapsed.accessToken))
      .send({ name: 'Encore' })
      .expect(403);
    await t.http
      .delete(`/api/api-keys/${listed.body.apiKeys[0].id}`)
      .set(bearer(lapsed.accessToken))
      .expect(204);
    expect(
      (await t.http.get('/api/api-keys').set(bearer(lapsed.accessToken)).expect(200)).body.apiKeys,
    ).toEqual([]);
  });

  it('keeps at most 10 keys per account, also when they are created at once (issue 28)', async () => {
    const busy = await entreprise();
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        t.http
          .post('/api/api-keys')
          .set(bearer(busy.accessToken))
          .send({ name: `Clé ${i}` }),
      ),
    );
    expect(answers.filter(({ status }) => status === 201)).toHaveLength(10);
    const refused = answers.filter(({ status }) => status !== 201);
    expect(refused).toHaveLength(4);
    for (const { status, body } of refused) {
      expect(status).toBe(403);
      expect(body).toMatchObject({
        code: 'QUOTA_REACHED',
        quota: { resource: 'apiKeys', max: 10 },
      });
    }
    const [{ count }] = await db().query(
      `SELECT count(*)::int AS count FROM api_keys WHERE user_id = $1`,
      [busy.user.id],
    );
    expect(count).toBe(10);
    // A revoked key frees its place.
    const { id } = answers.find(({ status }) => status === 201)!.body.apiKey;
    await t.http.delete(`/api/api-keys/${id}`).set(bearer(busy.accessToken)).expect(204);
    await createKey(busy, 'Remplaçante');
    await t.http
      .post('/api/api-keys')
      .set(bearer(busy.accessToken))
      .send({ name: 'De trop' })
      .expect(403);
  });

  it("are in the account's data export without their hash, and go with the account", async () => {
    const leaving = await entreprise();
    const { apiKey, secret } = await createKey(leaving, 'Export');
    const exported = await t.http
      .get('/api/auth/account/export')
      .set(bearer(leaving.accessToken))
      .expect(200);
    const text = exported.text;
    expect(text).not.toContain(sha256(secret));
    expect(JSON.parse(text).apiKeys).toEqual([
      expect.objectContaining({ id: apiKey.id, name: 'Export', prefix: apiKey.prefix }),
    ]);
    expect(JSON.parse(text).apiKeys[0]).not.toHaveProperty('secret_hash');

    await db().query(`DELETE FROM user_subscriptions WHERE user_id = $1`, [leaving.user.id]);
    await t.http
      .delete('/api/auth/account')
      .set(bearer(leaving.accessToken))
      .send({ password: PASSWORD })
      .expect(204);
    expect(await db().query(`SELECT 1 FROM api_keys WHERE id = $1`, [apiKey.id])).toEqual([]);
  });
});
