import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  loadSampleCatalogue,
  makeIngestDir,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

interface Summary {
  id: number;
  annonce_id: string;
  nom_complet: string | null;
  type_annonce: string | null;
  siren: string | null;
  url_complete: string | null;
  adresse: string | null;
  tribunal: string | null;
  numero_departement: string | null;
  companyStatus: { code: string; since: string | null; annonceId: string | null } | null;
}

/**
 * The company page and the search on the real BODACC sample (CONTRACT §7.3, §4.4): statuses
 * derived from real notices, the filters, and what the search finds.
 */
describe('companies and search on real notices', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  const db = () => t.app.get(DataSource);

  const company = (siren: string, token = admin.accessToken, query = {}) =>
    t.http.get(`/api/companies/${siren}`).set(bearer(token)).query(query);
  const search = async (query: Record<string, string | number | boolean>, token?: string) => {
    const response = await t.http
      .get('/api/analyzer/records')
      .set(bearer(token ?? admin.accessToken))
      .query(query)
      .expect(200);
    return response.body.data as { data: Summary[]; meta: Record<string, unknown> };
  };
  const names = (page: { data: Summary[] }) => page.data.map((record) => record.nom_complet);

  beforeAll(async () => {
    const ingestDir = makeIngestDir();
    database = await createIsolatedDatabase('companies');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      BODACC_CSV_PATH: join(ingestDir, 'sample-real.csv'),
    });
    admin = await makeAdmin(t);
    user = await signedInUser(t);
    await loadSampleCatalogue(t, admin.accessToken);
    expect(await db().query(`SELECT count(*)::int AS n FROM analyzer_records`)).toEqual([
      { n: 88 },
    ]);
    // The user sees one notice of Ganymède's and nothing else.
    await db().query(
      `INSERT INTO record_assignments (user_id, record_id)
       SELECT $1, id FROM analyzer_records WHERE annonce_id = 'B20220227446'`,
      [user.user.id],
    );
  }, 60000);
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it.each([
    ['880878145', 'struck_off', '2022-11-23'], // the radiation of Ganymède
    ['819192899', 'liquidation_judiciaire', '2026-01-27'], // MN MATERIAUX, opening
    ['978193308', 'sauvegarde', '2026-01-28'], // Villa Victoria, opening
    ['891541070', 'liquidation_closed', '2026-01-20'], // Original Barber, insuffisance d'actif
    ['477818116', 'redressement_judiciaire', '2026-01-21'], // a plan de redressement
    ['984487074', 'active', null], // a creation
  ])('derives the status of %s from its real notices: %s', async (siren, code, since) => {
    const response = await company(siren).expect(200);
    expect(response.body.company).toMatchObject({ siren, status: { code, since } });
    expect(response.body.company.name).toEqual(expect.any(String));
    expect(response.body.announcements.meta).toMatchObject({ page: 1, totalIsExact: true });
  });

  it('describes the company and lists its notices with their official links', async () => {
    const response = await company('880878145').expect(200);
    expect(response.body.company).toEqual({
      siren: '880878145',
      name: 'Ganymède',
      status: { code: 'struck_off', since: '2022-11-23', annonceId: 'B20220227446' },
      legalForm: 'Société par actions simplifiée (à associé unique)',
      address: '128 rue La Boétie, 75008 Paris',
      activity: null,
      tribunal: 'GAAAreffe du Tribunal de Commerce de Paris',
      // Its notices (a strike-off, accounts filings) name no officer.
      officers: [],
      filings: [
        ['2021-12-31', '2022-05-08', 'C202200902528'],
        ['2020-12-31', '2021-08-11', 'C202101554392'],
      ].map(([closingDate, publishedAt, annonceId]) => ({
        closingDate,
        type: 'Comptes annuels et rapports',
        publishedAt,
        annonceId,
      })),
      // Its last accounts closed in 2021, but it is struck off: nothing is overdue.
      accountsOverdue: false,
      transfers: [],
      // No register to ask here (ENRICHMENT_API_URL empty): company-identity.spec.ts asks one.
      identity: null,
    });
    const notices: Summary[] = response.body.announcements.data;
    expect(notices.map((notice) => notice.annonce_id)).toEqual([
      'B20220227446',
      'C202200902528',
      'C202101554392',
    ]);
    expect(notices[0].url_complete).toBe(
      'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:B20220227446',
    );
    const paged = await company('880878145', admin.accessToken, { page: 2, limit: 2 }).expect(200);
    expect(paged.body.announcements.data.map((n: Summary) => n.annonce_id)).toEqual([
      'C202101554392',
    ]);
    expect(paged.body.announcements.meta).toEqual({
      page: 2,
      limit: 2,
      total: 3,
      totalPages: 2,
      totalIsExact: true,
    });
  });

  it('names the officers its notices list, with the notice that says it, and a sole trader', async () => {
    const registered = await company('829106616').expect(200);
    expect(registered.body.company.officers).toEqual(
      [
        ['Des Brest Quentin', 'Président'],
        ['Thenaisie Yoann', 'Directeur général'],
      ].map(([name, role]) => ({
        name,
        role,
        since: '2020-01-02',
        until: null,
        annonceId: 'A20200001386',
      })),
    );
    // Registered in Tours "suite au transfert du siège hors ressort": a move from a registry
    // none of its notices names, never a strike-off.
    expect(registered.body.company.transfers).toEqual([
      {
        date: '2020-01-02',
        fromTribunal: null,
        toTribunal: 'GREFFE DU TRIBUNAL DE COMMERCE DE TOURS',
        annonceId: 'A20200001386',
      },
    ]);
    expect(registered.body.company.status.code).toBe('active');
    const trader = await company('819777392').expect(200);
    expect(trader.body.company.officers).toEqual([
      {
        name: 'LENCZNER Paul',
        role: 'Entrepreneur individuel',
        since: '2020-01-02',
        until: null,
        annonceId: 'A20200001213',
      },
    ]);
  });

  it('finds an officer by the beginnings of their name, in any order, accents and case aside', async () => {
    const officers = (name: string, token = admin.accessToken) =>
      t.http.get('/api/officers').set(bearer(token)).query({ name });
    const found = await officers('yoann THÉN').expect(200);
    expect(found.body).toEqual({
      officers: [
        {
          name: 'Thenaisie Yoann',
          companies: [
            {
              siren: '829106616',
              name: expect.any(String),
              role: 'Directeur général',
              since: '2020-01-02',
              until: null,
              status: { code: 'active', since: null, annonceId: null },
            },
          ],
        },
      ],
      total: 1,
      truncated: false,
    });
    expect((await officers('lencz').expect(200)).body.officers).toEqual([
      expect.objectContaining({
        name: 'LENCZNER Paul',
        companies: [
          expect.objectContaining({ siren: '819777392', role: 'Entrepreneur individuel' }),
        ],
      }),
    ]);
    // A word's beginning, not any part of it.
    expect((await officers('naisie').expect(200)).body.total).toBe(0);
    // Only the companies the user sees: this one sees one notice of Ganymède's.
    expect((await officers('thenaisie', user.accessToken).expect(200)).body).toEqual({
      officers: [],
      total: 0,
      truncated: false,
    });
    await officers('y').expect(400);
    await officers(' -- ').expect(400);
    await t.http.get('/api/officers').set(bearer(admin.accessToken)).expect(400);
  });

  it('reads at most 100 companies for one officer search, and says there were more', async () => {
    await db().query(
      `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, siren)
       SELECT 'OFF-' || n, 'Société ' || n, '2024-01-01'::date + n, 'creation', (700000000 + n)::text
       FROM generate_series(1, 101) n`,
    );
    await db().query(
      `INSERT INTO notice_officers (record_id, position, name, role, departed)
       SELECT id, 0, 'BORNEMAN Ida', 'Gérant', false FROM analyzer_records
       WHERE annonce_id LIKE 'OFF-%'`,
    );
    const found = await t.http
      .get('/api/officers')
      .set(bearer(admin.accessToken))
      .query({ name: 'borneman' })
      .expect(200);
    expect(found.body.truncated).toBe(true);
    expect(found.body.officers).toHaveLength(1);
    const companies = found.body.officers[0].companies as { siren: string; since: string }[];
    expect(companies).toHaveLength(100);
    // The latest named first: the oldest one is left out.
    expect(companies[0]).toMatchObject({ siren: '700000101', since: '2024-04-11' });
    expect(companies.map((c) => c.siren)).not.toContain('700000001');
    await db().query(`DELETE FROM analyzer_records WHERE annonce_id LIKE 'OFF-%'`);
    // Their officers go with them.
    expect(
      await db().query(`SELECT name FROM notice_officers WHERE name = 'BORNEMAN Ida'`),
    ).toEqual([]);
  });

  it("warns that an active company's accounts are overdue 18 months after their closing", async () => {
    // Ganymède's 2020 accounts, filed for an active company of the sample instead.
    await db().query(
      `INSERT INTO analyzer_records (annonce_id, date_parution, type_annonce, famille, siren, sirens,
         details_annonce_json)
       SELECT 'C-OVERDUE', date_parution, type_annonce, famille, '984487074', ARRAY['984487074'],
         jsonb_build_object('depot', details_annonce_json->'depot')
       FROM analyzer_records WHERE annonce_id = 'C202101554392'`,
    );
    const active = (await company('984487074').expect(200)).body.company;
    expect(active.status.code).toBe('active');
    expect(active.filings).toEqual([
      {
        closingDate: '2020-12-31',
        type: 'Comptes annuels et rapports',
        publishedAt: '2021-08-11',
        annonceId: 'C-OVERDUE',
      },
    ]);
    expect(active.accountsOverdue).toBe(true);
  });

  it('shows a user only the notices they see, and nothing of a company they see none of', async () => {
    const own = await company('880878145', user.accessToken).expect(200);
    expect(own.body.announcements.data.map((n: Summary) => n.annonce_id)).toEqual(['B20220227446']);
    const none = await company('819192899', user.accessToken).expect(404);
    expect(none.body.code).toBe('COMPANY_NOT_FOUND');
    const unknown = await company('123456789').expect(404);
    expect(unknown.body.code).toBe('COMPANY_NOT_FOUND');
    for (const bad of ['12345678', '1234567890', 'abcdefghi', '88087814%']) {
      const response = await company(encodeURIComponent(bad)).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
    await t.http.get('/api/companies/880878145').expect(401);
  });

  it('finds the judgment text, a postcode, a tribunal and a SIRET', async () => {
    const liquidations = await search({ q: 'liquidation', includeInactive: true, limit: 100 });
    // The 17 liquidation notices of the sample, by their judgment's nature or text.
    expect(liquidations.meta.total).toBe(17);
    expect(liquidations.data.every((r) => r.type_annonce !== 'creation')).toBe(true);
    const postcode = await search({ q: '03200' });
    expect(names(postcode)).toContain('MN MATERIAUX');
    expect(postcode.data.every((r) => r.adresse?.includes('03200'))).toBe(true);
    const cusset = await search({ q: 'tribunal de commerce de cusset' });
    expect(names(cusset)).toContain('MN MATERIAUX');
    expect(cusset.data.every((r) => r.tribunal?.includes('Cusset'))).toBe(true);
    expect(names(await search({ q: '81919289900027' }))).toEqual(['MN MATERIAUX']);
    expect(names(await search({ q: '819 192 899' }))).toEqual(['MN MATERIAUX']);
  });

  it('finds a sale by every SIREN it names', async () => {
    const [sale] = await db().query(
      `SELECT annonce_id, sirens FROM analyzer_records
       WHERE type_annonce = 'vente' AND cardinality(sirens) > 1 ORDER BY annonce_id LIMIT 1`,
    );
    const other = sale.sirens[1];
    const bySiren = await search({ siren: other, includeInactive: true });
    expect(bySiren.data.map((r) => r.annonce_id)).toContain(sale.annonce_id);
    const byWord = await search({ q: other, includeInactive: true });
    expect(byWord.data.map((r) => r.annonce_id)).toContain(sale.annonce_id);
    const page = await company(other).expect(200);
    expect(page.body.announcements.data.map((n: Summary) => n.annonce_id)).toContain(
      sale.annonce_id,
    );
  });

  it('filters by department (with Corsica and overseas codes), tribunal and SIREN', async () => {
    const allier = await search({ departement: '03' });
    expect(names(allier)).toContain('MN MATERIAUX');
    expect(allier.data.every((r) => r.numero_departement === '03')).toBe(true);
    const several = await search({ departement: '03,14', includeInactive: true, limit: 100 });
    expect(names(several)).toEqual(
      expect.arrayContaining(['MN MATERIAUX', 'VILLA VICTORIA HOTEL ET SPA']),
    );
    expect(new Set(several.data.map((r) => r.numero_departement))).toEqual(new Set(['03', '14']));
    const overseas = await search({ departement: '2A,2B,971', includeInactive: true });
    expect(overseas.data.map((r) => r.numero_departement)).toEqual(['971']);
    const tribunal = await search({ tribunal: 'CUSSET' });
    expect(names(tribunal)).toContain('MN MATERIAUX');
    expect(tribunal.data.every((r) => r.tribunal?.includes('Cusset'))).toBe(true);
    expect(names(await search({ tribunal: 'activités économiques', siren: '819192899' }))).toEqual(
      [],
    );
    expect(names(await search({ siren: '819 192 899' }))).toEqual(['MN MATERIAUX']);
    for (const query of [{ departement: '7' }, { departement: '75,XX' }, { siren: '12345' }]) {
      const response = await t.http
        .get('/api/analyzer/records')
        .set(bearer(admin.accessToken))
        .query(query)
        .expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('ranks a name match above an address match', async () => {
    // "Nice" is the name of no company of the sample but the city of several; "Barber" a name.
    const barber = await search({ q: 'barber', includeInactive: true });
    expect(barber.data[0].nom_complet).toBe('ORIGINAL BARBER');
    await db().query(
      `INSERT INTO analyzer_records (annonce_id, nom_complet, adresse, date_parution, type_annonce)
       VALUES ('N-1', 'Boulangerie de Nice', '1 rue de Paris, 75001 Paris', '2000-01-01', 'creation'),
              ('N-2', 'Paris Fleurs', '1 promenade des Anglais, 06000 Nice', '2030-01-01', 'creation')`,
    );
    const nice = await search({ q: 'nice', includeInactive: true });
    // N-1 is the oldest but its name says Nice; N-2, the newest, only its address.
    expect(nice.data[0].nom_complet).toBe('Boulangerie de Nice');
    expect(nice.data.map((r) => r.nom_complet)).toContain('Paris Fleurs');
    await db().query(`DELETE FROM analyzer_records WHERE annonce_id IN ('N-1', 'N-2')`);
  });

  it('pages through the name matches, then the others, without gap or repeat', async () => {
    // Three names and four addresses say "Zorglub": the names end inside page 2 of 2 rows.
    await db().query(
      `INSERT INTO analyzer_records (annonce_id, nom_complet, adresse, date_parution, type_annonce)
       SELECT 'Z-N' || i, 'Zorglub ' || i, '1 rue Haute', make_date(2000 + i, 1, 1), 'creation'
       FROM generate_series(1, 3) i
       UNION ALL
       SELECT 'Z-A' || i, 'Adresse ' || i, i || ' rue Zorglub', make_date(2010 + i, 1, 1), 'creation'
       FROM generate_series(1, 4) i`,
    );
    const pages = [];
    for (const page of [1, 2, 3, 4, 5]) {
      pages.push(names(await search({ q: 'zorglub', limit: 2, page, includeInactive: true })));
    }
    expect(pages).toEqual([
      ['Zorglub 3', 'Zorglub 2'],
      ['Zorglub 1', 'Adresse 4'],
      ['Adresse 3', 'Adresse 2'],
      ['Adresse 1'],
      [],
    ]);
    await db().query(`DELETE FROM analyzer_records WHERE annonce_id LIKE 'Z-%'`);
  });

  it('shows what the notice says in the opened record', async () => {
    const [rectificatif] = await db().query(
      `SELECT id FROM analyzer_records WHERE annonce_id = 'A202601532505'`,
    );
    const response = await t.http
      .get(`/api/analyzer/records/${rectificatif.id}`)
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(response.body.data).toMatchObject({
      type_annonce: 'rectificatif',
      url_complete:
        'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:A202601532505',
      categorie_vente: expect.any(String),
      avis_precedent: {
        annonce_id: 'A202601464070',
        date_parution: '2026-08-04',
        numero_annonce: '4070',
        url: 'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:A202601464070',
      },
    });
    expect(response.body.data.opposition).toMatch(/Election de domicile/);
    const [creation] = await db().query(
      `SELECT id FROM analyzer_records WHERE annonce_id = 'A2026018571'`,
    );
    const created = await t.http
      .get(`/api/analyzer/records/${creation.id}`)
      .set(bearer(admin.accessToken))
      .expect(200);
    expect(created.body.data.administration).toEqual(expect.any(String));
    expect(created.body.data.annonce_text).toMatch(/^Avis initial publié le /);
  });
});
