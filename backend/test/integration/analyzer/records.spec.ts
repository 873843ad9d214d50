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

const HEADER =
  'annonce_id,date_parution,type_annonce,nom_complet,nom_commercial,rcs,siren,activite,adresse,ville,capital,proceduration_collective_existe,details_annonce_json';

/** An analyzer CSV (comma-separated, columns by name) for the target user. */
const userCsv = [
  HEADER,
  'T-1,2024-03-10,creation,SOCIÉTÉ GÉNÉRALE DES EAUX,,552 120 222 RCS Paris,,Distribution d\'eau,"1 rue de Rivoli, 75001 Paris",Paris,"1 000,50",false,"{""source"": ""test""}"',
  'T-2,2023-05-01,modification,Boulangerie Dupont,Le Pain Doré,111 222 333 RCS Lyon,,Boulangerie,,Lyon,,false,',
  'T-3,2022-01-15,vente,Café des Arts,,,999888777,Restauration,,Nîmes,,false,texte libre',
  // Its company is struck off by this very notice: the ingestion derives the status.
  'T-4,2021-06-01,radiation,Fermée SARL,,444 555 666 RCS Nantes,,Commerce,,Nantes,,false,',
  'T-BAD,2021-13-01,creation,Date invalide,,,,,,,,false,',
  ...Array.from(
    { length: 10 },
    (_, i) =>
      `T-1${i},2020-01-${String(i + 1).padStart(2, '0')},creation,Entreprise ${i},,,,,,,,false,`,
  ),
].join('\n');

const adminCsv = [
  HEADER,
  'X-1,2025-01-01,creation,Secret SAS,,777 777 777 RCS Paris,,,,,,false,',
].join('\n');

