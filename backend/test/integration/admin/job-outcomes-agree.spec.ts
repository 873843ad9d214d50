import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { makeAdmin } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

/**
 * Issue 30, finding 7: the dashboard counted the queue's jobs ("Échouées : 0 | Terminées : 1")
 * while the data page read the run ("Échec"): a run that fails ends its queue job normally.
 */
describe("the dashboard's job outcomes and the data page agree", () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let token: string;

  beforeAll(async () => {
    database = await createIsolatedDatabase('job-outcomes');
    // No sync: its first run would add a run of its own.
    t = await startTestApp({ DATABASE_URL: database.url, BODACC_SYNC_URL: '' });
    token = (await makeAdmin(t)).accessToken;
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  const addRun = async (kind: string, state: string, params: object) => {
    const id = randomUUID();
    await t.app.get(DataSource).query(
      `INSERT INTO job_runs (id, kind, state, params, processed, inserted, skipped, message)
       VALUES ($1, $2, $3, $4, 0, 0, 0, 'Portal unavailable')`,
      [id, kind, state, JSON.stringify(params)],
    );
    return id;
  };

  it('counts a failed sync as failed on both', async () => {
    const syncRun = await addRun('bodacc_sync', 'failed', {
      fromDay: '2026-01-01',
      batchSize: 1000,
      trigger: 'admin',
    });
    await addRun('bodacc_import', 'completed', {
      filePath: 'a.csv',
      batchSize: 1000,
      rowLimit: null,
    });
    await addRun('bodacc_import', 'failed', { filePath: 'b.csv', batchSize: 1000, rowLimit: null });

    // What the data page reads of the run.
    const run = (await t.http.get(`/api/admin/jobs/${syncRun}`).set(bearer(token)).expect(200))
      .body;
    expect(run.state).toBe('failed');
    const health = (await t.http.get('/api/admin/system-health').set(bearer(token)).expect(200))
      .body;
    expect(health.queues['bodacc-sync']).toMatchObject({ failed: 1, completed: 0 });
    expect(health.queues['bodacc-import']).toMatchObject({ failed: 1, completed: 1 });
    // Queues that hold no data job keep their queue's own counts.
    expect(health.queues.mail).toEqual(expect.objectContaining({ failed: expect.any(Number) }));
  });
});
