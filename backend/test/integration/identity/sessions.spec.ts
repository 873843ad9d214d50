import { PASSWORD, registerUser, signedInUser, uniqueEmail } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';
import { bearer } from '../../support/ingestion-helpers';

describe('login, sessions and refresh-token rotation', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('logs in with the contract body and serves /me with the access token', async () => {
    const session = await signedInUser(t);
    expect(session).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { email: session.email, role: 'user', isVerified: true, fullName: 'Marie Curie' },
    });
    const me = await t.http
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .expect(200);
    expect(me.body.user).toMatchObject({ id: session.user.id, email: session.email });
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await registerUser(t);
    const wrong = await t.http
      .post('/api/auth/login')
      .send({ email, password: 'wrong-password' })
      .expect(401);
    const unknown = await t.http
      .post('/api/auth/login')
      .send({ email: uniqueEmail('ghost'), password: PASSWORD })
      .expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS', error: 'Unauthorized' });
  });

  it('answers 401 without a token or with a forged one', async () => {
    const none = await t.http.get('/api/auth/me').expect(401);
    expect(none.body).toEqual({
      statusCode: 401,
      message: 'Authentication required',
      error: 'Unauthorized',
      code: 'UNAUTHENTICATED',
    });
    await t.http.get('/api/auth/me').set('Authorization', 'Bearer not.a.jwt').expect(401);
  });

  it('rotates the refresh token, and reusing a rotated one revokes the whole family', async () => {
    const session = await signedInUser(t);
    const rotated = await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: session.refreshToken })
      .expect(200);
    expect(rotated.body.refreshToken).not.toBe(session.refreshToken);
    await t.http
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${rotated.body.accessToken}`)
      .expect(200);

    const reuse = await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: session.refreshToken })
      .expect(401);
    expect(reuse.body.code).toBe('REFRESH_TOKEN_REUSED');
    const afterTheft = await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: rotated.body.refreshToken })
      .expect(401);
    expect(afterTheft.body.code).toBe('REFRESH_TOKEN_REUSED');
    // The revoked session's access token stops working too, before it expires.
    await t.http
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${rotated.body.accessToken}`)
      .expect(401);
  });

  it('keeps other sessions of the same user when one family is revoked', async () => {
    const first = await signedInUser(t);
    const second = await t.http
      .post('/api/auth/login')
      .send({ email: first.email, password: first.password });
    await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: first.refreshToken })
      .expect(200);
    await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: first.refreshToken })
      .expect(401);
    await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: second.body.refreshToken })
      .expect(200);
  });

  it('ends a session at once even after its lookup has run often enough to be planned once for all', async () => {
    const session = await signedInUser(t);
    // PostgreSQL keeps a generic plan of a prepared statement after its fifth run.
    for (let run = 0; run < 8; run += 1) {
      await t.http.get('/api/auth/me').set(bearer(session.accessToken)).expect(200);
    }
    await t.http.post('/api/auth/logout').send({ refreshToken: session.refreshToken }).expect(200);
    await t.http.get('/api/auth/me').set(bearer(session.accessToken)).expect(401);
  });

  it('logs out by revoking the given refresh token, and its access token fails at once', async () => {
    const session = await signedInUser(t);
    const other = await t.http
      .post('/api/auth/login')
      .send({ email: session.email, password: session.password });
    await t.http.post('/api/auth/logout').send({ refreshToken: session.refreshToken }).expect(200);
    await t.http
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .expect(401);
    await t.http
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${other.body.accessToken}`)
      .expect(200);
    const refresh = await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: session.refreshToken })
      .expect(401);
    expect(refresh.body.code).toMatch(/INVALID_REFRESH_TOKEN|REFRESH_TOKEN_REUSED/);
  });

  it('rejects a refresh token signed with another secret or garbage', async () => {
    const response = await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: 'garbage' })
      .expect(401);
    expect(response.body.code).toBe('INVALID_REFRESH_TOKEN');
  });
});

describe('token expiry', () => {
  let t: TestApp;
  beforeAll(
    async () => (t = await startTestApp({ ACCESS_TOKEN_TTL: '1s', REFRESH_TOKEN_TTL: '2s' })),
  );
  afterAll(() => t.close());

  it('refuses expired access and refresh tokens', async () => {
    const session = await signedInUser(t);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await t.http
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .expect(401);
    const refresh = await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: session.refreshToken })
      .expect(401);
    expect(refresh.body.code).toBe('INVALID_REFRESH_TOKEN');
  });
});