describe('analyzer records API', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let stranger: Awaited<ReturnType<typeof signedInUser>>;

  const ingest = async (targetUserId: number, csv: string, name = 'records.csv') => {
    const response = await t.http
      .post('/api/admin/analyzer-ingest/start')
      .set(bearer(admin.accessToken))
      .field('targetUserId', String(targetUserId))
      .field('batchSize', '4')
      .field('rowLimit', '')
      .attach('csvFile', Buffer.from(csv), name)
      .expect(200);
    return waitForRun(t, response.body.processId);
  };
  const search = (token: string, query: Record<string, string | number | boolean> = {}) =>
    t.http.get('/api/analyzer/records').set(bearer(token)).query(query).expect(200);
  const names = (response: { body: { data: { data: { nom_complet: string }[] } } }) =>
    response.body.data.data.map((record) => record.nom_complet);

  beforeAll(async () => {
    database = await createIsolatedDatabase('records');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: makeIngestDir(),
    });
    admin = await makeAdmin(t);
    user = await signedInUser(t);
    stranger = await signedInUser(t);
    const run = await ingest(user.user.id, userCsv);
    expect(run).toMatchObject({ state: 'completed', processed: 15, inserted: 14, skipped: 1 });
    await ingest(admin.user.id, adminCsv, 'admin.csv');
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('reports the ingestion status with its logs', async () => {
    const status = await t.http
      .get('/api/admin/analyzer-ingest/status')
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(status.body).toMatchObject({ isRunning: false, progress: 100, total: 1, currentRow: 1 });
    const previous = await t.app
      .get(DataSource)
      .query(`SELECT id FROM job_runs WHERE kind = 'analyzer_ingest' ORDER BY created_at LIMIT 1`);
    const job = await t.http
      .get(`/api/admin/jobs/${previous[0].id}`)
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(job.body.logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 'warn',
          line: 6,
          message: 'Line 6 skipped: invalid date in date_parution "2021-13-01"',
        }),
      ]),
    );
  });

  it('validates the ingestion request', async () => {
    const start = () =>
      t.http.post('/api/admin/analyzer-ingest/start').set(bearer(admin.accessToken));
    const noSource = await start().field('targetUserId', String(user.user.id)).expect(400);
    expect(noSource.body.code).toBe('INGEST_SOURCE_REQUIRED');
    const noUser = await start()
      .field('targetUserId', '999999')
      .field('csvFilePath', 'sample-real.csv')
      .expect(400);
    expect(noUser.body.code).toBe('INGEST_TARGET_USER_NOT_FOUND');
    const missingUser = await start().field('csvFilePath', 'sample-real.csv').expect(400);
    expect(missingUser.body.code).toBe('VALIDATION_FAILED');
    const outside = await start()
      .field('targetUserId', String(user.user.id))
      .field('csvFilePath', '/etc/passwd')
      .expect(400);
    expect(outside.body.code).toBe('INGEST_PATH_OUTSIDE_DIR');
    const notCsv = await start()
      .field('targetUserId', String(user.user.id))
      .attach('csvFile', Buffer.from('x'), 'notes.txt')
      .expect(415);
    expect(notCsv.body.code).toBe('INGEST_NOT_CSV');
  });

  it('requires a token', async () => {
    await t.http.get('/api/analyzer/records').expect(401);
    await t.http.get('/api/analyzer/records/1').expect(401);
  });

  it('shows a user with no assignment nothing', async () => {
    const response = await search(stranger.accessToken);
    expect(response.body).toEqual({
      success: true,
      data: {
        data: [],
        meta: {
          page: 1,
          limit: 10,
          total: 0,
          totalPages: 0,
          totalIsExact: true,
          hiddenInactive: 0,
          hiddenInactiveIsExact: true,
        },
      },
    });
  });

  it('lists the assigned active records newest first, with pagination meta', async () => {
    const first = await search(user.accessToken);
    expect(first.body.data.meta).toEqual({
      page: 1,
      limit: 10,
      total: 13,
      totalPages: 2,
      totalIsExact: true,
      hiddenInactive: 1,
      hiddenInactiveIsExact: true,
    });
    expect(names(first).slice(0, 4)).toEqual([
      'SOCIÉTÉ GÉNÉRALE DES EAUX',
      'Boulangerie Dupont',
      'Café des Arts',
      'Entreprise 9',
    ]);
    const record = first.body.data.data[0];
    expect(record).toMatchObject({
      annonce_id: 'T-1',
      date_parution: '2024-03-10',
      type_annonce: 'creation',
      rcs: '552 120 222 RCS Paris',
      siren: '552120222',
      adresse: '1 rue de Rivoli, 75001 Paris',
      isFavorite: false,
      favorite: null,
      companyStatus: { code: 'active', since: null, annonceId: null },
    });
    // The rest of the record is read by opening it, the metered consultation.
    expect(record).not.toHaveProperty('capital');
    expect(record).not.toHaveProperty('details_annonce_json');
    const opened = await t.http
      .get(`/api/analyzer/records/${record.id}`)
      .set(bearer(user.accessToken))
      .expect(200);
    expect(opened.body.data).toMatchObject({
      capital: 1000.5,
      details_annonce_json: { source: 'test' },
    });
    const second = await search(user.accessToken, { page: 2 });
    expect(second.body.data.meta).toEqual({
      page: 2,
      limit: 10,
      total: 13,
      totalPages: 2,
      totalIsExact: true,
      hiddenInactive: 1,
      hiddenInactiveIsExact: true,
    });
    expect(names(second)).toEqual(['Entreprise 2', 'Entreprise 1', 'Entreprise 0']);
    const capped = await search(user.accessToken, { limit: 1000 });
    expect(capped.body.data.meta.limit).toBe(100);
  });

  it('matches text accent- and case-insensitively on name, commercial name, RCS/SIREN, activity and city', async () => {
    expect(names(await search(user.accessToken, { q: 'societe' }))).toEqual([
      'SOCIÉTÉ GÉNÉRALE DES EAUX',
    ]);
    expect(names(await search(user.accessToken, { q: 'Générale EAUX' }))).toEqual([
      'SOCIÉTÉ GÉNÉRALE DES EAUX',
    ]);
    expect(names(await search(user.accessToken, { q: 'pain dore' }))).toEqual([
      'Boulangerie Dupont',
    ]);
    expect(names(await search(user.accessToken, { q: '111222333' }))).toEqual([
      'Boulangerie Dupont',
    ]);
    expect(names(await search(user.accessToken, { q: '111 222 333' }))).toEqual([
      'Boulangerie Dupont',
    ]);
    expect(names(await search(user.accessToken, { q: 'RESTAURATION' }))).toEqual(['Café des Arts']);
    expect(names(await search(user.accessToken, { q: 'nimes' }))).toEqual(['Café des Arts']);
    // Other fields are searched by words or their beginnings; names by any part.
    expect(names(await search(user.accessToken, { q: 'NÎM' }))).toEqual(['Café des Arts']);
    expect(names(await search(user.accessToken, { q: 'imes' }))).toEqual([]);
    expect(names(await search(user.accessToken, { q: 'ulangerie' }))).toEqual([
      'Boulangerie Dupont',
    ]);
    expect(names(await search(user.accessToken, { q: '100%_' }))).toEqual([]);
  });

  it('filters by types and by an inclusive date range', async () => {
    const typed = await search(user.accessToken, { typeAnnonce: 'modification,vente' });
    expect(names(typed)).toEqual(['Boulangerie Dupont', 'Café des Arts']);
    const dated = await search(user.accessToken, { dateFrom: '2022-01-15', dateTo: '2023-05-01' });
    expect(names(dated)).toEqual(['Boulangerie Dupont', 'Café des Arts']);
    await t.http
      .get('/api/analyzer/records')
      .set(bearer(user.accessToken))
      .query({ dateFrom: '15/01/2022' })
      .expect(400);
  });

  it('refuses an inverted date range with its own code; a one-day range is valid', async () => {
    const inverted = await t.http
      .get('/api/analyzer/records')
      .set(bearer(user.accessToken))
      .query({ dateFrom: '2023-05-01', dateTo: '2022-01-15' })
      .expect(400);
    expect(inverted.body).toMatchObject({
      statusCode: 400,
      code: 'INVALID_DATE_RANGE',
      message: 'dateFrom is after dateTo',
      errors: [{ field: 'dateTo', message: 'dateFrom is after dateTo' }],
    });
    const oneDay = await search(user.accessToken, { dateFrom: '2023-05-01', dateTo: '2023-05-01' });
    expect(names(oneDay)).toEqual(['Boulangerie Dupont']);
  });

  it('leaves out inactive companies unless includeInactive=true, and says so', async () => {
    const hidden = await search(user.accessToken, { q: 'fermee' });
    expect(names(hidden)).toEqual([]);
    expect(hidden.body.data.meta).toMatchObject({ hiddenInactive: 1, hiddenInactiveIsExact: true });
    const included = await search(user.accessToken, { q: 'fermee', includeInactive: true });
    expect(names(included)).toEqual(['Fermée SARL']);
    expect(included.body.data.data[0].companyStatus).toEqual({
      code: 'struck_off',
      since: '2021-06-01',
      annonceId: 'T-4',
    });
    expect(included.body.data.meta.hiddenInactive).toBe(0);
    expect((await search(user.accessToken, { includeInactive: true })).body.data.meta.total).toBe(
      14,
    );
  });

  it('never shows a user an unassigned record, including by id; admins see all', async () => {
    const [secret] = await t.app
      .get(DataSource)
      .query(`SELECT id FROM analyzer_records WHERE annonce_id = 'X-1'`);
    expect(names(await search(user.accessToken, { q: 'secret' }))).toEqual([]);
    const hidden = await t.http
      .get(`/api/analyzer/records/${secret.id}`)
      .set(bearer(user.accessToken))
      .expect(404);
    expect(hidden.body.code).toBe('RECORD_NOT_FOUND');
    await t.http.get('/api/analyzer/records/99999999').set(bearer(user.accessToken)).expect(404);
    const own = (await search(user.accessToken, { q: 'societe' })).body.data.data[0];
    const mine = await t.http
      .get(`/api/analyzer/records/${own.id}`)
      .set(bearer(user.accessToken))
      .expect(200);
    expect(mine.body).toMatchObject({ success: true, data: { annonce_id: 'T-1' } });
    const adminView = await t.http
      .get(`/api/analyzer/records/${secret.id}`)
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(adminView.body.data.nom_complet).toBe('Secret SAS');
    expect((await search(admin.accessToken, { includeInactive: true })).body.data.meta.total).toBe(
      15,
    );
  });
});
