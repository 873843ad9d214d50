import { DataSource } from 'typeorm';
import { makeAdmin, PASSWORD, signedInUser } from '../../support/identity-factory';
import { bearer } from '../../support/ingestion-helpers';
import { startTestApp, TestApp } from '../../support/test-app';

/**
 * CONTRACT 7.7: deleting an account takes its name and e-mail out of the admins' audit entries
 * about it and keeps what changed. Identity asks it of Admin's `admin_forget_audited_identity`
 * (issue 29: no context writes another's table).
 */
describe('account deletion and the admin audit', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it("keeps an audit entry of the deleted account without the account's name or e-mail", async () => {
    const admin = await makeAdmin(t);
    const user = await signedInUser(t);
    await t.http
      .put(`/api/admin/usermanagement/${user.user.id}`)
      .set(bearer(admin.accessToken))
      .send({ fullName: 'Nouveau Nom' })
      .expect(200);
    const [{ id: entryId, before }] = await db.query(
      `SELECT id, before FROM admin_audit_log WHERE target_user_id = $1`,
      [user.user.id],
    );
    expect(before).toHaveProperty('fullName');

    await t.http
      .delete('/api/auth/account')
      .set(bearer(user.accessToken))
      .send({ password: PASSWORD })
      .expect(204);

    const [entry] = await db.query(
      `SELECT action, before, after FROM admin_audit_log WHERE id = $1`,
      [entryId],
    );
    expect(entry.action).toBe('user.update');
    for (const state of [entry.before, entry.after]) {
      expect(Object.keys(state)).not.toEqual(expect.arrayContaining(['fullName']));
      expect(Object.keys(state)).not.toEqual(expect.arrayContaining(['email']));
      expect(state).toHaveProperty('role', 'user');
    }
  });
});
