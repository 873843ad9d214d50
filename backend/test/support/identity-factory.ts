import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { UserDirectory } from '../../src/modules/identity';
import { SmtpCapture } from './smtp-capture';
import { TestApp } from './test-app';

export const PASSWORD = 'motdepasse-sûr';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.fr`;

export async function registerUser(t: TestApp, email = uniqueEmail(), password = PASSWORD) {
  const response = await t.http
    .post('/api/auth/register')
    .send({ email, password, fullName: 'Marie Curie' });
  if (response.status !== 201) throw new Error(`register failed: ${JSON.stringify(response.body)}`);
  return { email, password, user: response.body.user };
}

export async function verificationToken(t: TestApp, email: string): Promise<string> {
  return SmtpCapture.linkToken(await t.mail.waitFor(email, 'Confirmez'), 'verify-email');
}

/** A verified user signed in through the real flow: register, e-mail link, login. */
export async function signedInUser(t: TestApp, email = uniqueEmail()) {
  const { password } = await registerUser(t, email);
  const verified = await t.http.get(`/api/auth/verify-email/${await verificationToken(t, email)}`);
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  const login = await t.http.post('/api/auth/login').send({ email, password }).expect(200);
  return { email, password, ...login.body } as {
    email: string;
    password: string;
    accessToken: string;
    refreshToken: string;
    user: { id: number; role: string };
  };
}

export async function makeAdmin(t: TestApp, email = uniqueEmail('admin')) {
  const session = await signedInUser(t, email);
  await t.app
    .get(DataSource)
    .query(`UPDATE users SET role = 'admin' WHERE id = $1`, [session.user.id]);
  return session;
}

/**
 * An admin made without the e-mailed link, for an API-only app (PROCESS_ROLE=api) whose e-mails
 * are sent by worker processes that are not running yet.
 */
export async function makeAdminWithoutMail(t: TestApp, email = uniqueEmail('admin')) {
  const { id } = await t.app.get(UserDirectory).ensureVerifiedUser(email, 'Admin', PASSWORD);
  await t.app.get(DataSource).query(`UPDATE users SET role = 'admin' WHERE id = $1`, [id]);
  const login = await t.http
    .post('/api/auth/login')
    .send({ email, password: PASSWORD })
    .expect(200);
  return { email, password: PASSWORD, ...login.body } as Awaited<ReturnType<typeof signedInUser>>;
}
