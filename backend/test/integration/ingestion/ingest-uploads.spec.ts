import { existsSync, readdirSync } from 'node:fs';
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

const CSV = Buffer.from('annonce_id;date_parution;nom_complet\nU-1;2024-01-01;Entreprise U\n');

/** Analyzer CSV uploads: only an accepted upload stays in INGEST_DIR/uploads. */
describe('analyzer CSV uploads', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let uploadDir: string;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let ownerId: number;

  beforeAll(async () => {
    database = await createIsolatedDatabase('uploads');
    const ingestDir = makeIngestDir();
    uploadDir = join(ingestDir, 'uploads');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      INGEST_MAX_UPLOAD_MB: '1',
    });
    admin = await makeAdmin(t);
    ownerId = (await signedInUser(t)).user.id;
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  const storedUploads = () => (existsSync(uploadDir) ? readdirSync(uploadDir) : []);
  const upload = () =>
    t.http.post('/api/admin/analyzer-ingest/start').set(bearer(admin.accessToken));

  it('leaves no file on disk when the upload is refused, whatever the reason', async () => {
    const refusals: [string, () => ReturnType<typeof upload>, number, string?][] = [
      [
        'not a .csv',
        () => upload().field('targetUserId', ownerId).attach('csvFile', CSV, 'data.txt'),
        415,
        'INGEST_NOT_CSV',
      ],
      [
        'over INGEST_MAX_UPLOAD_MB',
        () =>
          upload()
            .field('targetUserId', ownerId)
            .attach('csvFile', Buffer.alloc(2 * 1024 * 1024, 'a'), 'big.csv'),
        413,
      ],
      [
        'an invalid field',
        () => upload().field('targetUserId', 'abc').attach('csvFile', CSV, 'data.csv'),
        400,
        'VALIDATION_FAILED',
      ],
      [
        'an unknown field',
        () =>
          upload()
            .field('targetUserId', ownerId)
            .field('extra', 'x')
            .attach('csvFile', CSV, 'data.csv'),
        400,
        'VALIDATION_FAILED',
      ],
      [
        'an unknown target user',
        () => upload().field('targetUserId', 99999999).attach('csvFile', CSV, 'data.csv'),
        400,
        'INGEST_TARGET_USER_NOT_FOUND',
      ],
      [
        'a NUL in the file name',
        () => upload().field('targetUserId', ownerId).attach('csvFile', CSV, 'nul\u0000.csv'),
        400,
      ],
      [
        'two files',
        () =>
          upload()
            .field('targetUserId', ownerId)
            .attach('csvFile', CSV, 'a.csv')
            .attach('csvFile', CSV, 'b.csv'),
        400,
      ],
      [
        'a file in another field',
        () =>
          upload()
            .field('targetUserId', ownerId)
            .attach('csvFile', CSV, 'a.csv')
            .attach('other', CSV, 'b.csv'),
        400,
      ],
    ];
    for (const [reason, send, status, code] of refusals) {
      const response = await send();
      expect({ reason, status: response.status }).toEqual({ reason, status });
      if (code) expect(response.body.code).toBe(code);
      expect({ reason, stored: storedUploads() }).toEqual({ reason, stored: [] });
    }
  });

  it('keeps an accepted upload for its job', async () => {
    const response = await upload()
      .field('targetUserId', ownerId)
      .attach('csvFile', CSV, 'accepted.csv')
      .expect(200);
    expect(await waitForRun(t, response.body.processId)).toMatchObject({
      state: 'completed',
      inserted: 1,
    });
    expect(storedUploads()).toHaveLength(1);
  });
});
