import { DataSource } from 'typeorm';
import { signedInUser, uniqueEmail } from '../../support/identity-factory';
import { SmtpCapture } from '../../support/smtp-capture';
import { startTestApp, TestApp } from '../../support/test-app';

describe('password recovery', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  async function resetToken(email: string) {
    await t.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    return SmtpCapture.linkToken(await t.mail.waitFor(email, 'Réinitialisation'), 'reset-password');
  }

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const session = await signedInUser(t);
    const known = await t.http
      .post('/api/auth/forgot-password')
      .send({ email: session.email })
      .expect(200);
    const ghost = uniqueEmail('ghost');
    const unknown = await t.http
      .post('/api/auth/forgot-password')
      .send({ email: ghost })
      .expect(200);
    expect(unknown.body).toEqual(known.body);
    await expect(t.mail.waitFor(ghost, '', 300)).rejects.toThrow(/No e-mail/);
  });

  it('checks the token, resets once, and ends every open session', async () => {
    const session = await signedInUser(t);
    const token = await resetToken(session.email);

    const check = await t.http.get(`/api/auth/verify-reset-token/${token}`).expect(200);
    expect(check.body).toEqual({
      success: true,
      message: expect.any(String),
      data: { email: session.email },
    });

    await t.http
      .post('/api/auth/reset-password')
      .send({ token, password: 'nouveau-secret' })
      .expect(200);
    const reused = await t.http
      .post('/api/auth/reset-password')
      .send({ token, password: 'encore-un' })
      .expect(400);
    expect(reused.body.code).toBe('INVALID_RESET_TOKEN');
    await t.http.get(`/api/auth/verify-reset-token/${token}`).expect(400);

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
      .expect(401);
    await t.http
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .expect(401);
  });

  it('rejects an expired reset token', async () => {
    const session = await signedInUser(t);
    const token = await resetToken(session.email);
    await t.app
      .get(DataSource)
      .query(
        `UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [session.user.id],
      );
    const response = await t.http.get(`/api/auth/verify-reset-token/${token}`).expect(400);
    expect(response.body.code).toBe('INVALID_RESET_TOKEN');
    await t.http
      .post('/api/auth/reset-password')
      .send({ token, password: 'nouveau-secret' })
      .expect(400);
  });

  it('validates the new password length', async () => {
    const response = await t.http
      .post('/api/auth/reset-password')
      .send({ token: 'x', password: '123' })
      .expect(400);
    expect(response.body.errors).toEqual([
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });
});
