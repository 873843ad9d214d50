import { DataSource } from 'typeorm';
import { EmailSkeletons1764883000000 } from '../../../src/shared/database/migrations/1764883000000-email-skeletons';
import { openIsolatedDataSource } from '../../support/isolated-database';

/** Issue 28: the accounts that exist before the migration get their e-mail's skeleton too. */
describe('e-mail skeletons migration', () => {
  let db: DataSource;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openIsolatedDataSource('email_skeletons'));
  });
  afterAll(() => close());

  it('gives each address its skeleton, the oldest of two look-alikes only', async () => {
    const migration = new EmailSkeletons1764883000000();
    const runner = db.createQueryRunner();
    await migration.down(runner);
    const insert = async (email: string): Promise<number> =>
      (
        await db.query(
          `INSERT INTO users (email, full_name, password_hash) VALUES ($1, 'Ancien', 'x')
           RETURNING id`,
          [email],
        )
      )[0].id;
    const marie = await insert('marie@example.fr');
    const lookAlike = await insert('m\u0430rie@ex\u0430mple.fr');
    const paul = await insert('paul@exampʟe.fr');
    await migration.up(runner);
    await runner.release();

    const rows = await db.query(`SELECT id, email_skeleton FROM users ORDER BY id`);
    expect(rows).toEqual([
      { id: marie, email_skeleton: 'rnarie@exarnple.fr' },
      { id: lookAlike, email_skeleton: null },
      { id: paul, email_skeleton: 'paul@exarnple.fr' },
    ]);
    await expect(
      db.query(
        `INSERT INTO users (email, full_name, password_hash, email_skeleton)
         VALUES ('marie2@example.fr', 'Nouvelle', 'x', 'rnarie@exarnple.fr')`,
      ),
    ).rejects.toThrow(/users_email_skeleton_key/);
  });
});
