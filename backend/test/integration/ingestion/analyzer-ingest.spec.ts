import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  makeIngestDir,
  waitForRun,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

describe('analyzer CSV ingestion for a target user', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let ingestDir: string;

  beforeAll(async () => {
    database = await createIsolatedDatabase('ingest');
    ingestDir = makeIngestDir();
    t = await startTestApp({ DATABASE_URL: database.url, INGEST_DIR: ingestDir });
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('stops from the admin route, then resumes to each row exactly once, assigned to the user', async () => {
    const admin = await makeAdmin(t);
    const owner = await signedInUser(t);
    const rows = 4000;
    const lines = ['annonce_id;date_parution;type_annonce;nom_complet;rcs'];
    for (let i = 1; i <= rows; i += 1) {
      lines.push(`R-${i};2024-01-01;creation;Entreprise ${i};${String(100000000 + i)} RCS Paris`);
    }
    writeFileSync(join(ingestDir, 'owner.csv'), lines.join('\r\n'));
    const start = (resume: boolean) =>
      t.http
        .post('/api/admin/analyzer-ingest/start')
        .set(bearer(admin.accessToken))
        .send({ csvFilePath: 'owner.csv', targetUserId: owner.user.id, batchSize: 10, resume })
        .expect(200);

    const first = (await start(false)).body.processId as string;
    await waitForRun(t, first, (run) => run.processed >= 100);
    const stop = await t.http
      .post('/api/admin/analyzer-ingest/stop')
      .set(bearer(admin.accessToken))
      .send({})
      .expect(200);
    expect(stop.body).toEqual({ success: true, stopped: [first] });
    const stopped = await waitForRun(t, first);
    expect(stopped.state).toBe('stopped');
    expect(stopped.processed).toBeLessThan(rows);
    const status = await t.http
      .get('/api/admin/analyzer-ingest/status')
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(status.body).toMatchObject({
      isRunning: false,
      processId: first,
      state: 'stopped',
      currentRow: stopped.processed,
      total: rows,
    });
    expect(status.body.progress).toBe(Math.round((stopped.processed / rows) * 100));

    const second = (await start(true)).body.processId as string;
    const resumed = await waitForRun(t, second);
    expect(resumed).toMatchObject({
      state: 'completed',
      processed: rows,
      inserted: rows,
      skipped: 0,
    });
    const [{ records, assigned }] = await t.app.get(DataSource).query(
      `SELECT (SELECT count(*)::int FROM analyzer_records) AS records,
              (SELECT count(*)::int FROM record_assignments WHERE user_id = $1) AS assigned`,
      [owner.user.id],
    );
    expect({ records, assigned }).toEqual({ records: rows, assigned: rows });
    const page = await t.http
      .get('/api/analyzer/records')
      .query({ q: 'entreprise 3999' })
      .set(bearer(owner.accessToken))
      .expect(200);
    expect(page.body.data.data[0]).toMatchObject({ annonce_id: 'R-3999', siren: '100003999' });
  });
});
