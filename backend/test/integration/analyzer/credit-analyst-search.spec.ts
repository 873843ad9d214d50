import { Workbook } from 'exceljs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { binaryBody } from '../../support/favorites-helpers';
import { makeAdmin } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  loadSampleCatalogue,
  makeIngestDir,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

interface Summary {
  annonce_id: string;
  nom_complet: string | null;
  siren: string | null;
  companyStatus: { code: string } | null;
  judgmentKind: string | null;
  judgmentNature: string | null;
  judgmentDate: string | null;
  cessationDate: string | null;
  practitioners: { role: string; name: string }[];
}

/**
 * Issue 30, CONTRACT §8.2, on the real BODACC sample: the status a credit analyst can trust, the
 * `status` and `judgment` filters, and what a judgment says on each record.
 */
describe("the credit analyst's search on real notices", () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;

  const search = async (query: Record<string, string | number | boolean>) => {
    const response = await t.http
      .get('/api/analyzer/records')
      .set(bearer(admin.accessToken))
      .query({ limit: 100, ...query })
      .expect(200);
    return response.body.data.data as Summary[];
  };
  const sirenOf = async (name: string) => {
    const rows: { siren: string }[] = await t.app
      .get(DataSource)
      .query(`SELECT siren FROM analyzer_records WHERE nom_complet = $1 AND siren IS NOT NULL`, [
        name,
      ]);
    expect(rows.length).toBeGreaterThan(0);
    return rows[0].siren;
  };
  const statusOf = async (name: string) => {
    const response = await t.http
      .get(`/api/companies/${await sirenOf(name)}`)
      .set(bearer(admin.accessToken))
      .expect(200);
    return response.body.company.status.code as string;
  };

  beforeAll(async () => {
    const ingestDir = makeIngestDir();
    database = await createIsolatedDatabase('credit_analyst');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      BODACC_CSV_PATH: join(ingestDir, 'sample-real.csv'),
    });
    admin = await makeAdmin(t);
    await loadSampleCatalogue(t, admin.accessToken);
  }, 120_000);
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it.each([
    // An appeal that overturns a liquidation and opens a redressement, in its own words.
    ['BLUMA', 'redressement_judiciaire'],
    // Steps of a procedure that never name it read as an open procedure, never as active.
    ['HOTEL DU COMMERCE', 'procedure_collective'],
    ['BISTORE-6L', 'procedure_collective'],
    // "Mandataire judiciaire au redressement et à la liquidation" is a title, not the procedure.
    ['CDA MULHOUSE', 'procedure_collective'],
    // The conversion of a simplified liquidation retracted: that liquidation stays open.
    ['MD FAMILY', 'liquidation_judiciaire'],
    // The projet de répartition of article L 644-4 belongs to a liquidation.
    ['FROELICH', 'liquidation_judiciaire'],
    // Sanctions of a manager change nothing for the company.
    ['CORREZE ELAGAGE', 'active'],
    ['BÂTIMENTS MODERNES', 'active'],
  ])('gives %s the status %s', async (name, code) => {
    expect(await statusOf(name)).toBe(code);
  });

  it('finds liquidations by status, not the notices that merely mention one', async () => {
    const byWord = await search({ q: 'liquidation' });
    const byStatus = await search({ status: 'liquidation_judiciaire' });
    expect(byStatus.length).toBeGreaterThan(0);
    expect(new Set(byStatus.map((r) => r.companyStatus?.code))).toEqual(
      new Set(['liquidation_judiciaire']),
    );
    expect(byStatus.map((r) => r.nom_complet)).toContain('MN MATERIAUX');
    // The word also finds companies that are not in liquidation (a practitioner's title…).
    expect(byWord.some((r) => r.companyStatus?.code !== 'liquidation_judiciaire')).toBe(true);
  });

  it('keeps the companies of inactive statuses when they are asked for', async () => {
    const closed = await search({ status: 'liquidation_closed' });
    expect(closed.map((r) => r.nom_complet)).toContain('ORIGINAL BARBER');
    expect(new Set(closed.map((r) => r.companyStatus?.code))).toEqual(
      new Set(['liquidation_closed']),
    );
  });

  it("filters by the notice's own judgment", async () => {
    const closings = await search({ judgment: 'closing', includeInactive: true });
    expect(closings.map((r) => r.nom_complet)).toEqual(
      expect.arrayContaining(['ORIGINAL BARBER', 'LASCARAY SARL']),
    );
    expect(new Set(closings.map((r) => r.judgmentKind))).toEqual(new Set(['closing']));
    const sanctions = await search({ judgment: 'sanction' });
    expect(sanctions.map((r) => r.nom_complet).sort()).toEqual([
      'BÂTIMENTS MODERNES',
      'CORREZE ELAGAGE',
    ]);
  });

  it('says on each record what its judgment decided, when, and who was named', async () => {
    const [record] = (await search({ q: 'MN MATERIAUX' })).filter(
      (r) => r.nom_complet === 'MN MATERIAUX',
    );
    expect(record).toMatchObject({
      judgmentKind: 'opening',
      judgmentNature: "Jugement d'ouverture de liquidation judiciaire",
      cessationDate: '2024-07-27',
    });
    expect(record.judgmentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(record.practitioners).toEqual([
      { role: 'liquidateur', name: expect.stringContaining("MJ DE L'ALLIER") },
    ]);
    const [creation] = await search({ typeAnnonce: 'creation', limit: 1 });
    expect(creation).toMatchObject({ judgmentKind: null, practitioners: [] });
  });

  it('exports the liquidations with their judgment date, cessation date and liquidator', async () => {
    const response = await t.http
      .get('/api/analyzer/export')
      .set(bearer(admin.accessToken))
      .query({ status: 'liquidation_judiciaire', departement: '03', format: 'xlsx' })
      .buffer(true)
      .parse(binaryBody as never)
      .expect(200);
    const workbook = new Workbook();
    await workbook.xlsx.load(response.body as never);
    const sheet = workbook.worksheets[0];
    const header = sheet.getRow(1).values as unknown[];
    const rows = [2, 3].map((index) => {
      const row = sheet.getRow(index);
      const cell = (title: string) => row.getCell(header.indexOf(title)).value;
      return {
        name: cell('Nom complet'),
        judgmentDate: cell('Date du jugement'),
        cessationDate: cell('Date de cessation des paiements'),
        liquidator: cell('Liquidateur'),
        kind: cell('Jugement'),
      };
    });
    const materiaux = rows.find((row) => row.name === 'MN MATERIAUX');
    expect(rows.map((row) => row.name).sort()).toEqual(['LE MOBILIER DE LA VAPE', 'MN MATERIAUX']);
    expect(materiaux).toMatchObject({
      judgmentDate: expect.any(Date),
      cessationDate: new Date(Date.UTC(2024, 6, 27)),
      liquidator: expect.stringContaining("MJ DE L'ALLIER"),
      kind: 'Ouverture',
    });
  });

  it('refuses an unknown status or judgment with a clear message', async () => {
    const response = await t.http
      .get('/api/analyzer/records')
      .set(bearer(admin.accessToken))
      .query({ status: 'bankrupt' })
      .expect(400);
    expect(JSON.stringify(response.body)).toContain('status must be among');
    await t.http
      .get('/api/analyzer/records')
      .set(bearer(admin.accessToken))
      .query({ judgment: 'opening,whatever' })
      .expect(400);
  });

  it('keeps both filters in a saved search', async () => {
    const filters = { status: 'liquidation_judiciaire,procedure_collective', judgment: 'opening' };
    const created = await t.http
      .post('/api/saved-searches')
      .set(bearer(admin.accessToken))
      .send({ name: 'Liquidations', filters, alert: false })
      .expect(201);
    expect(created.body.savedSearch.filters).toMatchObject(filters);
    const [row] = await t.app
      .get(DataSource)
      .query(`SELECT statuses, judgments FROM saved_searches WHERE id = $1`, [
        created.body.savedSearch.id,
      ]);
    expect(row).toEqual({
      statuses: ['liquidation_judiciaire', 'procedure_collective'],
      judgments: ['opening'],
    });
  });
});
