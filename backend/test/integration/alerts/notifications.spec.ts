import { DataSource } from 'typeorm';
import { makeRecord } from '../../support/favorites-helpers';
import { signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof signedInUser>>;

/** The notifications routes (CONTRACT §7.4): newest first, paged, read one or all, owned. */
describe('notifications', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  const db = () => t.app.get(DataSource);

  const listOf = async (session: Session, query: object = {}) =>
    (
      await t.http
        .get('/api/notifications')
        .set(bearer(session.accessToken))
        .query(query)
        .expect(200)
    ).body;
  const read = (session: Session, path: string) =>
    t.http.post(`/api/notifications/${path}`).set(bearer(session.accessToken));

  /** Notifications of a saved search, one per new record, oldest first. */
  async function notify(session: Session, count: number) {
    const [{ id: searchId }] = await db().query(
      `INSERT INTO saved_searches (user_id, name, filters, alert)
       VALUES ($1, 'Mes alertes', '{}', true) RETURNING id`,
      [session.user.id],
    );
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const recordId = await makeRecord(t, [], { nom_complet: `Société ${i}`, siren: null });
      const [{ id }] = await db().query(
        `INSERT INTO notifications (user_id, record_id, kind, saved_search_id, created_at)
         VALUES ($1, $2, 'saved_search', $3, now() - make_interval(mins => $4)) RETURNING id`,
        [session.user.id, recordId, searchId, count - i],
      );
      ids.push(Number(id));
    }
    return { searchId, ids };
  }

  beforeAll(async () => {
    database = await createIsolatedDatabase('notifications');
    t = await startTestApp({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('lists the newest first, page by page, with the unread count', async () => {
    const user = await signedInUser(t);
    const { searchId, ids } = await notify(user, 12);
    const first = await listOf(user);
    expect(first.meta).toEqual({ page: 1, limit: 10, total: 12 });
    expect(first.unreadCount).toBe(12);
    expect(first.notifications.map((n: { id: number }) => n.id)).toEqual(
      [...ids].reverse().slice(0, 10),
    );
    expect(first.notifications[0]).toEqual({
      id: ids[11],
      kind: 'saved_search',
      createdAt: expect.any(String),
      readAt: null,
      record: {
        id: expect.any(Number),
        nom_complet: 'Société 11',
        type_annonce: 'creation',
        date_parution: '2024-03-10',
        siren: null,
        type_jugement: null,
        date_jugement: null,
      },
      source: { savedSearchId: searchId, name: 'Mes alertes' },
    });
    const second = await listOf(user, { page: 2, limit: 10 });
    expect(second.notifications.map((n: { id: number }) => n.id)).toEqual([ids[1], ids[0]]);

    // Once the saved search is gone, its notifications stay, without a source.
    await t.http
      .delete(`/api/saved-searches/${searchId}`)
      .set(bearer(user.accessToken))
      .expect(204);
    expect((await listOf(user, { limit: 1 })).notifications[0].source).toEqual({ name: null });
  });

  it('marks one read, or all, and only the owner can', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const { ids } = await notify(user, 3);

    const foreign = await read(other, `${ids[0]}/read`).expect(404);
    expect(foreign.body.code).toBe('NOTIFICATION_NOT_FOUND');
    await read(user, '999999999/read').expect(404);
    expect((await listOf(user)).unreadCount).toBe(3);

    await read(user, `${ids[0]}/read`).expect(204);
    const once = (await listOf(user)).notifications.find((n: { id: number }) => n.id === ids[0]);
    expect(once.readAt).toEqual(expect.any(String));
    // Reading it again keeps when it was first read.
    await read(user, `${ids[0]}/read`).expect(204);
    const twice = await listOf(user);
    expect(twice.unreadCount).toBe(2);
    expect(twice.notifications.find((n: { id: number }) => n.id === ids[0]).readAt).toBe(
      once.readAt,
    );

    await read(other, 'read-all').expect(204);
    expect((await listOf(user)).unreadCount).toBe(2);
    await read(user, 'read-all').expect(204);
    const all = await listOf(user);
    expect(all.unreadCount).toBe(0);
    expect(all.notifications.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
  });

  it('needs a token and a numeric id', async () => {
    const user = await signedInUser(t);
    await t.http.get('/api/notifications').expect(401);
    await t.http.post('/api/notifications/read-all').expect(401);
    await t.http.post('/api/notifications/1/read').expect(401);
    await read(user, 'abc/read').expect(400);
    await t.http
      .get('/api/notifications')
      .set(bearer(user.accessToken))
      .query({ limit: 0 })
      .expect(400);
  });
});
