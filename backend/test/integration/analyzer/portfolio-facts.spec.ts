import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { makeAdmin } from '../../support/identity-factory';
import {
  clearRedisPrefix,
  loadSampleCatalogue,
  makeIngestDir,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

const GOLFEURS = '829106616';

/**
 * The facts a portfolio reads of each company (`portfolio_company_facts`, issue 33), kept by the
 * catalogue's writes: they must be what reading all its notices again would give, whatever the
 * order of the writes, and two writers of one company must not lose each other's notices.
 */
describe('portfolio company facts', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  const db = () => t.app.get(DataSource);
  const FACTS = `SELECT siren, name, name_key, last_date::text, last_type, last_annonce_id, recent_dates::text,
      latest_closing, officers_changed_on::text, moved_on::text
    FROM portfolio_company_facts ORDER BY siren`;
  const factsOf = async (siren: string) =>
    (await db().query(`SELECT * FROM (${FACTS}) f WHERE siren = $1`, [siren]))[0];

  /** The facts as they are kept, and as derived again from the whole catalogue. */
  async function keptAndDerived() {
    const kept = await db().query(FACTS);
    const runner = db().createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query(`DELETE FROM portfolio_company_facts`);
      await runner.query(`SELECT refresh_portfolio_facts((SELECT array_agg(DISTINCT s)
        FROM analyzer_records x, unnest(x.sirens || ARRAY[x.siren::text]) s))`);
      return { kept, derived: await runner.query(FACTS) };
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  beforeAll(async () => {
    const ingestDir = makeIngestDir();
    database = await createIsolatedDatabase('portfolio_facts');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      BODACC_CSV_PATH: join(ingestDir, 'sample-real.csv'),
    });
    const admin = await makeAdmin(t);
    await loadSampleCatalogue(t, admin.accessToken);
  }, 60000);
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('keeps, after a load of real notices, what all of each company’s notices say', async () => {
    const { kept, derived } = await keptAndDerived();
    expect(kept.length).toBeGreaterThan(50);
    expect(kept).toEqual(derived);
    // Ganymède's real filings: its latest closing.
    expect((await factsOf('880878145')).latest_closing).toBe('2021-12-31');
  });

  it('follows a newer notice, its officers, its rewrite and its deletion', async () => {
    const before = await factsOf(GOLFEURS);
    await db().query(
      `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, siren, sirens)
       VALUES ('PF-NEW', 'GOLFEURS RENOMMÉS', '2099-01-02', 'modification', $1::text, ARRAY[$1::text])`,
      [GOLFEURS],
    );
    await db().query(
      `INSERT INTO notice_officers (record_id, position, name, role, departed)
       SELECT id, 0, 'KAYA Elif', 'Président', false FROM analyzer_records
       WHERE annonce_id = 'PF-NEW'`,
    );
    expect(await factsOf(GOLFEURS)).toMatchObject({
      name: 'GOLFEURS RENOMMÉS',
      last_date: '2099-01-02',
      last_annonce_id: 'PF-NEW',
      officers_changed_on: '2099-01-02',
    });
    // Written again (an upsert), told of a move: the facts follow the new text.
    await db().query(
      `UPDATE analyzer_records SET type_annonce = 'immatriculation', details_annonce_json =
         '{"acte": {"descriptif": "Immatriculation suite au transfert du siège hors ressort"}}'
       WHERE annonce_id = 'PF-NEW'`,
    );
    expect(await factsOf(GOLFEURS)).toMatchObject({ moved_on: '2099-01-02' });
    let { kept, derived } = await keptAndDerived();
    expect(kept).toEqual(derived);

    await db().query(
      `DELETE FROM notice_officers
       WHERE record_id = (SELECT id FROM analyzer_records WHERE annonce_id = 'PF-NEW')`,
    );
    await db().query(`DELETE FROM analyzer_records WHERE annonce_id = 'PF-NEW'`);
    expect(await factsOf(GOLFEURS)).toEqual(before);
    ({ kept, derived } = await keptAndDerived());
    expect(kept).toEqual(derived);
  });

  it('keeps the days of a company’s 50 newest notices, and forgets a company left without any', async () => {
    await db().query(
      `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, siren, sirens)
       SELECT 'PF-MANY-' || i, 'BAVARDE SAS', DATE '2099-01-01' + i, 'modification', '999999999',
         ARRAY['999999999']
       FROM generate_series(1, 60) i`,
    );
    const many = await db().query(
      `SELECT cardinality(recent_dates) AS n, recent_dates[1]::text AS newest
       FROM portfolio_company_facts WHERE siren = '999999999'`,
    );
    expect(many).toEqual([{ n: 50, newest: '2099-03-02' }]);
    await db().query(`DELETE FROM analyzer_records WHERE annonce_id LIKE 'PF-MANY-%'`);
    expect(await factsOf('999999999')).toBeUndefined();
  });

  it('loses no notice written while another writer derives the company again', async () => {
    const [first, second] = [new Client(database.url), new Client(database.url)];
    await Promise.all([first.connect(), second.connect()]);
    const insert = (client: Client, id: string, day: string) =>
      client.query(
        `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, siren, sirens)
         VALUES ($1, 'DEUX PLUMES', $2, 'modification', '888888888', ARRAY['888888888'])`,
        [id, day],
      );
    try {
      await insert(first, 'PF-OLDER', '2099-04-01');
      await insert(first, 'PF-OLD', '2099-04-02');
      await first.query('BEGIN');
      await insert(first, 'PF-NEWER', '2099-05-02');
      await second.query('BEGIN');
      // Deleting a notice derives the company again: it waits for the first writer's notice.
      const deletion = second.query(`DELETE FROM analyzer_records WHERE annonce_id = 'PF-OLD'`);
      await waitUntilBlocked(first);
      await first.query('COMMIT');
      await deletion;
      await second.query('COMMIT');
      expect(await factsOf('888888888')).toMatchObject({
        recent_dates: '{2099-05-02,2099-04-01}',
        last_annonce_id: 'PF-NEWER',
      });
    } finally {
      await Promise.all([first.end(), second.end()]);
      await db().query(`DELETE FROM analyzer_records WHERE annonce_id LIKE 'PF-%'`);
    }
  });
});

/** Resolves once another session waits on a lock (the second writer on the first's). */
async function waitUntilBlocked(observer: Client): Promise<void> {
  for (;;) {
    const { rows } = await observer.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows.length) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
