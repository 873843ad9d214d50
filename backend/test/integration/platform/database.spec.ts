import { Database, sql } from '../../../src/shared/database';
import { startTestApp, TestApp } from '../../support/test-app';

describe('Database', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(Database);
    await db.query(sql`CREATE TABLE db_probe (id int, label text)`);
  });
  afterAll(async () => {
    await db.query(sql`DROP TABLE db_probe`);
    await t.close();
  });

  it('answers the returned rows of UPDATE and DELETE like those of SELECT', async () => {
    await db.query(sql`INSERT INTO db_probe VALUES (1, 'a'), (2, 'b')`);
    const updated = await db.query<{ id: number }>(
      sql`UPDATE db_probe SET label = ${'c'} WHERE id = ${2} RETURNING id`,
    );
    expect(updated).toEqual([{ id: 2 }]);
    const deleted = await db.query<{ id: number }>(sql`DELETE FROM db_probe RETURNING id`);
    expect(deleted.map((row) => row.id).sort()).toEqual([1, 2]);
  });

  it('joins the caller transaction, and rolls back with it', async () => {
    await db.query(sql`CREATE TABLE IF NOT EXISTS db_probe_tx (id int)`);
    await expect(
      db.transaction(async (tx) => {
        await db.transaction(
          (joined) => db.query(sql`INSERT INTO db_probe_tx VALUES (1)`, joined),
          tx,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.query(sql`SELECT id FROM db_probe_tx`)).toEqual([]);
    await db.query(sql`DROP TABLE db_probe_tx`);
  });

  it('runs the work queued after commit once the outer transaction commits, never on a rollback', async () => {
    const seen: string[] = [];
    const committed = await db.transaction(async (tx) => {
      await db.transaction(async (joined) => {
        db.afterCommit(joined, async () => {
          // Another connection sees the committed row: the work runs after COMMIT.
          const rows = await db.query<{ id: number }>(sql`SELECT id FROM db_probe WHERE id = 7`);
          seen.push(`after commit: ${rows.length} row`);
        });
        await db.query(sql`INSERT INTO db_probe VALUES (7, 'committed')`, joined);
      }, tx);
      db.afterCommit(tx, async () => {
        throw new Error('a failing follow-up does not undo the commit');
      });
      seen.push('in transaction');
      return 'done';
    });
    expect(committed).toBe('done');
    expect(seen).toEqual(['in transaction', 'after commit: 1 row']);

    await expect(
      db.transaction(async (tx) => {
        db.afterCommit(tx, async () => void seen.push('after a rollback'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seen).toHaveLength(2);
    await db.query(sql`DELETE FROM db_probe WHERE id = 7`);
  });
});
