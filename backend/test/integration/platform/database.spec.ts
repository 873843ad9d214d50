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

  it("runs statements without parallel workers or JIT, with room for a broad search's bitmap", async () => {
    const settings = await db.query<{ name: string; setting: string; unit: string | null }>(
      sql`SELECT name, setting, unit FROM pg_settings
        WHERE name IN ('jit', 'max_parallel_workers_per_gather', 'work_mem') ORDER BY name`,
    );
    expect(settings).toEqual([
      { name: 'jit', setting: 'off', unit: null },
      { name: 'max_parallel_workers_per_gather', setting: '0', unit: null },
      { name: 'work_mem', setting: String(32 * 1024), unit: 'kB' },
    ]);
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

  it('prepares a lookup once per connection under its name, and binds its values at every run', async () => {
    await db.query(
      sql`INSERT INTO db_probe SELECT i, 'label ' || i FROM generate_series(1, 8) AS i`,
    );
    const labels: (string | undefined)[] = [];
    // Past the fifth run PostgreSQL may plan it once for all: the values still change the rows.
    for (let id = 1; id <= 8; id += 1) {
      const row = await db.queryOnePrepared<{ label: string }>(
        'probe_lookup',
        sql`SELECT label FROM db_probe WHERE id = ${id}`,
      );
      labels.push(row?.label);
    }
    expect(labels).toEqual(Array.from({ length: 8 }, (_, i) => `label ${i + 1}`));
    // Run one after the other, the lookups had the pool's last idle connection: the server
    // keeps the statement there, parsed once.
    const kept = await db.queryOnePrepared<{ names: string[] }>(
      'probe_prepared_names',
      sql`SELECT array_agg(name::text ORDER BY name) AS names FROM pg_prepared_statements`,
    );
    expect(kept?.names).toContain('probe_lookup');
    await db.query(sql`DELETE FROM db_probe`);
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
