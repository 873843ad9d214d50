import { Workbook, Worksheet } from 'exceljs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AnalyzerExportService } from '../../../src/modules/analyzer/analyzer-export.service';
import { ExportRecordsQuery } from '../../../src/modules/analyzer/dto/export-records.query';
import { binaryBody, makeRecord } from '../../support/favorites-helpers';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  loadSampleCatalogue,
  makeIngestDir,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { subscribeTo } from '../../support/plan-subscription';
import { startTestApp, TestApp } from '../../support/test-app';

const BOM = '\uFEFF';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const today = () => new Date().toISOString().slice(0, 10);

/** CONTRACT §7.6: the export of a search, for Professionnel and up, of the visible matches. */
describe('export of a search', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let pro: Awaited<ReturnType<typeof signedInUser>>;
  const db = () => t.app.get(DataSource);

  const exportOf = (token: string, query: object) =>
    t.http.get('/api/analyzer/export').set(bearer(token)).query(query);
  const searchTotal = async (query: object) =>
    (
      await t.http
        .get('/api/analyzer/records')
        .set(bearer(pro.accessToken))
        .query({ ...query, limit: 10 })
        .expect(200)
    ).body.data.meta.total as number;
  const csvRows = (text: string) => text.slice(BOM.length).split('\r\n').filter(Boolean);
  const xlsxSheet = async (body: Buffer) => {
    const workbook = new Workbook();
    await workbook.xlsx.load(body as never);
    return workbook.worksheets[0];
  };
  const rowsOf = (sheet: Worksheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };
  const xlsxRows = async (body: Buffer) => rowsOf(await xlsxSheet(body));

  const proUser = () => ({
    id: pro.user.id,
    email: pro.email,
    role: 'user' as const,
    sessionId: 'export',
  });
  const exportQuery = (format: 'csv' | 'xlsx') =>
    Object.assign(new ExportRecordsQuery(), { format, includeInactive: false });
  beforeAll(async () => {
    const ingestDir = makeIngestDir();
    database = await createIsolatedDatabase('export');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      BODACC_CSV_PATH: join(ingestDir, 'sample-real.csv'),
    });
    const admin = await makeAdmin(t);
    await loadSampleCatalogue(t, admin.accessToken);
    pro = await signedInUser(t);
    await subscribeTo(t, pro.user.id, 'Professionnel');
  }, 60000);
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('refuses a user without a plan, and a Débutant, whatever they ask', async () => {
    const visitor = await signedInUser(t);
    const starter = await signedInUser(t);
    await subscribeTo(t, starter.user.id, 'Débutant');
    for (const { accessToken } of [visitor, starter]) {
      for (const format of ['csv', 'xlsx']) {
        const refused = await exportOf(accessToken, { format }).expect(403);
        expect(refused.body).toMatchObject({ code: 'PLAN_FEATURE_REQUIRED', feature: 'export' });
      }
    }
    await t.http.get('/api/analyzer/export').expect(401);
  });

  it('gives a Professionnel subscriber a CSV with one row per match, newest first', async () => {
    const query = { includeInactive: true };
    const total = await searchTotal(query);
    expect(total).toBeGreaterThan(50);
    const response = await exportOf(pro.accessToken, { ...query, format: 'csv' }).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      `filename="bodacc-export-${today()}.csv"`,
    );
    expect(response.headers['x-export-truncated']).toBeUndefined();
    expect(response.text.startsWith(BOM)).toBe(true);
    const [header, ...rows] = csvRows(response.text);
    expect(header.split(';').slice(0, 4)).toEqual([
      'ID annonce',
      'Date de parution',
      "Type d'annonce",
      'Famille',
    ]);
    expect(rows).toHaveLength(total);
    const dates = rows.map((row) => row.split(';')[1]).filter(Boolean);
    expect(dates).toEqual([...dates].sort().reverse());
    // Types and company statuses in words; the official notice's link in the last column.
    expect(rows.some((row) => row.split(';')[2] === 'Radiation')).toBe(true);
    expect(rows.some((row) => /;(En activité|Radiée|Liquidation judiciaire);/.test(row))).toBe(
      true,
    );
    expect(rows.some((row) => /;https?:\/\/[^;]+$/.test(row))).toBe(true);
  });

  it('applies the search filters: a department exports what its search shows', async () => {
    const query = { departement: '75', includeInactive: true };
    const total = await searchTotal(query);
    expect(total).toBeGreaterThan(0);
    const response = await exportOf(pro.accessToken, { ...query, format: 'csv' }).expect(200);
    expect(csvRows(response.text)).toHaveLength(total + 1);
  });

  it('gives the same rows as an XLSX workbook', async () => {
    const query = { includeInactive: true };
    const csv = csvRows((await exportOf(pro.accessToken, { ...query, format: 'csv' })).text);
    const response = await exportOf(pro.accessToken, { ...query, format: 'xlsx' })
      .buffer(true)
      .parse(binaryBody as never)
      .expect(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toContain(`bodacc-export-${today()}.xlsx`);
    const rows = await xlsxRows(response.body as Buffer);
    expect(rows).toHaveLength(csv.length);
    expect(rows.map((row) => row[0])).toEqual(csv.map((line) => line.split(';')[0]));
  });

  it('keeps a cell that looks like a formula as plain text, in CSV and XLSX', async () => {
    const user = await signedInUser(t);
    await subscribeTo(t, user.user.id, 'Entreprise');
    await makeRecord(t, [user.user.id], {
      nom_complet: '=HYPERLINK("http://evil")',
      siren: '552100554',
    });
    const query = { siren: '552100554' };
    const csv = await exportOf(user.accessToken, { ...query, format: 'csv' }).expect(200);
    expect(csvRows(csv.text)[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const xlsx = await exportOf(user.accessToken, { ...query, format: 'xlsx' })
      .buffer(true)
      .parse(binaryBody as never)
      .expect(200);
    const [, row] = await xlsxRows(xlsx.body as Buffer);
    // A string cell, not a formula object: the spreadsheet shows it, never runs it.
    expect(row[4]).toBe('=HYPERLINK("http://evil")');
  });

  describe('past 100,000 matches', () => {
    beforeAll(async () => {
      await db().query(
        // Each with its official notice: every row of the XLSX carries a link.
        `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, url_complete)
         SELECT 'G-' || i, 'Entreprise ' || i, date '1990-01-01' + (i % 9000), 'creation',
                'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:G-' || i
         FROM generate_series(1, 100010) AS i`,
      );
      await db().query('ANALYZE analyzer_records');
    }, 60000);

    it('stops at 100,000 rows and says so in the CSV and the response', async () => {
      const response = await exportOf(pro.accessToken, { format: 'csv' }).expect(200);
      expect(response.headers['x-export-truncated']).toBe('true');
      const [, ...rows] = csvRows(response.text);
      expect(rows).toHaveLength(100_001);
      expect(rows[100_000]).toContain('Export limité aux 100 000 premières lignes');
    }, 60000);

    it.each(['csv', 'xlsx'] as const)(
      'gives the cursor and its connection back when a %s download stops half-way',
      async (format) => {
        // A connection still reading the export: in a transaction, its last statement a FETCH.
        const reading = async () =>
          (
            await db().query(
              `SELECT count(*)::int AS n FROM pg_stat_activity
               WHERE datname = current_database() AND xact_start IS NOT NULL
                 AND query LIKE 'FETCH%' AND pid <> pg_backend_pid()`,
            )
          )[0].n as number;
        const service = t.app.get(AnalyzerExportService);
        const file = await service.export(proUser(), exportQuery(format));
        // The reader goes away once rows have come (the first chunk may be the header alone).
        let received = 0;
        for await (const chunk of file.stream) {
          received += (chunk as Buffer).length;
          if (received > 64 * 1024) break;
        }
        expect(received).toBeGreaterThan(64 * 1024);
        // No cursor reading for half a second, within 5 s (a loaded machine needs a moment): a
        // stream nobody reads and nobody destroys would hold its cursor open, paused, for good.
        const deadline = Date.now() + 5000;
        let quietSince = Date.now();
        while (Date.now() < deadline && Date.now() - quietSince < 500) {
          if ((await reading()) > 0) quietSince = Date.now();
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await reading()).toBe(0);
      },
      30000,
    );

    it('stops at 100,000 rows in the XLSX with a note row, in flat memory', async () => {
      const service = t.app.get(AnalyzerExportService);
      const file = await service.export(proUser(), exportQuery('xlsx'));
      expect(file.isTruncated).toBe(true);
      const before = process.memoryUsage().rss;
      const samples: number[] = [];
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) {
        chunks.push(chunk as Buffer);
        samples.push(process.memoryUsage().rss);
      }
      const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
      // Flat: past the first fifth, only garbage not yet collected (about 30 MB; with a forced GC
      // the RSS stays within 10 MB). Holding the 100,000 rows would take hundreds of MB.
      const warmedUp = Math.max(...samples.slice(0, Math.ceil(samples.length / 5)));
      const peak = Math.max(...samples);
      const fileSize = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      console.log(
        `XLSX export of 100,000 rows (${mb(fileSize)} MB file): RSS ${mb(before)} MB before, ` +
          `${mb(warmedUp)} MB after the first fifth, ${mb(peak)} MB peak`,
      );
      expect(mb(peak - warmedUp)).toBeLessThan(64);
      const sheet = await xlsxSheet(Buffer.concat(chunks));
      const rows = rowsOf(sheet);
      expect(rows).toHaveLength(1 + 100_000 + 1);
      expect(rows[rows.length - 1][0]).toContain('Export limité aux 100 000 premières lignes');
      // The filter takes the rows, not the note a blank row below them.
      expect(sheet.autoFilter).toBe(`A1:${sheet.getColumn(rows[0].length).letter}100001`);
      const linkColumn = rows[0].indexOf('Annonce officielle') + 1;
      expect(sheet.getRow(100_001).getCell(linkColumn).hyperlink).toMatch(/^https:/);
    }, 120000);
  });
});
