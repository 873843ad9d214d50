import { signedInUser } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

describe('profile and password change', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('updates the full name only; the e-mail cannot be changed', async () => {
    const session = await signedInUser(t);
    const auth = `Bearer ${session.accessToken}`;
    const updated = await t.http
      .put('/api/auth/profile')
      .set('Authorization', auth)
      .send({ fullName: 'Irène Joliot' });
    expect(updated.status).toBe(200);
    expect(updated.body.user).toMatchObject({ fullName: 'Irène Joliot', email: session.email });

    const withEmail = await t.http
      .put('/api/auth/profile')
      .set('Authorization', auth)
      .send({ fullName: 'X', email: 'new@example.fr' })
      .expect(400);
    expect(withEmail.body.errors).toEqual([
      { field: 'email', message: 'property email should not exist' },
    ]);
    const me = await t.http.get('/api/auth/me').set('Authorization', auth).expect(200);
    expect(me.body.user).toMatchObject({ fullName: 'Irène Joliot', email: session.email });
  });

  it('refuses a wrong current password with 401', async () => {
    const session = await signedInUser(t);
    const response = await t.http
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .send({ currentPassword: 'not-it', newPassword: 'nouveau-secret' })
      .expect(401);
    expect(response.body).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Current password is incorrect',
    });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const session = await signedInUser(t);
    const other = await t.http
      .post('/api/auth/login')
      .send({ email: session.email, password: session.password });
    await t.http
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .send({ currentPassword: session.password, newPassword: 'nouveau-secret' })
      .expect(200);

    await t.http
      .post('/api/auth/login')
      .send({ email: session.email, password: session.password })
      .expect(401);
    await t.http
      .post('/api/auth/login')
      .send({ email: session.email, password: 'nouveau-secret' })
      .expect(200);
    await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: session.refreshToken })
      .expect(200);
    await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: other.body.refreshToken })
      .expect(401);
    await t.http
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${other.body.accessToken}`)
      .expect(401);
  });
});
