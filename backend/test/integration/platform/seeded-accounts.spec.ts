import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { UserDirectory } from '../../../src/modules/identity';
import {
  DEMO_EMAIL,
  describeAccount,
  resetSeededPassword,
  seedAccounts,
} from '../../../src/seed/seeded-accounts';
import { PASSWORD, uniqueEmail } from '../../support/identity-factory';
import { TestApp, startTestApp } from '../../support/test-app';

/** What make start prints about the seeded accounts: a password only when it signs in. */
describe('seeded accounts', () => {
  const adminEmail = uniqueEmail('admin');
  let t: TestApp;
  let dataDir: string;

  const login = (email: string, password: string) =>
    t.http.post('/api/auth/login').send({ email, password });

  /** Accounts that exist with PASSWORD, as in a database that outlived .data/. */
  async function existingWithPassword(...emails: string[]): Promise<void> {
    const users = t.app.get(UserDirectory);
    const reference = uniqueEmail('reference');
    await users.ensureVerifiedUser(reference, 'Référence', PASSWORD);
    for (const email of emails) await users.ensureVerifiedUser(email, 'Existant', PASSWORD);
    await t.app.get(DataSource).query(
      `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = $1)
       WHERE email = ANY($2)`,
      [reference, emails],
    );
  }

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: '', DEMO_PASSWORD: '' });
  });

  beforeEach(() => {
    // A fresh clone: no password kept under .data/ yet.
    dataDir = mkdtempSync(join(tmpdir(), 'bodacc-seed-'));
    process.env.DATA_DIR = dataDir;
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  afterAll(async () => {
    await t.app.get(DataSource).query(`DELETE FROM users WHERE email = $1`, [DEMO_EMAIL]);
    await t.close();
  });

  it('prints the passwords of accounts it creates, and they sign in', async () => {
    await t.app.get(DataSource).query(`DELETE FROM users WHERE email = $1`, [DEMO_EMAIL]);
    const { accounts } = await seedAccounts(t.app);
    for (const account of accounts) {
      const kept = readFileSync(join(dataDir, `${account.kind}-password.txt`), 'utf8');
      expect(describeAccount(account)).toContain(`password: ${kept}`);
      await login(account.email, kept).expect(200);
    }
  });

  it('prints the password of an existing account when it still signs in with it', async () => {
    await t.app
      .get(DataSource)
      .query(`DELETE FROM users WHERE email = ANY($1)`, [[adminEmail, DEMO_EMAIL]]);
    await seedAccounts(t.app);
    const { accounts } = await seedAccounts(t.app);
    for (const account of accounts) {
      const kept = readFileSync(join(dataDir, `${account.kind}-password.txt`), 'utf8');
      expect(account.created).toBe(false);
      expect(describeAccount(account)).toContain(`password: ${kept}`);
    }
  });

  it('never prints a password that does not sign in, and names the reset command', async () => {
    await existingWithPassword(adminEmail, DEMO_EMAIL);

    const { accounts } = await seedAccounts(t.app);
    for (const account of accounts) {
      const kept = readFileSync(join(dataDir, `${account.kind}-password.txt`), 'utf8');
      const line = describeAccount(account);
      expect(line).not.toContain(kept);
      expect(line).toContain(`make reset-${account.kind}-password`);
      await login(account.email, kept).expect(401);
      await login(account.email, PASSWORD).expect(200);
    }
  });

  it('the reset gives the printed password back to the account and ends its sessions', async () => {
    await existingWithPassword(adminEmail);
    const before = await login(adminEmail, PASSWORD).expect(200);

    const account = await resetSeededPassword(t.app, 'admin');

    const kept = readFileSync(join(dataDir, 'admin-password.txt'), 'utf8');
    expect(describeAccount(account)).toContain(`password: ${kept}`);
    await login(adminEmail, kept).expect(200);
    await login(adminEmail, PASSWORD).expect(401);
    await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: before.body.refreshToken })
      .expect(401);
  });
});
