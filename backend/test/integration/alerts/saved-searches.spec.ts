import { subscribe } from '../../support/alerts-helpers';
import { signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof signedInUser>>;

/** Saved searches (CONTRACT §7.4): validated like the search, owned, alerts limited per plan. */
describe('saved searches', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;

  const save = (session: Session, body: object) =>
    t.http.post('/api/saved-searches').set(bearer(session.accessToken)).send(body);
  const patch = (session: Session, id: number, body: object) =>
    t.http.patch(`/api/saved-searches/${id}`).set(bearer(session.accessToken)).send(body);
  const listOf = async (session: Session) =>
    (await t.http.get('/api/saved-searches').set(bearer(session.accessToken)).expect(200)).body
      .savedSearches;

  beforeAll(async () => {
    database = await createIsolatedDatabase('saved_searches');
    t = await startTestApp({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('keeps the filters as the search validates them, and lists, renames and deletes', async () => {
    const user = await signedInUser(t);
    const created = await save(user, {
      name: '  Liquidations à Paris ',
      filters: {
        q: 'boulangerie',
        typeAnnonce: 'collective',
        departement: '75, 2a',
        dateFrom: '2024-01-01',
        tribunal: '',
        siren: '552 100 554',
        includeInactive: 'true',
      },
      alert: false,
    }).expect(201);
    const saved = created.body.savedSearch;
    expect(saved).toEqual({
      id: expect.any(Number),
      name: 'Liquidations à Paris',
      filters: {
        q: 'boulangerie',
        typeAnnonce: 'collective',
        departement: '75,2A',
        dateFrom: '2024-01-01',
        siren: '552100554',
        includeInactive: true,
      },
      alert: false,
      createdAt: expect.any(String),
    });
    const bare = (await save(user, { name: 'Tout', filters: {}, alert: false }).expect(201)).body
      .savedSearch;
    expect(bare.filters).toEqual({ includeInactive: false });
    expect(await listOf(user)).toEqual([bare, saved]);

    const renamed = await patch(user, saved.id, { name: 'Paris' }).expect(200);
    expect(renamed.body.savedSearch).toEqual({ ...saved, name: 'Paris' });
    await t.http
      .delete(`/api/saved-searches/${saved.id}`)
      .set(bearer(user.accessToken))
      .expect(204);
    expect(await listOf(user)).toEqual([bare]);
  });

  it('refuses filters the search would refuse, and a missing or empty name', async () => {
    const user = await signedInUser(t);
    const refusals: [object, string][] = [
      [{ name: 'x', filters: { departement: '7' }, alert: false }, 'VALIDATION_FAILED'],
      [{ name: 'x', filters: { siren: '12' }, alert: false }, 'VALIDATION_FAILED'],
      [{ name: 'x', filters: { dateFrom: '2024-02-30' }, alert: false }, 'VALIDATION_FAILED'],
      [{ name: 'x', filters: { page: 2 }, alert: false }, 'VALIDATION_FAILED'],
      [{ name: 'x', filters: { sort: 'name' }, alert: false }, 'VALIDATION_FAILED'],
      [{ name: 'x', filters: 'q=boulangerie', alert: false }, 'VALIDATION_FAILED'],
      [{ name: 'x', filters: {}, alert: 'yes' }, 'VALIDATION_FAILED'],
      [{ name: '   ', filters: {}, alert: false }, 'VALIDATION_FAILED'],
      [{ name: 'n'.repeat(121), filters: {}, alert: false }, 'VALIDATION_FAILED'],
      [{ filters: {}, alert: false }, 'VALIDATION_FAILED'],
      [
        { name: 'x', filters: { dateFrom: '2024-03-01', dateTo: '2024-02-01' }, alert: false },
        'INVALID_DATE_RANGE',
      ],
    ];
    for (const [body, code] of refusals) {
      const response = await save(user, body);
      expect({ body, status: response.status, code: response.body.code }).toEqual({
        body,
        status: 400,
        code,
      });
    }
    expect(await listOf(user)).toEqual([]);
    await t.http.get('/api/saved-searches').expect(401);
  });

  it("changes and deletes the user's own saved searches only", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const { id } = (await save(owner, { name: 'Mine', filters: {}, alert: false }).expect(201)).body
      .savedSearch;
    expect((await patch(other, id, { name: 'Theirs' }).expect(404)).body.code).toBe(
      'SAVED_SEARCH_NOT_FOUND',
    );
    await t.http.delete(`/api/saved-searches/${id}`).set(bearer(other.accessToken)).expect(404);
    expect(await listOf(other)).toEqual([]);
    expect((await listOf(owner))[0].name).toBe('Mine');
    await patch(owner, id, { name: '' }).expect(400);
    await patch(owner, id, { filters: {} }).expect(400);
  });

  it('allows no alert without a plan, one with Débutant, also when PATCH turns one on', async () => {
    const user = await signedInUser(t);
    const refused = await save(user, { name: 'A', filters: {}, alert: true }).expect(403);
    expect(refused.body).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      limit: { resource: 'savedSearchAlerts', max: 0 },
    });
    const quiet = (await save(user, { name: 'B', filters: {}, alert: false }).expect(201)).body
      .savedSearch;
    await patch(user, quiet.id, { alert: true }).expect(403);
    expect((await listOf(user)).map((s: { alert: boolean }) => s.alert)).toEqual([false]);

    await subscribe(t, user.accessToken, 'Débutant');
    const alerting = (await save(user, { name: 'C', filters: {}, alert: true }).expect(201)).body
      .savedSearch;
    await save(user, { name: 'D', filters: {}, alert: true }).expect(403);
    await patch(user, quiet.id, { alert: true }).expect(403);
    // Renaming an alerting search is not a new alert; turning one off frees its place.
    await patch(user, alerting.id, { name: 'C2' }).expect(200);
    await patch(user, alerting.id, { alert: false }).expect(200);
    expect((await patch(user, quiet.id, { alert: true }).expect(200)).body.savedSearch.alert).toBe(
      true,
    );
  });

  it('keeps at most 100 saved searches per account, also when they are created at once (issue 28)', async () => {
    const user = await signedInUser(t);
    for (let batch = 0; batch < 9; batch += 1) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          save(user, { name: `S${batch}-${i}`, filters: {}, alert: false }).expect(201),
        ),
      );
    }
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        save(user, { name: `Last ${i}`, filters: {}, alert: false }),
      ),
    );
    expect(answers.filter(({ status }) => status === 201)).toHaveLength(10);
    const refused = answers.filter(({ status }) => status !== 201);
    expect(refused).toHaveLength(5);
    for (const { status, body } of refused) {
      expect(status).toBe(403);
      expect(body).toMatchObject({
        code: 'QUOTA_REACHED',
        quota: { resource: 'savedSearches', max: 100 },
      });
    }
    const list = await listOf(user);
    expect(list).toHaveLength(100);
    // A deletion frees a place; another account has its own.
    await t.http
      .delete(`/api/saved-searches/${list[0].id}`)
      .set(bearer(user.accessToken))
      .expect(204);
    await save(user, { name: 'Again', filters: {}, alert: false }).expect(201);
    await save(user, { name: 'Over', filters: {}, alert: false }).expect(403);
    await save(await signedInUser(t), { name: 'Other', filters: {}, alert: false }).expect(201);
  });
});
