import { DataSource } from 'typeorm';
import { SmtpCapture } from '../../support/smtp-capture';
import {
  PASSWORD,
  registerUser,
  uniqueEmail,
  verificationToken,
} from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

describe('registration and e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('creates an unverified user and e-mails a French verification link to APP_URL/verify-email/<token>', async () => {
    const email = uniqueEmail();
    const response = await t.http
      .post('/api/auth/register')
      .send({ email, password: PASSWORD, fullName: '  Élodie Dupré ' })
      .expect(201);
    expect(response.body.user).toEqual({
      id: expect.any(Number),
      email,
      fullName: 'Élodie Dupré',
      role: 'user',
      isVerified: false,
      createdAt: expect.any(String),
    });
    expect(response.body.user).not.toHaveProperty('passwordHash');
    const mail = await t.mail.waitFor(email, 'Confirmez votre adresse e-mail');
    expect(mail.html).toContain('Bienvenue Élodie Dupré');
    expect(mail.text).toMatch(/http:\/\/app\.test\/verify-email\/[A-Za-z0-9_-]{43}/);
  });

  it('refuses a taken e-mail with 409, whatever its case', async () => {
    const { email } = await registerUser(t);
    const response = await t.http
      .post('/api/auth/register')
      .send({ email: email.toUpperCase(), password: PASSWORD, fullName: 'Other' })
      .expect(409);
    expect(response.body).toMatchObject({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      error: 'Conflict',
    });
  });

  it('reports each invalid field in the contract shape', async () => {
    const response = await t.http
      .post('/api/auth/register')
      .send({ email: 'not-an-email', password: '123', fullName: '' })
      .expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Email is invalid' },
        { field: 'password', message: 'Password must be at least 6 characters' },
        { field: 'fullName', message: 'Full name is required' },
      ]),
    );
  });

  it('rejects unknown body fields and malformed JSON with 400 in the contract shape', async () => {
    const unknown = await t.http
      .post('/api/auth/register')
      .send({ email: uniqueEmail(), password: PASSWORD, fullName: 'A', role: 'admin' })
      .expect(400);
    expect(unknown.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'role' }] });

    const malformed = await t.http
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.fr",')
      .expect(400);
    expect(malformed.body).toEqual({
      statusCode: 400,
      message: 'The request body is not valid JSON',
      error: 'Bad Request',
      code: 'MALFORMED_JSON',
    });
  });

  it('refuses login until the e-mail is verified, then verifies once with the e-mailed token', async () => {
    const { email, password } = await registerUser(t);
    const refused = await t.http.post('/api/auth/login').send({ email, password }).expect(403);
    expect(refused.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(refused.body.message).toMatch(/verify your email/);

    const token = await verificationToken(t, email);
    const verified = await t.http.get(`/api/auth/verify-email/${token}`).expect(200);
    expect(verified.body).toEqual({
      success: true,
      message: expect.any(String),
      data: { email, alreadyVerified: false },
    });
    await t.http.post('/api/auth/login').send({ email, password }).expect(200);
  });

  it('answers a verification link used twice with "already verified", not "invalid"', async () => {
    const { email } = await registerUser(t);
    const token = await verificationToken(t, email);
    await t.http.get(`/api/auth/verify-email/${token}`).expect(200);

    const reused = await t.http.get(`/api/auth/verify-email/${token}`).expect(200);
    expect(reused.body).toEqual({
      success: true,
      message: 'Email already verified',
      data: { email, alreadyVerified: true },
    });
  });

  it('keeps a replaced link of an account still unverified invalid', async () => {
    const { email } = await registerUser(t);
    const first = await verificationToken(t, email);
    await t.http.post('/api/auth/resend-verification').send({ email }).expect(200);
    await waitForMailCount(t, email, 2);
    const replaced = await t.http.get(`/api/auth/verify-email/${first}`).expect(400);
    expect(replaced.body.code).toBe('INVALID_VERIFICATION_TOKEN');
  });

  it('rejects an expired verification token', async () => {
    const { email } = await registerUser(t);
    const token = await verificationToken(t, email);
    await t.app.get(DataSource).query(
      `UPDATE one_time_tokens SET expires_at = now() - interval '1 second'
          WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    const response = await t.http.get(`/api/auth/verify-email/${token}`).expect(400);
    expect(response.body.code).toBe('INVALID_VERIFICATION_TOKEN');
  });

  it('resends a fresh link that replaces the old one, and answers the same for unknown addresses', async () => {
    const { email } = await registerUser(t);
    const first = await verificationToken(t, email);
    const resent = await t.http.post('/api/auth/resend-verification').send({ email }).expect(200);
    const unknown = await t.http
      .post('/api/auth/resend-verification')
      .send({ email: uniqueEmail('nobody') })
      .expect(200);
    expect(unknown.body).toEqual(resent.body);

    await waitForMailCount(t, email, 2);
    const mails = t.mail.messages.filter((m) => JSON.stringify(m.to).includes(email));
    const second = SmtpCapture.linkToken(mails[1], 'verify-email');
    expect(second).not.toBe(first);
    await t.http.get(`/api/auth/verify-email/${first}`).expect(400);
    await t.http.get(`/api/auth/verify-email/${second}`).expect(200);
  });
});

async function waitForMailCount(t: TestApp, email: string, count: number) {
  for (let i = 0; i < 100; i++) {
    if (t.mail.messages.filter((m) => JSON.stringify(m.to).includes(email)).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected ${count} e-mails to ${email}`);
}
