import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ANALYZER_CSV_HEADER, notificationsOf, subscribe } from '../../support/alerts-helpers';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  makeIngestDir,
  waitForRun,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';
import { SEARCH_FILTERS } from '../../../src/modules/analyzer/search-filter.definition';

type Session = Awaited<ReturnType<typeof signedInUser>>;
type Filters = Record<string, string | boolean>;

/**
 * The notices both sides read (one ingestion batch, so a company's status is the same when the
 * batch is matched and when it is searched): accents and case in names and tribunals, Corsica and
 * overseas departments, a struck-off company, LIKE wildcards, a notice with no department.
 */
const NOTICES = [
  "P-01,2026-03-02,collective,Boulangerie Dupré SARL,75,552100554,Paris,Tribunal de commerce de Paris,Jugement d'ouverture de liquidation judiciaire",
  "P-02,2026-03-05,creation,Château Hélène SAS,2A,732829304,Ajaccio,Tribunal judiciaire d'Ajaccio,",
  'P-03,2026-03-09,vente,Garage de la Réunion,974,130005481,Saint-Denis,Tribunal mixte de commerce de Saint-Denis,',
  'P-04,2026-03-12,creation,Pâtisserie Martin,971,732829312,Pointe-à-Pitre,Tribunal mixte de commerce de Pointe-à-Pitre,',
  'P-05,2026-03-01,creation,Transports Lyonnais,69,732829320,Lyon,Tribunal de commerce de Lyon,',
  'P-06,2026-03-15,radiation,Transports Lyonnais,69,732829320,Lyon,Tribunal de commerce de Lyon,',
  'P-07,2026-03-20,modification,Ferme 100%_Bio,35,,Rennes,TRIBUNAL DE COMMERCE DE RENNES,',
  'P-08,2026-03-20,modification,Ferme 1000 Bio,35,,Rennes,Tribunal de commerce de Rennes,',
  "P-09,2026-03-31,collective,Hôtel du Château,33,732829338,Bordeaux,Tribunal de commerce de Bordeaux,Dépôt de l'état des créances",
  'P-10,2026-04-01,collective,Conseil Besançon,25,,Besançon,Tribunal judiciaire de Besançon,Jugement arrêtant le plan de sauvegarde',
  'P-11,2026-04-02,creation,Société Sans Lieu,,,,,',
];
const NOTICES_HEADER = `${ANALYZER_CSV_HEADER},type_jugement`;

/** Each filter alone, with its edge cases, then a few together. */
const CASES: [string, Filters][] = [
  ['no filter', {}],
  ['a word in a name', { q: 'boulangerie' }],
  ['a word in capitals without its accent', { q: 'CHATEAU' }],
  ['a word in the town', { q: 'paris' }],
  ['two words', { q: 'château hélène' }],
  ['a word with LIKE wildcards, taken literally', { q: '100%_bio' }],
  ['a part of a word in a name and a town', { q: 'lyon', includeInactive: true }],
  ['a SIRET typed in groups', { q: '552 100 554 00012' }],
  ['the beginning of a word of the town', { q: 'bordea' }],
  ['the inside of a word of the town, in no name', { q: 'ordeaux' }],
  ['one type', { typeAnnonce: 'collective' }],
  ['two types, spaced', { typeAnnonce: 'collective, creation' }],
  ['Corsica', { departement: '2A' }],
  ['Corsica in lower case and an overseas department', { departement: '2a,971' }],
  ['overseas and Paris', { departement: '974,75' }],
  ['a tribunal in capitals', { tribunal: 'PARIS' }],
  ['a tribunal without its accent', { tribunal: 'besancon' }],
  ['a tribunal with a hyphen and no accent', { tribunal: 'pointe-a-pitre' }],
  ['a word every commercial tribunal has', { tribunal: 'commerce' }],
  ['a tribunal in lower case, stored in capitals', { tribunal: 'rennes' }],
  ['the beginnings of the words of a tribunal', { tribunal: 'saint-den' }],
  ['a SIREN', { siren: '552100554' }],
  ['a SIREN typed with spaces', { siren: '732 829 320', includeInactive: true }],
  ['from a day', { dateFrom: '2026-03-12' }],
  ['up to a day', { dateTo: '2026-03-12' }],
  ['between two days', { dateFrom: '2026-03-09', dateTo: '2026-03-15' }],
  ['a single day', { dateFrom: '2026-03-20', dateTo: '2026-03-20' }],
  ['inactive companies too', { includeInactive: true }],
  ['a status', { status: 'liquidation_judiciaire' }],
  [
    'statuses, an unnamed procedure and a struck-off company',
    { status: 'procedure_collective,struck_off' },
  ],
  ['a judgment', { judgment: 'opening' }],
  ['judgments of companies and of none', { judgment: 'claims,plan' }],
  ['a judgment and a department', { judgment: 'opening,claims', departement: '33' }],
  ['radiations of inactive companies', { typeAnnonce: 'radiation', includeInactive: true }],
  ['radiations of active companies only', { typeAnnonce: 'radiation' }],
  ['type, department and word', { typeAnnonce: 'collective', departement: '33', q: 'chateau' }],
  ['tribunal and dates', { tribunal: 'commerce', dateFrom: '2026-03-09', dateTo: '2026-03-31' }],
  [
    'SIREN, type and inactive',
    { siren: '732829320', typeAnnonce: 'creation', includeInactive: true },
  ],
  [
    'department list, type list and word',
    { departement: '2A,971,974', typeAnnonce: 'creation,vente', q: 'a' },
  ],
];

