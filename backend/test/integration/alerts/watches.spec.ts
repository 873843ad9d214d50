import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { subscribe } from '../../support/alerts-helpers';
import { makeRecord } from '../../support/favorites-helpers';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof signedInUser>>;

/** Watches (CONTRACT §7.4): the routes, their limits per plan, and what watching shows (§7.1). */
describe('watches', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  const db = () => t.app.get(DataSource);

  const watch = (session: Session, siren: unknown) =>
    t.http.post('/api/watches').set(bearer(session.accessToken)).send({ siren });
  const watchesOf = async (session: Session) =>
    (await t.http.get('/api/watches').set(bearer(session.accessToken)).expect(200)).body.watches;
  /** A SIREN no other test uses: 9 digits. */
  const freshSiren = () => String(100000000 + Math.floor(Math.random() * 899999999));

  beforeAll(async () => {
    database = await createIsolatedDatabase('watches');
    // The creation rate limit has its own test (watches-churn.spec.ts): 29 creations here.
    t = await startTestApp({ DATABASE_URL: database.url, WATCH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('watches a company by its SIREN, named after its newest notice, and only once', async () => {
    const user = await signedInUser(t);
    const siren = freshSiren();
    await makeRecord(t, [], { siren, nom_complet: 'Ancien Nom SA', date_parution: '2020-01-10' });
    const newest = await makeRecord(t, [], {
      siren,
      nom_complet: 'Nouveau Nom SA',
      date_parution: '2024-05-02',
      type_annonce: 'modification',
    });

    const created = await watch(
      user,
      `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`,
    ).expect(201);
    expect(created.body).toEqual({
      watch: {
        id: expect.any(Number),
        siren,
        name: 'Nouveau Nom SA',
        createdAt: expect.any(String),
      },
    });
    const again = await watch(user, siren).expect(409);
    expect(again.body).toMatchObject({ code: 'WATCH_EXISTS', statusCode: 409 });

    const unknown = freshSiren();
    expect((await watch(user, unknown).expect(201)).body.watch.name).toBeNull();
    expect(await watchesOf(user)).toEqual([
      expect.objectContaining({ siren: unknown, name: null, lastNotice: null }),
      {
        ...created.body.watch,
        status: { code: 'active', since: null, annonceId: null },
        lastNotice: { id: newest, date_parution: '2024-05-02', type_annonce: 'modification' },
      },
    ]);
  });

  it('refuses what is not a SIREN, and every route needs a token', async () => {
    const user = await signedInUser(t);
    for (const siren of ['12345678', '1234567890', '12345678a', '', 552100554, null]) {
      const refused = await watch(user, siren).expect(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
    await t.http
      .post('/api/watches')
      .set(bearer(user.accessToken))
      .send({ siren: freshSiren(), note: 'x' })
      .expect(400);
    expect(await watchesOf(user)).toEqual([]);
    await t.http.post('/api/watches').send({ siren: freshSiren() }).expect(401);
    await t.http.get('/api/watches').expect(401);
    await t.http.delete('/api/watches/1').expect(401);
  });

  it("deletes the user's own watch only: another user's is not found", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const { id } = (await watch(owner, freshSiren()).expect(201)).body.watch;

    const foreign = await t.http
      .delete(`/api/watches/${id}`)
      .set(bearer(other.accessToken))
      .expect(404);
    expect(foreign.body.code).toBe('WATCH_NOT_FOUND');
    expect(await watchesOf(owner)).toHaveLength(1);

    await t.http.delete(`/api/watches/${id}`).set(bearer(owner.accessToken)).expect(204);
    expect(await watchesOf(owner)).toEqual([]);
    await t.http.delete(`/api/watches/${id}`).set(bearer(owner.accessToken)).expect(404);
  });

  it('allows 5 watches without a plan and 25 with Débutant, even to concurrent requests', async () => {
    const user = await signedInUser(t);
    await Promise.all([1, 2, 3].map(() => watch(user, freshSiren()).expect(201)));
    // Four at once for the last two places: exactly two get one.
    const racing = await Promise.all([1, 2, 3, 4].map(() => watch(user, freshSiren())));
    expect(racing.map((response) => response.status).sort()).toEqual([201, 201, 403, 403]);
    const refused = await watch(user, freshSiren()).expect(403);
    expect(refused.body).toMatchObject({
      statusCode: 403,
      code: 'PLAN_LIMIT_REACHED',
      limit: { resource: 'watches', max: 5 },
    });
    expect(await watchesOf(user)).toHaveLength(5);

    await subscribe(t, user.accessToken, 'Débutant');
    for (let i = 5; i < 25; i += 1) await watch(user, freshSiren()).expect(201);
    const past = await watch(user, freshSiren()).expect(403);
    // No deleted watch holds a place, so none frees later: only a larger plan gives more.
    expect(past.body.limit).toEqual({ resource: 'watches', max: 25, freesAt: null });
  });

  it('does not limit admins, who are not metered either', async () => {
    const admin = await makeAdmin(t);
    for (let i = 0; i < 7; i += 1) await watch(admin, freshSiren()).expect(201);
  });

  it("shows a watched company's notices, past ones too, until it is unwatched (CONTRACT §7.1)", async () => {
    const user = await signedInUser(t);
    const siren = freshSiren();
    const own = await makeRecord(t, [], { siren, nom_complet: 'Suivie SARL' });
    // A sale naming the company as its seller: the notice is another company's.
    const [{ id: sale }] = await db().query(
      `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, siren, sirens)
       VALUES ($1, 'Acheteur SAS', '2023-06-01', 'vente', $2, $3) RETURNING id`,
      [`F-${randomUUID()}`, freshSiren(), [freshSiren(), siren]],
    );
    const unrelated = await makeRecord(t, [], { siren: freshSiren(), nom_complet: 'Autre SA' });
    const visibleIds = async () => {
      const response = await t.http
        .get('/api/analyzer/records')
        .set(bearer(user.accessToken))
        .query({ includeInactive: true, limit: 100 })
        .expect(200);
      return response.body.data.data.map((record: { id: number }) => record.id).sort();
    };
    const company = () => t.http.get(`/api/companies/${siren}`).set(bearer(user.accessToken));

    expect(await visibleIds()).toEqual([]);
    await company().expect(404);
    await t.http.get(`/api/analyzer/records/${own}`).set(bearer(user.accessToken)).expect(404);

    const { id } = (await watch(user, siren).expect(201)).body.watch;
    expect(await visibleIds()).toEqual([own, sale].sort());
    expect((await company().expect(200)).body.announcements.meta.total).toBe(2);
    await t.http.get(`/api/analyzer/records/${own}`).set(bearer(user.accessToken)).expect(200);
    await t.http
      .get(`/api/analyzer/records/${unrelated}`)
      .set(bearer(user.accessToken))
      .expect(404);

    await t.http.delete(`/api/watches/${id}`).set(bearer(user.accessToken)).expect(204);
    expect(await visibleIds()).toEqual([]);
    await company().expect(404);
  });
});
