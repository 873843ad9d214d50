import { randomUUID } from 'node:crypto';
import { realpathSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AnalyzerCatalogService } from '../../../src/modules/analyzer';
import { BodaccAnnouncementRepository } from '../../../src/modules/ingestion/bodacc-announcement.repository';
import { BodaccImportService } from '../../../src/modules/ingestion/bodacc-import.service';
import { MAX_TRANSFER_BATCH } from '../../../src/modules/ingestion/bodacc-transfer.service';
import { MAX_BATCH_CHARS } from '../../../src/modules/ingestion/csv-job.runner';
import { JobRunRepository } from '../../../src/modules/ingestion/job-run.repository';
import { JobParamsRowLimit1764374460000 } from '../../../src/shared/database/migrations/1764374460000-job-params-row-limit';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  jobRun,
  makeIngestDir,
  sampleLines,
  waitForRun,
  writeGeneratedBodacc,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

describe('BODACC import and transfer jobs', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let ingestDir: string;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    ingestDir = makeIngestDir();
    database = await createIsolatedDatabase('import');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      BODACC_CSV_PATH: join(ingestDir, 'sample-real.csv'),
    });
    admin = await makeAdmin(t);
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  const startImport = async (body: Record<string, unknown> = {}) => {
    const response = await t.http
      .post('/api/admin/ingest/bodacc-csv')
      .set(bearer(admin.accessToken))
      .send(body)
      .expect(200);
    expect(response.body.processId).toMatch(/^[0-9a-f-]{36}$/);
    return response.body.processId as string;
  };
  const startTransfer = async () =>
    (
      await t.http
        .post('/api/admin/transfer/bodacc-to-analyzer')
        .set(bearer(admin.accessToken))
        .expect(200)
    ).body.processId as string;

  it('refuses anonymous callers (401) and users (403) on every admin job route', async () => {
    const user = await signedInUser(t);
    const routes: [string, string][] = [
      ['post', '/api/admin/ingest/bodacc-csv'],
      ['post', '/api/admin/transfer/bodacc-to-analyzer'],
      ['post', '/api/admin/analyzer-ingest/start'],
      ['post', '/api/admin/analyzer-ingest/stop'],
      ['get', '/api/admin/analyzer-ingest/status'],
      ['get', '/api/admin/jobs/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, path] of routes) {
      const call = (t.http as unknown as Record<string, (p: string) => import('supertest').Test>)[
        method
      ];
      await call(path).expect(401);
      const denied = await call(path).set(bearer(user.accessToken)).expect(403);
      expect(denied.body.code).toBe('FORBIDDEN');
    }
  });

  it('imports the real sample (default BODACC_CSV_PATH), then a re-run adds no duplicates', async () => {
    const first = await waitForRun(t, await startImport());
    expect(first).toMatchObject({
      state: 'completed',
      processed: 88,
      inserted: 88,
      skipped: 0,
      total: 88,
    });
    const again = await waitForRun(
      t,
      await startImport({ filePath: 'sample-real.csv', batchSize: 7 }),
    );
    expect(again).toMatchObject({ state: 'completed', processed: 88, inserted: 0, skipped: 0 });
    const [{ count, synthetic }] = await db().query(
      `SELECT count(*)::int AS count, count(*) FILTER (WHERE has_synthetic_id)::int AS synthetic FROM bodacc_announcements`,
    );
    expect({ count, synthetic }).toEqual({ count: 88, synthetic: 51 });
    const [ganymede] = await db().query(
      `SELECT dateparution::text AS date, listepersonnes -> 'personne' ->> 'denomination' AS name, registre
       FROM bodacc_announcements WHERE id = 'B20220227446'`,
    );
    expect(ganymede).toEqual({
      date: '2022-11-23',
      name: 'Ganymède',
      registre: '880878145,880 878 145',
    });
  });

  it('transfers the announcements to the catalogue, assigned to the admin, idempotently', async () => {
    const run = await waitForRun(t, await startTransfer());
    expect(run).toMatchObject({ state: 'completed', processed: 88, inserted: 88, skipped: 0 });
    // Every record of an inactive company is flagged, and no other (the search filters on it).
    const [{ flagged, expected }] = await db().query(
      `SELECT count(*) FILTER (WHERE company_inactive)::int AS flagged,
              count(*) FILTER (WHERE EXISTS (
                SELECT 1 FROM company_status s
                WHERE s.siren = r.siren AND s.code IN ('struck_off', 'liquidation_closed')))::int AS expected
       FROM analyzer_records r`,
    );
    expect(flagged).toBeGreaterThan(0);
    expect(flagged).toBe(expected);
    // The lists of each notice's details are kept apart, in blocks (issue 31), once each; written
    // again, they leave their old blocks, and those left empty go.
    const listsApart = async () =>
      (
        await db().query(
          `SELECT (SELECT count(*)::int FROM analyzer_records
                   WHERE details_annonce_json ? 'listepersonnes') AS "inRows",
                  (SELECT count(*)::int FROM analyzer_records r JOIN notice_detail_blocks b
                     ON b.id = r.details_block AND b.details ? r.annonce_id) AS "inBlocks",
                  (SELECT count(*)::int FROM bodacc_announcements
                   WHERE listepersonnes IS NOT NULL OR listeetablissements IS NOT NULL
                     OR listeprecedentexploitant IS NOT NULL
                     OR listeprecedentproprietaire IS NOT NULL) AS "withLists",
                  (SELECT count(*)::int FROM notice_detail_blocks) AS blocks`,
        )
      )[0];
    const firstLoad = await listsApart();
    expect(firstLoad.inRows).toBe(0);
    expect(firstLoad.inBlocks).toBe(firstLoad.withLists);
    const rerun = await waitForRun(t, await startTransfer());
    expect(rerun).toMatchObject({ state: 'completed', processed: 88, inserted: 0 });
    const [{ records, assigned }] = await db().query(
      `SELECT (SELECT count(*)::int FROM analyzer_records) AS records,
              (SELECT count(*)::int FROM record_assignments WHERE user_id = $1) AS assigned`,
      [admin.user.id],
    );
    expect({ records, assigned }).toEqual({ records: 88, assigned: 88 });
    expect(await listsApart()).toEqual(firstLoad);
    // The history's estimate measures every table a load fills, the officers and facts among them.
    const { bytes } = await t.app.get(AnalyzerCatalogService).footprint();
    const [{ filled }] = await db().query(
      `SELECT (pg_total_relation_size('analyzer_records')
               + pg_total_relation_size('notice_detail_blocks')
               + pg_total_relation_size('notice_officers')
               + pg_total_relation_size('portfolio_company_facts'))::float8 AS filled`,
    );
    expect(bytes).toBeGreaterThanOrEqual(filled);

    const byAnnonce = async (annonceId: string) => {
      const [{ id }] = await db().query(`SELECT id FROM analyzer_records WHERE annonce_id = $1`, [
        annonceId,
      ]);
      const response = await t.http
        .get(`/api/analyzer/records/${id}`)
        .set(bearer(admin.accessToken))
        .expect(200);
      expect(response.body.success).toBe(true);
      return response.body.data;
    };
    expect(await byAnnonce('B20220227446')).toMatchObject({
      annonce_id: 'B20220227446',
      date_parution: '2022-11-23',
      type_annonce: 'radiation',
      nom_complet: 'Ganymède',
      forme_juridique: 'Société par actions simplifiée (à associé unique)',
      rcs: '880 878 145 RCS Paris',
      siren: '880878145',
      adresse: '128 rue La Boétie, 75008 Paris',
      tribunal: 'GAAAreffe du Tribunal de Commerce de Paris',
      numero_departement: '75',
      capital: null,
      isFavorite: false,
      favorite: null,
      annonce_text: expect.stringMatching(
        /^Avis initial publié le 23\/11\/2022 au BODACC B n° 20220227 \(Radiations\), annonce n° 446\. Entreprise : Ganymède/,
      ),
      url_complete:
        'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:B20220227446',
    });
    // Its details read whole again: the row's, with the lists from its block.
    const [source] = await db().query(
      `SELECT listepersonnes, listeetablissements FROM bodacc_announcements
       WHERE id = 'B20220227446'`,
    );
    expect(source.listepersonnes).not.toBeNull();
    expect((await byAnnonce('B20220227446')).details_annonce_json).toEqual(
      expect.objectContaining({ listepersonnes: source.listepersonnes }),
    );
    // Its act too: the description in its row, the rest in its block, read whole.
    const [sale] = await db().query(
      `SELECT acte FROM bodacc_announcements WHERE id = 'A2026015373'`,
    );
    expect(Object.keys(sale.acte)).toEqual(expect.arrayContaining(['descriptif', 'vente']));
    expect((await byAnnonce('A2026015373')).details_annonce_json.acte).toEqual(sale.acte);
    const [{ acts }] = await db().query(
      `SELECT count(*)::int AS acts FROM analyzer_records
       WHERE (details_annonce_json->'acte') - 'descriptif' <> '{}'::jsonb`,
    );
    expect(acts).toBe(0);
    // The summary and the link its own fields write again are not kept (issue 31: ~580 bytes).
    const [kept] = await db().query(
      `SELECT annonce_text AS summary, url_complete AS url FROM analyzer_records
       WHERE annonce_id = 'B20220227446'`,
    );
    expect(kept).toEqual({ summary: null, url: null });
    const exported = await t.http
      .get('/api/analyzer/export')
      .set(bearer(admin.accessToken))
      .query({ siren: '880878145', includeInactive: 'true', format: 'csv' })
      .expect(200);
    expect(exported.text).toContain(
      'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:B20220227446',
    );
    expect(await byAnnonce('A2026018571')).toMatchObject({
      nom_complet: 'YARON',
      type_annonce: 'creation',
      forme_juridique: 'Société Civile Immobilière',
      capital: 1000,
      rcs: '130 192 529 RCS Grasse',
      adresse: "367 Route D'Opio, 06560 Valbonne",
      activite: 'acquisition, construction ou location de biens immobiliers',
      date_parution: '2026-09-27',
    });
    expect(await byAnnonce('A202502145')).toMatchObject({
      nom_complet: 'ISMI Nurcan',
      nom_commercial: 'NUZA',
      type_annonce: 'creation',
      rcs: '984 487 074 RCS Soissons',
      adresse: '21B avenue de Paris, 02400 Château-Thierry',
      tribunal: 'Greffe du Tribunal de Commerce de Soissons',
      date_parution: '2025-11-06',
    });
    expect(await byAnnonce('B202302491051')).toMatchObject({
      nom_complet: 'EZ PRINT 3D',
      type_annonce: 'modification',
      capital: 5000,
      forme_juridique: 'Société à responsabilité limitée (à associé unique)',
      rcs: '810 379 180 RCS Saint-Nazaire',
    });
    const [{ annonce_id: mnId }] = await db().query(
      `SELECT id AS annonce_id FROM bodacc_announcements WHERE commercant = 'MN MATERIAUX'`,
    );
    expect(await byAnnonce(mnId)).toMatchObject({
      nom_complet: 'MN MATERIAUX',
      type_annonce: 'collective',
      proceduration_collective_existe: true,
      type_jugement: "Jugement d'ouverture de liquidation judiciaire",
      date_jugement: '2026-01-27',
      date_cessation_paiements: '2024-07-27',
      tribunal: 'Greffe du Tribunal de Commerce de Cusset',
      rcs: '819 192 899',
      adresse: '03200 Abrest',
      date_parution: '2026-02-02',
    });
    const statuses = await db().query(
      `SELECT siren, code, since::text FROM company_status ORDER BY siren`,
    );
    expect(statuses).toEqual(
      expect.arrayContaining([
        { siren: '880878145', code: 'struck_off', since: '2022-11-23' },
        { siren: '353819931', code: 'liquidation_closed', since: '2026-02-10' },
        { siren: '819192899', code: 'liquidation_judiciaire', since: '2026-01-27' },
        { siren: '978193308', code: 'sauvegarde', since: '2026-01-28' },
      ]),
    );
  });

  it('skips malformed rows with their line numbers and loads the rest', async () => {
    const [header, ...rows] = sampleLines();
    const good = rows.filter((row) => /^[AB]\d+;/.test(row) && row.split('"').length % 2 === 1);
    const lines = [
      header,
      good[0].replace(/^[AB]\d+;/, 'M1;'), // line 2
      good[1].replace(/^[AB]\d+;/, 'M2;').replace(';"{', ';"x"{'), // line 3: bad quoting
      'M3;A;20200001;2020-01-02;1', // line 4: wrong column count
      good[2].replace(/^[AB]\d+;([^;]*);([^;]*);[^;]*;/, 'M4;$1;$2;2020-13-45;'), // line 5: bad date
      good[3].replace(/^[AB]\d+;/, 'M5;'), // line 6
    ];
    writeFileSync(join(ingestDir, 'malformed.csv'), '\ufeff' + lines.join('\r\n') + '\r\n');
    const id = await startImport({ filePath: 'malformed.csv' });
    expect(await waitForRun(t, id)).toMatchObject({
      state: 'completed',
      processed: 5,
      inserted: 2,
      skipped: 3,
    });
    const job = await t.http
      .get(`/api/admin/jobs/${id}`)
      .set(bearer(admin.accessToken))
      .expect(200);
    const warnings = job.body.logs.filter((log: { level: string }) => log.level === 'warn');
    expect(warnings.map((log: { line: number }) => log.line)).toEqual([3, 4, 5]);
    expect(warnings[0].message).toMatch(/^Line 3 skipped: malformed CSV/);
    expect(warnings[1].message).toBe('Line 4 skipped: expected 32 columns, found 5');
    expect(warnings[2].message).toMatch(/^Line 5 skipped: invalid dateparution "2020-13-45"/);
    const ids = await db().query(
      `SELECT id FROM bodacc_announcements WHERE id LIKE 'M%' ORDER BY id`,
    );
    expect(ids).toEqual([{ id: 'M1' }, { id: 'M5' }]);
  });

  it('skips a row past the length bound (INGEST_MAX_ROW_KB, 1 MiB) with its line number', async () => {
    const [header, ...rows] = sampleLines();
    const good = rows.filter((row) => /^[AB]\d+;/.test(row) && row.split('"').length % 2 === 1);
    const hugeRow = good[1].replace(/^[AB]\d+;/, 'H2;') + 'x'.repeat(5 * 1024 * 1024);
    const lines = [
      header,
      good[0].replace(/^[AB]\d+;/, 'H1;'),
      hugeRow,
      good[2].replace(/^[AB]\d+;/, 'H3;'),
    ];
    writeFileSync(join(ingestDir, 'huge-row.csv'), lines.join('\n') + '\n');
    const id = await startImport({ filePath: 'huge-row.csv' });
    expect(await waitForRun(t, id)).toMatchObject({
      state: 'completed',
      processed: 3,
      inserted: 2,
      skipped: 1,
    });
    const job = await t.http
      .get(`/api/admin/jobs/${id}`)
      .set(bearer(admin.accessToken))
      .expect(200);
    const warnings = job.body.logs.filter((log: { level: string }) => log.level === 'warn');
    expect(warnings).toEqual([
      expect.objectContaining({
        line: 3,
        message: `Line 3 skipped: row of ${hugeRow.length} characters, over the limit of 1048576`,
      }),
    ]);
    const ids = await db().query(
      `SELECT id FROM bodacc_announcements WHERE id LIKE 'H%' ORDER BY id`,
    );
    expect(ids).toEqual([{ id: 'H1' }, { id: 'H3' }]);
  });

  it('refuses paths outside INGEST_DIR and missing files with a code', async () => {
    for (const filePath of ['/etc/passwd', '../outside.csv', `${ingestDir}/../x.csv`]) {
      const response = await t.http
        .post('/api/admin/ingest/bodacc-csv')
        .set(bearer(admin.accessToken))
        .send({ filePath })
        .expect(400);
      expect(response.body.code).toBe('INGEST_PATH_OUTSIDE_DIR');
    }
    const missing = await t.http
      .post('/api/admin/ingest/bodacc-csv')
      .set(bearer(admin.accessToken))
      .send({ filePath: 'absent.csv' })
      .expect(400);
    expect(missing.body.code).toBe('INGEST_FILE_NOT_FOUND');
    const unknown = await t.http
      .post('/api/admin/ingest/bodacc-csv')
      .set(bearer(admin.accessToken))
      .send({ filePath: 'sample-real.csv', extra: 1 })
      .expect(400);
    expect(unknown.body.code).toBe('VALIDATION_FAILED');
  });

  it('stops after the current batch, then resume loads each remaining row exactly once', async () => {
    const rows = 20000;
    writeGeneratedBodacc(ingestDir, 'large.csv', rows);
    const first = await startImport({ filePath: 'large.csv', batchSize: 50 });
    await waitForRun(t, first, (run) => run.processed >= 500);
    await t.http.post(`/api/admin/jobs/${first}/stop`).set(bearer(admin.accessToken)).expect(200);
    const stopped = await waitForRun(t, first);
    expect(stopped.state).toBe('stopped');
    expect(stopped.processed).toBeLessThan(rows);
    expect(stopped.processed % 50).toBe(0);
    const [{ count: loaded }] = await db().query(
      `SELECT count(*)::int AS count FROM bodacc_announcements WHERE id LIKE 'G%'`,
    );
    expect(loaded).toBe(stopped.processed);
    expect(stopped.checkpoint).toEqual({ line: stopped.processed + 1 });

    const resumed = await waitForRun(
      t,
      await startImport({ filePath: 'large.csv', batchSize: 500, resume: true }),
    );
    expect(resumed).toMatchObject({
      state: 'completed',
      processed: rows,
      inserted: rows,
      skipped: 0,
    });
    const [{ count }] = await db().query(
      `SELECT count(*)::int AS count FROM bodacc_announcements WHERE id LIKE 'G%'`,
    );
    expect(count).toBe(rows);
    expect((await jobRun(t, first)).state).toBe('stopped');
  });

  it('loads new rows and updates known ones when a batch holds both', async () => {
    writeGeneratedBodacc(ingestDir, 'mixed.csv', 100, 'MX');
    const head = await waitForRun(
      t,
      await startImport({ filePath: 'mixed.csv', limit: 30, batchSize: 50 }),
    );
    expect(head).toMatchObject({ state: 'completed', processed: 30, inserted: 30 });
    await db().query(`UPDATE bodacc_announcements SET commercant = 'Changé' WHERE id = 'MX000007'`);
    const whole = await waitForRun(t, await startImport({ filePath: 'mixed.csv', batchSize: 50 }));
    expect(whole).toMatchObject({ state: 'completed', processed: 100, inserted: 70, skipped: 0 });
    const [{ count, changed }] = await db().query(
      `SELECT count(*)::int AS count, count(*) FILTER (WHERE commercant = 'Changé')::int AS changed
       FROM bodacc_announcements WHERE id LIKE 'MX%'`,
    );
    expect({ count, changed }).toEqual({ count: 100, changed: 0 });
  });

  it('ends a batch at MAX_BATCH_CHARS of text, whatever the batch size asked', async () => {
    const path = writeGeneratedBodacc(ingestDir, 'large.csv', 12000, 'LG');
    expect(statSync(path).size).toBeGreaterThan(MAX_BATCH_CHARS * 1.2);
    const batches = jest.spyOn(t.app.get(JobRunRepository), 'saveBatch');
    const run = await waitForRun(
      t,
      await startImport({ filePath: 'large.csv', batchSize: 50000 }),
      undefined,
      60000,
    );
    expect(run).toMatchObject({ state: 'completed', processed: 12000, inserted: 12000 });
    expect(batches.mock.calls.length).toBeGreaterThanOrEqual(2);
    batches.mockRestore();
  }, 90000);

  it('reads at most MAX_TRANSFER_BATCH announcements at a time, whatever the batch size asked', async () => {
    const reads = jest.spyOn(t.app.get(BodaccAnnouncementRepository), 'findBatchAfter');
    const response = await t.http
      .post('/api/admin/transfer/bodacc-to-analyzer')
      .set(bearer(admin.accessToken))
      .send({ batchSize: 50000 })
      .expect(200);
    const run = await waitForRun(t, response.body.processId, undefined, 60000);
    expect(run.state).toBe('completed');
    expect(run.processed).toBeGreaterThan(MAX_TRANSFER_BATCH);
    expect(reads.mock.calls.map(([, limit]) => limit)).toContain(MAX_TRANSFER_BATCH);
    expect(reads.mock.calls.every(([, limit]) => limit <= MAX_TRANSFER_BATCH)).toBe(true);
    reads.mockRestore();
  }, 90000);

  it('applies a row limit', async () => {
    writeGeneratedBodacc(ingestDir, 'limited.csv', 300);
    const run = await waitForRun(
      t,
      await startImport({ filePath: 'limited.csv', limit: 120, batchSize: 50 }),
    );
    expect(run).toMatchObject({ state: 'completed', processed: 120, total: 120 });
  });

  it('continues a run stored before the row limit was renamed, with its limit', async () => {
    const source = realpathSync(writeGeneratedBodacc(ingestDir, 'old-run.csv', 300, 'OR'));
    const oldRun = randomUUID();
    const params = { filePath: source, batchSize: 50, limit: 120, source, resumedFrom: null };
    await db().query(
      `INSERT INTO job_runs (id, kind, params, state, processed, inserted, skipped, checkpoint)
       VALUES ($1, 'bodacc_import', $2, 'running', 50, 50, 0, '{"line": 51}')`,
      [oldRun, JSON.stringify(params)],
    );
    const runner = db().createQueryRunner();
    await new JobParamsRowLimit1764374460000().up(runner).finally(() => runner.release());
    const [{ params: renamed }] = await db().query(`SELECT params FROM job_runs WHERE id = $1`, [
      oldRun,
    ]);
    expect(renamed).toMatchObject({ rowLimit: 120 });
    expect(renamed).not.toHaveProperty('limit');

    // As a worker would, picking the interrupted run up again after the deploy.
    await t.app.get(BodaccImportService).handle({ processId: oldRun });
    expect(await jobRun(t, oldRun)).toMatchObject({ state: 'completed', processed: 120 });
  });
});
