import { DataSource } from 'typeorm';
import { makeRecord } from '../../support/favorites-helpers';
import { signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { subscribeTo } from '../../support/plan-subscription';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof signedInUser>>;

/** A SIREN no other test uses: 9 digits. */
const freshSiren = () => String(100000000 + Math.floor(Math.random() * 899999999));

const watchRequests = (t: TestApp) => ({
  watch: (token: string, siren: string) =>
    t.http.post('/api/watches').set(bearer(token)).send({ siren }),
  unwatch: (token: string, id: number) =>
    t.http.delete(`/api/watches/${id}`).set(bearer(token)).expect(204),
  list: async (token: string) =>
    (await t.http.get('/api/watches').set(bearer(token)).expect(200)).body,
});

/**
 * Issue 28, finding 6: a watch opens every notice of its company (CONTRACT §7.1), so a slot freed
 * by a deletion is free again only after WATCH_SLOT_COOLDOWN (24 h), and a user cannot rotate a
 * few watches over the whole catalogue.
 */
describe('watch slots freed by a deletion', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let http: ReturnType<typeof watchRequests>;
  const db = () => t.app.get(DataSource);

  /** What 24 hours do to the user's freed slots, without waiting for them. */
  const ageReleasedSlots = (userId: number, hours: number) =>
    db().query(
      `UPDATE released_watch_slots SET released_at = released_at - make_interval(hours => $2)
       WHERE user_id = $1`,
      [userId, hours],
    );
  const fillFiveWatches = async (user: Session) => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push((await http.watch(user.accessToken, freshSiren()).expect(201)).body.watch.id);
    return ids;
  };

  beforeAll(async () => {
    database = await createIsolatedDatabase('watch_churn');
    // This file is about the slots: the creation rate limit has its own describe below.
    t = await startTestApp({ DATABASE_URL: database.url, WATCH_RATE_LIMIT_PER_MINUTE: '1000' });
    http = watchRequests(t);
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('keeps a deleted watch its slot for 24 hours: the 6th watch of a user without a plan is refused until then', async () => {
    const user = await signedInUser(t);
    const [first] = await fillFiveWatches(user);
    await http.unwatch(user.accessToken, first);

    const refused = await http.watch(user.accessToken, freshSiren()).expect(403);
    expect(refused.body).toMatchObject({
      statusCode: 403,
      code: 'PLAN_LIMIT_REACHED',
      message: expect.stringMatching(/24 hours after/),
      limit: { resource: 'watches', max: 5, freesAt: expect.any(String) },
    });
    const freesAt = Date.parse(refused.body.limit.freesAt);
    expect(Math.abs(freesAt - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);
    const listed = await http.list(user.accessToken);
    expect(listed.watches).toHaveLength(4);
    expect(listed.releasedSlots).toEqual([{ freesAt: refused.body.limit.freesAt }]);

    await ageReleasedSlots(user.user.id, 23);
    await http.watch(user.accessToken, freshSiren()).expect(403);
    await ageReleasedSlots(user.user.id, 1);
    await http.watch(user.accessToken, freshSiren()).expect(201);
    expect((await http.list(user.accessToken)).releasedSlots).toEqual([]);
    await http.watch(user.accessToken, freshSiren()).expect(403);
  });

  it('lets the user watch again, within the 24 hours, the company whose watch freed the slot', async () => {
    const user = await signedInUser(t);
    await fillFiveWatches(user);
    const { watches } = await http.list(user.accessToken);
    const [removed] = watches;
    await http.unwatch(user.accessToken, removed.id);

    // Its notices were already open to the user: watching it again opens nothing new.
    const again = await http.watch(user.accessToken, removed.siren).expect(201);
    expect(again.body.watch.siren).toBe(removed.siren);
    expect((await http.list(user.accessToken)).releasedSlots).toEqual([]);
    await http.watch(user.accessToken, freshSiren()).expect(403);
  });

  it('counts freed slots only against a finite limit: a larger plan has room for them', async () => {
    const user = await signedInUser(t);
    const ids = await fillFiveWatches(user);
    for (const id of ids) await http.unwatch(user.accessToken, id);
    await http.watch(user.accessToken, freshSiren()).expect(403);
    await subscribeTo(t, user.user.id, 'Débutant');
    await http.watch(user.accessToken, freshSiren()).expect(201);
  });

  it("stops opening the company's notices as soon as the watch is deleted", async () => {
    const user = await signedInUser(t);
    const siren = freshSiren();
    const record = await makeRecord(t, [], { siren, nom_complet: 'Retirée SARL' });
    const { id } = (await http.watch(user.accessToken, siren).expect(201)).body.watch;
    await t.http.get(`/api/companies/${siren}`).set(bearer(user.accessToken)).expect(200);

    await http.unwatch(user.accessToken, id);
    await t.http.get(`/api/companies/${siren}`).set(bearer(user.accessToken)).expect(404);
    await t.http.get(`/api/analyzer/records/${record}`).set(bearer(user.accessToken)).expect(404);
    const search = await t.http
      .get('/api/analyzer/records')
      .set(bearer(user.accessToken))
      .query({ siren, includeInactive: true })
      .expect(200);
    expect(search.body.data.meta.total).toBe(0);
  });

  it('the rotation attack: 5 watches rotated over 100 companies open at most 5 companies', async () => {
    const user = await signedInUser(t);
    const sirens = Array.from({ length: 100 }, freshSiren);
    for (const siren of sirens)
      for (const day of ['2024-01-05', '2024-02-06', '2024-03-07'])
        await makeRecord(t, [], { siren, nom_complet: `Cible ${siren}`, date_parution: day });

    const opened = new Set<string>();
    let noticeRows = 0;
    for (const siren of sirens) {
      const created = await http.watch(user.accessToken, siren);
      if (created.status !== 201) {
        expect(created.body.code).toBe('PLAN_LIMIT_REACHED');
        continue;
      }
      const company = await t.http
        .get(`/api/companies/${siren}`)
        .set(bearer(user.accessToken))
        .expect(200);
      opened.add(siren);
      noticeRows += company.body.announcements.data.length;
      await http.unwatch(user.accessToken, created.body.watch.id);
    }
    expect(opened.size).toBe(5);
    expect(noticeRows).toBe(15);
  });
});

/** Issue 28, finding 6: creating watches is rate-limited per account, session and keys alike. */
describe('watch creation rate limit', () => {
  const LIMIT = 3;
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let http: ReturnType<typeof watchRequests>;

  beforeAll(async () => {
    database = await createIsolatedDatabase('watch_rate');
    t = await startTestApp({
      DATABASE_URL: database.url,
      WATCH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    });
    http = watchRequests(t);
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('answers 429 past WATCH_RATE_LIMIT_PER_MINUTE creations by one account, whatever its credential', async () => {
    const user = await signedInUser(t);
    await subscribeTo(t, user.user.id, 'Entreprise');
    const { secret } = (
      await t.http
        .post('/api/api-keys')
        .set(bearer(user.accessToken))
        .send({ name: 'CRM' })
        .expect(201)
    ).body;

    await http.watch(user.accessToken, freshSiren()).expect(201);
    await http.watch(user.accessToken, freshSiren()).expect(201);
    await http.watch(secret, freshSiren()).expect(201);
    const limited = await http.watch(secret, freshSiren()).expect(429);
    expect(limited.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    await http.watch(user.accessToken, freshSiren()).expect(429);
    expect((await http.list(user.accessToken)).watches).toHaveLength(LIMIT);

    // Per account: another user behind the same address still creates watches.
    const neighbour = await signedInUser(t);
    await http.watch(neighbour.accessToken, freshSiren()).expect(201);
  });
});
