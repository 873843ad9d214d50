import { DataSource } from 'typeorm';
import { PortfolioCompanyFacts1764970000000 } from '../../../src/shared/database/migrations/1764970000000-portfolio-company-facts';
import { OfficersByRecord1765000000000 } from '../../../src/shared/database/migrations/1765000000000-officers-by-record';
import { openIsolatedDataSource } from '../../support/isolated-database';

/** Issue 33: the migration derives the portfolio facts of the catalogue it finds. */
describe('portfolio company facts migration', () => {
  let db: DataSource;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openIsolatedDataSource('portfolio_facts_migration'));
  });
  afterAll(() => close());

  it('derives the facts of every company the catalogue names', async () => {
    const migration = new PortfolioCompanyFacts1764970000000();
    const runner = db.createQueryRunner();
    // The later migration that keeps the officers by record goes first.
    await new OfficersByRecord1765000000000().down(runner);
    await migration.down(runner);
    await db.query(
      `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, siren,
         sirens, details_annonce_json)
       VALUES ('A1', 'ANCIEN NOM', '2024-03-10', 'creation', '829106616', '{829106616}', NULL),
              ('A2', 'NOUVEAU NOM', '2025-06-01', 'depot', '829106616', '{829106616}',
               '{"depot": {"dateCloture": "2024-12-31"}}'),
              ('B1', 'ACHETEUR', '2025-07-01', 'vente', '552100554', '{552100554,829106616}', NULL)`,
    );
    await migration.up(runner);
    await runner.release();

    expect(
      await db.query(
        `SELECT siren, name, last_date::text, last_annonce_id, recent_dates::text, latest_closing
         FROM portfolio_company_facts ORDER BY siren`,
      ),
    ).toEqual([
      {
        siren: '552100554',
        name: 'ACHETEUR',
        last_date: '2025-07-01',
        last_annonce_id: 'B1',
        recent_dates: '{2025-07-01}',
        latest_closing: null,
      },
      {
        siren: '829106616',
        name: 'NOUVEAU NOM',
        last_date: '2025-07-01',
        last_annonce_id: 'B1',
        recent_dates: '{2025-07-01,2025-06-01,2024-03-10}',
        latest_closing: '2024-12-31',
      },
    ]);
  });
});
