import { JwtService } from '@nestjs/jwt';
import { makeAdmin } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

/** Issue 13, finding 6: the job board's ticket and cookie are not API tokens, and the reverse. */
describe('the job board ticket and cookie versus API access tokens', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let ticket: string;
  let boardCookie: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t);
    const { body } = await t.http
      .post('/api/admin/queues-ticket')
      .set('Authorization', `Bearer ${admin.accessToken}`)
      .expect(200);
    ticket = new URL(body.url, 'http://app.test').searchParams.get('ticket')!;
    const opened = await t.http.get(body.url).expect(303);
    boardCookie = opened.headers['set-cookie'][0].split(';')[0];
  });
  afterAll(() => t.close());

  const asBearer = (token: string) =>
    t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`);

  it('refuses the ticket and the board cookie as a bearer token on the API', async () => {
    expect((await asBearer(admin.accessToken)).status).toBe(200);
    expect((await asBearer(ticket)).body).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
    });
    const cookieToken = boardCookie.slice('queue_board='.length);
    expect((await asBearer(cookieToken)).body).toMatchObject({ statusCode: 401 });
  });

  it('signs tickets and board cookies with a key of their own, never the access-token key', () => {
    const accessKey = new JwtService({ secret: process.env.JWT_ACCESS_SECRET });
    expect(() => accessKey.verify(ticket)).toThrow(/invalid signature/);
    expect(() => accessKey.verify(boardCookie.slice('queue_board='.length))).toThrow(
      /invalid signature/,
    );
  });

  it('refuses an access token as a ticket or as the board cookie', async () => {
    const asTicket = await t.http.get(`/api/admin/queues?ticket=${admin.accessToken}`);
    expect(asTicket.status).toBe(401);
    expect(asTicket.headers['set-cookie']).toBeUndefined();
    await t.http
      .get('/api/admin/queues')
      .set('Cookie', `queue_board=${admin.accessToken}`)
      .expect(401);
  });
});