const asQuery = (filters: Filters) =>
  Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, String(value)]));

/**
 * Issue 29: the analyzer's search and the alerts' matcher read one filter definition. For each
 * case, the notices the search finds for a user are exactly those an alerting saved search with
 * the same filters notifies them of when the notices are ingested as new.
 */
describe('a filter selects the same notices in the search and in the alerts', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let admin: Session;
  const searchers: { name: string; filters: Filters; session: Session }[] = [];

  beforeAll(async () => {
    const ingestDir = makeIngestDir();
    database = await createIsolatedDatabase('filter_parity');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      BODACC_CSV_PATH: join(ingestDir, 'sample-real.csv'),
    });
    admin = await makeAdmin(t);
    // Each searcher sees the whole catalogue through one grant and nothing through their plan.
    await t.app.get(DataSource).query(`DELETE FROM access_grants WHERE plan_id IS NOT NULL`);
    for (const [name, filters] of CASES) {
      const session = await signedInUser(t);
      await subscribe(t, session.accessToken, 'Débutant');
      await t.http
        .post(`/api/admin/usermanagement/${session.user.id}/grants`)
        .set(bearer(admin.accessToken))
        .send({ from: '2000-01-01' })
        .expect(201);
      await t.http
        .post('/api/saved-searches')
        .set(bearer(session.accessToken))
        .send({ name, filters, alert: true })
        .expect(201);
      searchers.push({ name, filters, session });
    }
    await ingestInOneBatch(NOTICES);
  }, 120_000);
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  /** The analyzer CSV ingestion of the notices, all in one batch, assigned to the admin. */
  const ingestInOneBatch = async (notices: string[]) => {
    const started = await t.http
      .post('/api/admin/analyzer-ingest/start')
      .set(bearer(admin.accessToken))
      .field('targetUserId', String(admin.user.id))
      .field('batchSize', String(notices.length))
      .field('rowLimit', '')
      .attach('csvFile', Buffer.from([NOTICES_HEADER, ...notices].join('\n')), 'parity.csv')
      .expect(200);
    const run = await waitForRun(t, started.body.processId);
    if (run.state !== 'completed') throw new Error(`ingestion ${run.state}: ${run.message}`);
  };
  const searched = async (session: Session, filters: Filters) => {
    const response = await t.http
      .get('/api/analyzer/records')
      .query({ ...asQuery(filters), limit: '100' })
      .set(bearer(session.accessToken))
      .expect(200);
    return (response.body.data.data as { annonce_id: string }[])
      .map((record) => record.annonce_id)
      .sort();
  };
  const alerted = async (session: Session) =>
    (await notificationsOf(t, session.user.id)).map((n) => n.annonce_id).sort();

  it.each(CASES.map(([name]) => name))('%s', async (name) => {
    const { filters, session } = searchers.find((searcher) => searcher.name === name)!;
    const [found, notified] = await Promise.all([searched(session, filters), alerted(session)]);
    expect({ filters, notified }).toEqual({ filters, notified: found });
  });

  it('has a case of its own for each filter the definition holds', () => {
    const alone = CASES.map(([, filters]) => Object.keys(filters)).filter(
      (names) => names.length === 1,
    );
    expect(
      SEARCH_FILTERS.map(({ param }) => param).filter(
        (param) => !alone.some(([name]) => name === param),
      ),
    ).toEqual([]);
  });

  it('has cases that tell the filters apart: each but two finds something, none finds all', async () => {
    const found = await Promise.all(
      searchers.map(async ({ name, session, filters }) => ({
        name,
        count: (await searched(session, filters)).length,
      })),
    );
    expect(found.filter(({ count }) => count === 0).map(({ name }) => name)).toEqual([
      'the inside of a word of the town, in no name',
      'radiations of active companies only',
    ]);
    expect(found.filter(({ count }) => count === NOTICES.length).map(({ name }) => name)).toEqual([
      'inactive companies too',
    ]);
  });
});
