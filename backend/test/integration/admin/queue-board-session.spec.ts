import { makeAdmin } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof makeAdmin>>;

/**
 * Issue 28: the job board's cookie still opened `/api/admin/queues` after the admin logged out.
 * The cookie belongs to the session that asked for its ticket, and ends with it.
 */
describe('the job board cookie and the session it came from', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
  });

  const ticketUrl = async (admin: Session) =>
    (await t.http.post('/api/admin/queues-ticket').set(bearer(admin.accessToken)).expect(200)).body
      .url as string;

  /** The `queue_board=…` cookie that opening the board with a fresh ticket sets. */
  async function openBoard(admin: Session): Promise<string> {
    const opened = await t.http.get(await ticketUrl(admin)).expect(303);
    return opened.headers['set-cookie'][0].split(';')[0];
  }

  const board = (cookie: string) => t.http.get('/api/admin/queues').set('Cookie', cookie);

  it('refuses the cookie once its session is logged out', async () => {
    const admin = await makeAdmin(t);
    const cookie = await openBoard(admin);
    await board(cookie).expect(200);

    await t.http.post('/api/auth/logout').send({ refreshToken: admin.refreshToken }).expect(200);

    const refused = await board(cookie).expect(401);
    expect(refused.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
  });

  it('keeps the cookie through a token refresh, and another session of the admin is no help', async () => {
    const admin = await makeAdmin(t);
    const cookie = await openBoard(admin);
    const refreshed = await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: admin.refreshToken })
      .expect(200);
    await board(cookie).expect(200);

    const elsewhere = await t.http
      .post('/api/auth/login')
      .send({ email: admin.email, password: admin.password })
      .expect(200);
    await t.http
      .post('/api/auth/logout')
      .send({ refreshToken: refreshed.body.refreshToken })
      .expect(200);
    await board(cookie).expect(401);
    // The other session opens the board with a cookie of its own.
    await board(await openBoard({ ...admin, ...elsewhere.body })).expect(200);
  });

  it('refuses a ticket whose session was logged out before it was used', async () => {
    const admin = await makeAdmin(t);
    const url = await ticketUrl(admin);
    await t.http.post('/api/auth/logout').send({ refreshToken: admin.refreshToken }).expect(200);

    const refused = await t.http.get(url).expect(401);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('refuses the cookie once the admin is demoted', async () => {
    const [admin, other] = [await makeAdmin(t), await makeAdmin(t)];
    const cookie = await openBoard(admin);
    await t.http
      .put(`/api/admin/usermanagement/${admin.user.id}`)
      .set(bearer(other.accessToken))
      .send({ role: 'user' })
      .expect(200);
    await board(cookie).expect(401);
  });
});
