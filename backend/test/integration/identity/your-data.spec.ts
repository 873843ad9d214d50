import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { DocumentFileSweeper } from '../../../src/modules/favorites';
import { PERSONAL_DATA_TABLES } from '../../../src/modules/identity/personal-data.inventory';
import { addFavorite, makeRecord } from '../../support/favorites-helpers';
import { PASSWORD, registerUser, signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof signedInUser>>;

const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(512)]);

/** CONTRACT 7.7: the user's own data, downloaded or deleted. */
describe('your data: export and account deletion', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let uploadDir: string;
  const db = () => t.app.get(DataSource);
  const storedFiles = () => {
    const dir = join(uploadDir, 'favorite-documents');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  /** A user with a favorite, its notes and one uploaded document; returns the document's file. */
  const withDocument = async (session: Session) => {
    const favoriteId = (
      await addFavorite(t, session.accessToken, await makeRecord(t, [session.user.id]))
    ).id;
    await t.http
      .patch(`/api/favorites/${favoriteId}/notes`)
      .set(bearer(session.accessToken))
      .send({ writtenNotes: 'Rappeler le gérant' })
      .expect(200);
    const before = new Set(storedFiles());
    await t.http
      .post(`/api/favorites/${favoriteId}/documents`)
      .set(bearer(session.accessToken))
      .attach('document', pdf(), 'Bilan 2024.pdf')
      .expect(201);
    const file = storedFiles().find((name) => !before.has(name))!;
    return { favoriteId, file };
  };
  const exportOf = (session: Session) =>
    t.http
      .get('/api/auth/account/export')
      .set(bearer(session.accessToken))
      .buffer(true)
      .parse((response, callback) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => callback(null, text));
      });

  beforeAll(async () => {
    database = await createIsolatedDatabase('your-data');
    uploadDir = mkdtempSync(join(tmpdir(), 'uploads-'));
    t = await startTestApp({ DATABASE_URL: database.url, UPLOAD_DIR: uploadDir });
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('downloads everything held about the user as a JSON file, without any secret', async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    await withDocument(alice);
    await withDocument(bob);
    await t.http
      .post('/api/watches')
      .set(bearer(alice.accessToken))
      .send({ siren: '552100554' })
      .expect(201);
    // More rows than one page of the export, to show it pages through them in order.
    await db().query(
      `INSERT INTO one_time_tokens (user_id, purpose, token_hash, expires_at)
       SELECT $1, 'password_reset', md5(random()::text || n), now() FROM generate_series(1, 1203) n`,
      [alice.user.id],
    );

    const response = await exportOf(alice).expect(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="mes-donnees-${today}.json"`,
    );
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const text = response.body as string;
    expect(text).not.toMatch(/password_hash|passwordHash|token_hash|argon2/);
    expect(text).not.toContain(bob.email);
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id: alice.user.id, email: alice.email });
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toEqual(
      expect.objectContaining({ family_id: expect.any(String), expires_at: expect.any(String) }),
    );
    const links = data.emailLinks.map((link: { id: number }) => link.id);
    expect(links.length).toBeGreaterThanOrEqual(1204);
    expect(new Set(links).size).toBe(links.length);
    expect(links).toEqual([...links].sort((a, b) => a - b));
    expect(data.favorites).toEqual([
      expect.objectContaining({
        notes: 'Rappeler le gérant',
        documents: [expect.objectContaining({ originalName: 'Bilan 2024.pdf' })],
      }),
    ]);
    expect(data.creditTransactions).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'welcome', amount: 10 })]),
    );
    expect(data.creditBalance).toEqual([expect.objectContaining({ balance: expect.any(Number) })]);
    expect(data.watches).toEqual([expect.objectContaining({ siren: '552100554' })]);
    for (const section of ['payments', 'subscriptions', 'recordConsultations'])
      expect(data[section]).toEqual(expect.any(Array));
  });

  it('exports every table that points at a user, or says why not', async () => {
    // Columns naming a user who acted on someone else's rows, not the user's own data.
    const notAboutTheUser = new Set([
      'job_runs.requested_by', // the admin who started a data job
      'access_grants.created_by', // the admin who gave a grant
      'admin_audit_log.actor_id', // the admin who changed an account (the target's rows are exported)
      'company_reports.closed_by', // the admin who closed a user's report (the reporter's rows are)
    ]);
    const references: { name: string }[] = await db().query(`
      SELECT c.conrelid::regclass::text || '.' || a.attname AS name
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
      ORDER BY name`);
    // A table is covered when the export reads it (by name, or inside its subquery) by that owner.
    const exported = new Set(
      PERSONAL_DATA_TABLES.flatMap((table) =>
        [table.from, ...[...table.from.matchAll(/\bFROM (\w+)/g)].map((m) => m[1])].map(
          (name) => `${name}.${table.owner}`,
        ),
      ),
    );
    const missing = references
      .map(({ name }) => name)
      .filter((name) => !exported.has(name) && !notAboutTheUser.has(name));
    expect(missing).toEqual([]);
  });

  it('refuses a deletion with a wrong password, and deletes nothing', async () => {
    const user = await signedInUser(t);
    const response = await t.http
      .delete('/api/auth/account')
      .set(bearer(user.accessToken))
      .send({ password: 'not-my-password' })
      .expect(403);
    expect(response.body).toMatchObject({
      code: 'DELETION_PASSWORD_WRONG',
      message: 'The password is incorrect; your account was not deleted',
    });
    await t.http.get('/api/auth/me').set(bearer(user.accessToken)).expect(200);
    await t.http.delete('/api/auth/account').send({ password: PASSWORD }).expect(401);
  });

  it('refuses to delete an account whose subscription would renew, until it is cancelled', async () => {
    const user = await signedInUser(t);
    const plans = (await t.http.get('/api/subscriptions/plans')).body.plans;
    const checkout = await t.http
      .post('/api/payments/checkout/subscription')
      .set(bearer(user.accessToken))
      .send({ planId: plans[0].id })
      .expect(201);
    await t.http.post(`${new URL(checkout.body.url).pathname}/complete`).expect(303);
    const refused = await t.http
      .delete('/api/auth/account')
      .set(bearer(user.accessToken))
      .send({ password: PASSWORD })
      .expect(409);
    expect(refused.body.code).toBe('DELETION_SUBSCRIPTION_RENEWS');
    const { subscription } = (
      await t.http.get('/api/subscriptions/current').set(bearer(user.accessToken))
    ).body;
    await t.http
      .post(`/api/subscriptions/${subscription.id}/cancel`)
      .set(bearer(user.accessToken))
      .expect(200);
    await t.http
      .delete('/api/auth/account')
      .set(bearer(user.accessToken))
      .send({ password: PASSWORD })
      .expect(204);
  });

  it('deletes the account, its favorites, documents and files; keeps the ledger and payments anonymised', async () => {
    const user = await signedInUser(t);
    const { favoriteId, file } = await withDocument(user);
    await t.http
      .post('/api/watches')
      .set(bearer(user.accessToken))
      .send({ siren: '552100554' })
      .expect(201);
    await t.http
      .post('/api/saved-searches')
      .set(bearer(user.accessToken))
      .send({ name: 'Paris', filters: { departement: '75' }, alert: false })
      .expect(201);
    await db().query(
      `INSERT INTO notifications (user_id, record_id, kind)
       SELECT user_id, analyzer_record_id, 'watch' FROM favorites WHERE id = $1`,
      [favoriteId],
    );
    await db().query(
      `INSERT INTO payments (user_id, kind, amount, currency, reference)
       VALUES ($1, 'pack', 999, 'eur', $2)`,
      [user.user.id, `test-${user.user.id}`],
    );
    const ledger = await db().query(`SELECT id FROM credit_transactions WHERE user_id = $1`, [
      user.user.id,
    ]);
    expect(ledger.length).toBeGreaterThan(0);

    await t.http
      .delete('/api/auth/account')
      .set(bearer(user.accessToken))
      .send({ password: PASSWORD })
      .expect(204);

    expect(storedFiles()).not.toContain(file);
    await t.http.get('/api/auth/me').set(bearer(user.accessToken)).expect(401);
    await t.http
      .post('/api/auth/refresh-token')
      .send({ refreshToken: user.refreshToken })
      .expect(401);
    await t.http
      .post('/api/auth/login')
      .send({ email: user.email, password: PASSWORD })
      .expect(401);
    const count = async (statement: string, value: unknown) =>
      Number((await db().query(statement, [value]))[0].count);
    expect(await count(`SELECT count(*) FROM users WHERE id = $1`, user.user.id)).toBe(0);
    expect(await count(`SELECT count(*) FROM favorites WHERE id = $1`, favoriteId)).toBe(0);
    for (const table of [
      'refresh_tokens',
      'one_time_tokens',
      'favorites',
      'credit_balances',
      'watches',
      'saved_searches',
      'notifications',
    ])
      expect(await count(`SELECT count(*) FROM ${table} WHERE user_id = $1`, user.user.id)).toBe(0);
    const kept = await db().query(
      `SELECT user_id FROM credit_transactions WHERE id = ANY($1::int[])`,
      [ledger.map((row: { id: number }) => row.id)],
    );
    expect(kept).toEqual(ledger.map(() => ({ user_id: null })));
    expect(
      await db().query(`SELECT user_id, amount FROM payments WHERE reference = $1`, [
        `test-${user.user.id}`,
      ]),
    ).toEqual([{ user_id: null, amount: 999 }]);

    // The address is free again.
    await registerUser(t, user.email);
  });

  it("removes a user's files when the user is deleted from the database's side", async () => {
    const user = await signedInUser(t);
    const { file } = await withDocument(user);
    await db().query(`DELETE FROM users WHERE id = $1`, [user.user.id]);
    expect(storedFiles()).toContain(file);

    await t.app.get(DocumentFileSweeper).sweep();
    expect(storedFiles()).not.toContain(file);
    expect(await db().query(`SELECT * FROM deleted_document_files`)).toEqual([]);
  });
});
