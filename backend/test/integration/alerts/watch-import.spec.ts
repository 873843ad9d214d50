import ExcelJS from 'exceljs';
import { DataSource } from 'typeorm';
import { passesLuhn } from '../../../src/modules/alerts/portfolio-import/company-identifiers';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof signedInUser>>;

/** The digits with the Luhn check digit that completes them. */
const withCheckDigit = (digits: string): string =>
  digits + [...'0123456789'].find((check) => passesLuhn(digits + check));

/** A SIREN no other test uses. */
const freshSiren = () => withCheckDigit(String(10000000 + Math.floor(Math.random() * 89999999)));
/** One of its establishments. */
const siretOf = (siren: string) => withCheckDigit(`${siren}0001`);

/** Portfolios (CONTRACT §8.4): a file or a list of companies watched at once, within the plan. */
describe('watch import', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  const db = () => t.app.get(DataSource);
  const watchedBy = async (session: Session) =>
    (
      await db().query(`SELECT siren FROM watches WHERE user_id = $1 ORDER BY siren`, [
        session.user.id,
      ])
    ).map((row: { siren: string }) => row.siren);
  const upload = (session: Session, content: Buffer | string, name = 'clients.csv') =>
    t.http
      .post('/api/watches/import')
      .set(bearer(session.accessToken))
      .attach('file', Buffer.from(content), name);

  beforeAll(async () => {
    database = await createIsolatedDatabase('watch_import');
    t = await startTestApp({ DATABASE_URL: database.url, WATCH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('reads the SIREN column by its header, counts each kind of line, and lists what passes the limit', async () => {
    const user = await signedInUser(t);
    const [watched, a, b, c, d, e] = [1, 2, 3, 4, 5, 6].map(freshSiren);
    await t.http
      .post('/api/watches')
      .set(bearer(user.accessToken))
      .send({ siren: watched })
      .expect(201);
    const csv = [
      'Raison sociale;N° SIREN;Ville',
      `"ACME; fils";${a};Paris`,
      `Dupont;${b.slice(0, 3)} ${b.slice(3, 6)} ${b.slice(6)};Lyon`,
      `Martin;${siretOf(c)};Lille`, // a SIRET: its SIREN
      `Acme bis;${a};Paris`, // the same company again
      `Déjà suivie;${watched};Nantes`,
      ';;', // a blank line is no line
      `Faute;${a.slice(0, 8)}${(Number(a[8]) + 1) % 10};Brest`,
      'Sans numéro;inconnu;Caen',
      `Court;12345;Metz`,
      `Trop;${d};Nice`,
      `Encore;${e};Pau`,
    ].join('\r\n');
    const response = await upload(user, `\uFEFF${csv}`).expect(201);
    expect(response.body).toEqual({
      // Five places without a plan: one taken, four left for a, b, c, d.
      added: 4,
      alreadyWatched: 1,
      duplicates: 1,
      invalid: [
        { line: 8, value: `${a.slice(0, 8)}${(Number(a[8]) + 1) % 10}`, reason: 'checksum' },
        { line: 9, value: 'inconnu', reason: 'not_a_number' },
        { line: 10, value: '12345', reason: 'wrong_length' },
      ],
      overLimit: [{ line: 12, siren: e }],
    });
    expect(await watchedBy(user)).toEqual([watched, a, b, c, d].sort());
  });

  it('finds the column by its content in a workbook without header, and takes a pasted list', async () => {
    const user = await signedInUser(t);
    const [a, b, c] = [1, 2, 3].map(freshSiren);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Clients');
    sheet.addRow(['ACME', Number(a), 75]);
    sheet.addRow(['Dupont', siretOf(b), 69]);
    sheet.addRow(['Sans', 'n/a', 13]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(user, xlsx, 'clients.xlsx').expect(201);
    expect(response.body).toMatchObject({
      added: 2,
      invalid: [{ line: 3, value: 'n/a', reason: 'not_a_number' }],
    });
    const pasted = await t.http
      .post('/api/watches/import')
      .set(bearer(user.accessToken))
      .send({ sirens: [a, c, ` ${c} `, 'x'] })
      .expect(201);
    expect(pasted.body).toEqual({
      added: 1,
      alreadyWatched: 1,
      duplicates: 1,
      invalid: [{ line: 4, value: 'x', reason: 'not_a_number' }],
      overLimit: [],
    });
    expect(await watchedBy(user)).toEqual([a, b, c].sort());
  });

  it('refuses what it cannot read or what is too large, and watches nothing then', async () => {
    const user = await signedInUser(t);
    const refused = await upload(user, Buffer.from([0, 1, 2, 3, 0]), 'image.png').expect(400);
    expect(refused.body.code).toBe('IMPORT_UNREADABLE');
    const brokenZip = await upload(
      user,
      Buffer.from('PK\x03\x04not a workbook', 'latin1'),
      'x.xlsx',
    );
    expect(brokenZip.body.code).toBe('IMPORT_UNREADABLE');
    const lines = Array.from({ length: 20_001 }, () => freshSiren()).join('\n');
    const tooMany = await upload(user, lines).expect(413);
    expect(tooMany.body.code).toBe('IMPORT_TOO_LARGE');
    const tooBig = await upload(user, 'x'.repeat(5 * 1024 * 1024 + 1)).expect(413);
    expect(tooBig.body.code).toBe('IMPORT_TOO_LARGE');
    await t.http.post('/api/watches/import').set(bearer(user.accessToken)).send({}).expect(400);
    await t.http
      .post('/api/watches/import')
      .send({ sirens: [freshSiren()] })
      .expect(401);
    expect(await watchedBy(user)).toEqual([]);
  });

  it('does not limit admins', async () => {
    const admin = await makeAdmin(t);
    const sirens = Array.from({ length: 30 }, () => freshSiren());
    const response = await t.http
      .post('/api/watches/import')
      .set(bearer(admin.accessToken))
      .send({ sirens })
      .expect(201);
    expect(response.body.added).toBe(new Set(sirens).size);
  });
});
