import { Workbook } from 'exceljs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dayInParis, addDays } from '../../../src/shared/time';
import { binaryBody } from '../../support/favorites-helpers';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  loadSampleCatalogue,
  makeIngestDir,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

/** The portfolio (CONTRACT §8.4) of real companies of the sample, with their statuses and flags. */
describe('portfolio', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  const db = () => t.app.get(DataSource);
  const portfolio = (query: Record<string, string | number> = {}) =>
    t.http.get('/api/portfolio').set(bearer(user.accessToken)).query(query);
  const sirensOf = (body: { companies: { data: { siren: string }[] } }) =>
    body.companies.data.map((company) => company.siren);

  beforeAll(async () => {
    const ingestDir = makeIngestDir();
    database = await createIsolatedDatabase('portfolio');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      BODACC_CSV_PATH: join(ingestDir, 'sample-real.csv'),
      WATCH_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const admin = await makeAdmin(t);
    await loadSampleCatalogue(t, admin.accessToken);
    user = await signedInUser(t);
    await t.http
      .post('/api/watches/import')
      .set(bearer(user.accessToken))
      .send({ sirens: ['880878145', '819192899', '978193308', '891541070', '829106616'] })
      .expect(201);
  }, 60000);
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('sums the companies up by status and flag, and lists them by latest event with their flags', async () => {
    const { body } = await portfolio().expect(200);
    expect(body.summary).toEqual({
      total: 5,
      byStatus: {
        struck_off: 1,
        liquidation_judiciaire: 1,
        sauvegarde: 1,
        liquidation_closed: 1,
        active: 1,
      },
      byFlag: { struck_off: 1, procedure_open: 2, closed: 1 },
      events7d: 0,
      events30d: 0,
    });
    expect(body.companies.meta).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 });
    const villa = body.companies.data.find((c: { siren: string }) => c.siren === '978193308');
    expect(villa).toEqual({
      siren: '978193308',
      name: expect.any(String),
      status: { code: 'sauvegarde', since: '2026-01-28', annonceId: expect.any(String) },
      lastEvent: {
        date: expect.any(String),
        type: expect.any(String),
        annonceId: expect.any(String),
      },
      flags: ['procedure_open'],
    });
    const dates = body.companies.data.map((c: { lastEvent: { date: string } }) => c.lastEvent.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by status and by flag, and pages', async () => {
    expect(sirensOf((await portfolio({ status: 'struck_off' }).expect(200)).body)).toEqual([
      '880878145',
    ]);
    const open = (await portfolio({ flag: 'procedure_open,closed' }).expect(200)).body;
    expect(sirensOf(open).sort()).toEqual(['819192899', '891541070', '978193308']);
    // The summary stays that of the whole portfolio.
    expect(open.summary.total).toBe(5);
    const second = (await portfolio({ limit: 2, page: 2 }).expect(200)).body;
    expect(second.companies.meta).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(second.companies.data).toHaveLength(2);
    await portfolio({ flag: 'bankrupt' }).expect(400);
    await portfolio({ status: 'gone' }).expect(400);
  });

  it("raises the flags of the last days: a new notice, an officers' change, a move", async () => {
    const today = dayInParis(new Date());
    // 829106616 names new officers this week, and another of its notices moves it.
    await db().query(
      `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, siren, sirens,
         details_annonce_json)
       VALUES ('P-OFFICERS', 'LE BAZAR DES GOLFEURS', $1, 'modification', '829106616', '{829106616}', NULL),
              ('P-MOVE', 'LE BAZAR DES GOLFEURS', $2, 'immatriculation', '829106616', '{829106616}',
               '{"acte": {"descriptif": "Immatriculation d''une personne morale suite au transfert du siège hors ressort"}}')`,
      [addDays(today, -2), addDays(today, -40)],
    );
    await db().query(
      `INSERT INTO notice_officers (record_id, position, name, role, departed)
       SELECT id, 0, 'KAYA Elif', 'Président', false FROM analyzer_records
       WHERE annonce_id = 'P-OFFICERS'`,
    );
    const { body } = await portfolio().expect(200);
    expect(body.summary).toMatchObject({ events7d: 1, events30d: 1 });
    expect(body.summary.byFlag).toMatchObject({
      new_notice_7d: 1,
      officer_change_90d: 1,
      transfer_90d: 1,
    });
    const [latest] = body.companies.data;
    expect(latest).toMatchObject({
      siren: '829106616',
      lastEvent: { date: addDays(today, -2), type: 'modification', annonceId: 'P-OFFICERS' },
      flags: ['officer_change_90d', 'transfer_90d', 'new_notice_7d'],
    });
    await db().query(`DELETE FROM analyzer_records WHERE annonce_id LIKE 'P-%'`);
  });

  it('exports the same companies as CSV and XLSX, the filters applied', async () => {
    const csv = await t.http
      .get('/api/portfolio/export')
      .set(bearer(user.accessToken))
      .query({ format: 'csv', flag: 'procedure_open' })
      .expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      "SIREN;Entreprise;Statut;Statut depuis le;Dernière annonce;Type de l'annonce;Annonce officielle;Signaux",
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.startsWith('978193308'))).toMatch(
      /;Procédure de sauvegarde;2026-01-28;.*;https:\/\/www\.bodacc\.fr\/.*;Procédure en cours$/,
    );
    const xlsx = await t.http
      .get('/api/portfolio/export')
      .set(bearer(user.accessToken))
      .query({ format: 'xlsx' })
      .buffer(true)
      .parse(binaryBody as never)
      .expect(200);
    const workbook = new Workbook();
    await workbook.xlsx.load(xlsx.body as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(1).getCell(8).value).toBe('Signaux');
    await t.http
      .get('/api/portfolio/export')
      .set(bearer(user.accessToken))
      .query({ format: 'pdf' })
      .expect(400);
  });

  it("flags an active company's overdue accounts, and shows each user only their own watches", async () => {
    const other = await signedInUser(t);
    const empty = await t.http.get('/api/portfolio').set(bearer(other.accessToken)).expect(200);
    expect(empty.body.summary.total).toBe(0);
    expect(empty.body.companies.data).toEqual([]);
    // Accounts closed more than 18 months ago, for an active company of the portfolio.
    await db().query(
      `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, famille,
         siren, sirens, details_annonce_json)
       VALUES ('P-ACCOUNTS', 'LE BAZAR DES GOLFEURS', '2023-02-01', 'depot', 'C', '829106616',
         '{829106616}', '{"depot": {"dateCloture": "2022-12-31", "typeDepot": "Comptes annuels"}}')`,
    );
    const { body } = await portfolio({ flag: 'accounts_overdue' }).expect(200);
    expect(sirensOf(body)).toEqual(['829106616']);
    await db().query(`DELETE FROM analyzer_records WHERE annonce_id = 'P-ACCOUNTS'`);
    await t.http.get('/api/portfolio').expect(401);
  });
});
