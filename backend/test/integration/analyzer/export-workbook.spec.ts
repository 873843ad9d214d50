import { Workbook, ValueType, Worksheet } from 'exceljs';
import { DataSource } from 'typeorm';
import { binaryBody, makeRecord } from '../../support/favorites-helpers';
import { signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { subscribeTo } from '../../support/plan-subscription';
import { startTestApp, TestApp } from '../../support/test-app';

const SIREN = '012345678';
const URL = 'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:A202400011234';

/**
 * Issue 30: the XLSX of a search opens ready to use: dates are dates, the official notice is a
 * link, the header is frozen, bold and filtered, and the columns are wide enough to read.
 */
describe('the XLSX export, as an analyst opens it', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let sheet: Worksheet;
  let csvLines: string[];

  const exportOf = (format: 'csv' | 'xlsx') =>
    t.http
      .get('/api/analyzer/export')
      .set(bearer(user.accessToken))
      .query({ siren: SIREN, format })
      .expect(200);
  const column = (title: string) => {
    const header = sheet.getRow(1).values as unknown[];
    const index = header.indexOf(title);
    if (index < 1) throw new Error(`no column "${title}" in ${header.join(' | ')}`);
    return index;
  };
  const cellOf = (row: number, title: string) => sheet.getRow(row).getCell(column(title));
  /** The data rows, newest first: row 2 is the notice of 2024-03-10 with its link. */
  const LINKED_ROW = 2;
  const UNLINKED_ROW = 3;

  beforeAll(async () => {
    database = await createIsolatedDatabase('export_workbook');
    t = await startTestApp({ DATABASE_URL: database.url });
    user = await signedInUser(t);
    await subscribeTo(t, user.user.id, 'Professionnel');
    const db = t.app.get(DataSource);
    const linked = await makeRecord(t, [user.user.id], {
      nom_complet: 'BLUMA',
      siren: SIREN,
      date_parution: '2024-03-10',
    });
    await db.query(
      `UPDATE analyzer_records SET url_complete = $1, numero_departement = '75' WHERE id = $2`,
      [URL, linked],
    );
    const unlinked = await makeRecord(t, [user.user.id], {
      nom_complet: '=1+1',
      siren: SIREN,
      date_parution: '2023-12-31',
    });
    // Not a web address: it must not become something a click runs.
    await db.query(
      `UPDATE analyzer_records SET url_complete = 'javascript:alert(1)' WHERE id = $1`,
      [unlinked],
    );

    const xlsx = await exportOf('xlsx')
      .buffer(true)
      .parse(binaryBody as never);
    const workbook = new Workbook();
    await workbook.xlsx.load(xlsx.body as never);
    sheet = workbook.worksheets[0];
    csvLines = (await exportOf('csv')).text.slice(1).split('\r\n').filter(Boolean);
  }, 60000);
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('has the CSV header and rows, in the same order', () => {
    expect(csvLines).toHaveLength(3);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(csvLines[0].split(';'));
    expect(cellOf(LINKED_ROW, 'Nom complet').value).toBe('BLUMA');
  });

  it('writes the publication date as an Excel date shown dd/mm/yyyy, the CSV keeping ISO days', () => {
    const cell = cellOf(LINKED_ROW, 'Date de parution');
    expect(cell.type).toBe(ValueType.Date);
    expect(cell.value).toEqual(new Date(Date.UTC(2024, 2, 10)));
    expect(cell.numFmt).toBe('dd/mm/yyyy');
    expect(cellOf(UNLINKED_ROW, 'Date de parution').value).toEqual(
      new Date(Date.UTC(2023, 11, 31)),
    );
    expect(csvLines[1].split(';')[column('Date de parution') - 1]).toBe('2024-03-10');
  });

  it('makes the official notice a link to its address, and nothing else a link', () => {
    const cell = cellOf(LINKED_ROW, 'Annonce officielle');
    expect(cell.type).toBe(ValueType.Hyperlink);
    expect(cell.hyperlink).toBe(URL);
    expect(cell.text).toBe("Voir l'annonce");
    const unsafe = cellOf(UNLINKED_ROW, 'Annonce officielle');
    expect(unsafe.type).toBe(ValueType.String);
    expect(unsafe.value).toBe('javascript:alert(1)');
    expect(csvLines[1].endsWith(`;${URL}`)).toBe(true);
  });

  it('keeps identifiers and formula-like names as text', () => {
    const siren = cellOf(LINKED_ROW, 'SIREN');
    expect(siren.type).toBe(ValueType.String);
    expect(siren.value).toBe(SIREN);
    expect(cellOf(LINKED_ROW, 'Département').value).toBe('75');
    const name = cellOf(UNLINKED_ROW, 'Nom complet');
    expect(name.type).toBe(ValueType.String);
    expect(name.value).toBe('=1+1');
  });

  it('freezes, bolds and filters the header row', () => {
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = sheet.getRow(1);
    header.eachCell((cell) => expect(cell.font?.bold).toBe(true));
    expect(cellOf(LINKED_ROW, 'Nom complet').font?.bold).toBeFalsy();
    const lastColumn = sheet.getColumn(header.cellCount).letter;
    expect(sheet.autoFilter).toBe(`A1:${lastColumn}3`);
  });

  it('gives every column a width fit to its content and its title', () => {
    const widthOf = (title: string) => sheet.getColumn(column(title)).width as number;
    sheet.getRow(1).eachCell((cell, index) => {
      const width = sheet.getColumn(index).width as number;
      // The title and its filter button fit.
      expect(width).toBeGreaterThanOrEqual(String(cell.value).length + 2);
      expect(width).toBeLessThanOrEqual(60);
    });
    expect(widthOf('Date de parution')).toBeLessThan(widthOf('Nom complet'));
    expect(widthOf('Adresse')).toBeGreaterThanOrEqual(30);
    expect(widthOf('SIREN')).toBeLessThan(widthOf('Tribunal'));
  });
});
