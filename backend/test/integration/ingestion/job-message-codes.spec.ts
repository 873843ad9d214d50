import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  makeIngestDir,
  waitForRun,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

/** Issue 14: job logs and final messages carry a code and its parameters for the screens. */
describe('job log codes', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let ingestDir: string;

  beforeAll(async () => {
    database = await createIsolatedDatabase('jobcodes');
    ingestDir = makeIngestDir();
    t = await startTestApp({ DATABASE_URL: database.url, INGEST_DIR: ingestDir });
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('gives every log line and the final message a code with its parameters, in both routes', async () => {
    const admin = await makeAdmin(t);
    const owner = await signedInUser(t);
    const lines = [
      'annonce_id;date_parution;nom_complet',
      'C-1;2024-01-01;Alpha',
      ';2024-01-02;Sans identifiant',
      'C-2;2024-01-03;Beta',
      'C-3;2024-13-01;Date impossible',
    ];
    writeFileSync(join(ingestDir, 'codes.csv'), lines.join('\n'));
    const started = await t.http
      .post('/api/admin/analyzer-ingest/start')
      .set(bearer(admin.accessToken))
      .send({ csvFilePath: 'codes.csv', targetUserId: owner.user.id, batchSize: 10 })
      .expect(200);
    const processId = started.body.processId as string;
    expect((await waitForRun(t, processId)).state).toBe('completed');

    const run = await t.http
      .get(`/api/admin/jobs/${processId}`)
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(run.body).toMatchObject({
      messageCode: 'completed',
      messageParams: { processed: 4, inserted: 2, updated: 0, skipped: 2 },
      message: 'Completed: 4 rows read, 2 new, 0 updated, 2 skipped',
    });
    const logs = run.body.logs as Array<{ code: string; params: object; message: string }>;
    expect(logs.map((log) => log.code)).toEqual([
      'started',
      'lineSkipped.emptyAnnonceId',
      'lineSkipped.invalidDate',
      'completed',
    ]);
    expect(logs[0].params).toEqual({ worker: expect.stringMatching(/.+:\d+$/) });
    expect(logs[1]).toMatchObject({
      params: { line: 3 },
      message: 'Line 3 skipped: annonce_id is empty',
    });
    expect(logs[2]).toMatchObject({
      params: { line: 5, field: 'date_parution', value: '2024-13-01' },
      message: 'Line 5 skipped: invalid date in date_parution "2024-13-01"',
    });
    expect(logs[3].params).toEqual(run.body.messageParams);

    const status = await t.http
      .get('/api/admin/analyzer-ingest/status')
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(status.body).toMatchObject({
      messageCode: 'completed',
      messageParams: run.body.messageParams,
    });
    expect(status.body.logs.map((log: { code: string }) => log.code)).toEqual(
      logs.map((log) => log.code),
    );
  });
});
