import { DataSource } from 'typeorm';
import { CompanyStatusAndSearch1764600000000 } from '../../../src/shared/database/migrations/1764600000000-company-status-and-search';
import { OtherFieldsAsWords1764920000000 } from '../../../src/shared/database/migrations/1764920000000-other-fields-as-words';
import { PortfolioCompanyFacts1764970000000 } from '../../../src/shared/database/migrations/1764970000000-portfolio-company-facts';
import { OfficersByRecord1765000000000 } from '../../../src/shared/database/migrations/1765000000000-officers-by-record';
import { OtherWordsFromColumns1765010000000 } from '../../../src/shared/database/migrations/1765010000000-other-words-from-columns';
import { openIsolatedDataSource } from '../../support/isolated-database';

/**
 * Issue 29: the migration derives the statuses of the catalogue it finds with its own frozen
 * rules and literal statements (no live module code): a judgment, a radiation, a company with
 * neither, and the inactivity flag written with them.
 */
describe('company status migration', () => {
  let db: DataSource;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openIsolatedDataSource('company_status'));
  });
  afterAll(() => close());

  it('derives each company status and flags the records of inactive companies', async () => {
    const migration = new CompanyStatusAndSearch1764600000000();
    const runner = db.createQueryRunner();
    // The later migrations that read this one's columns go first: the portfolio's facts, and the
    // ones that replaced this one's index of the other fields.
    await new OtherWordsFromColumns1765010000000().down(runner);
    await new OfficersByRecord1765000000000().down(runner);
    await new PortfolioCompanyFacts1764970000000().down(runner);
    await new OtherFieldsAsWords1764920000000().down(runner);
    await migration.down(runner);
    const notice = (
      annonceId: string,
      siren: string,
      typeAnnonce: string,
      famille: string | null,
      typeJugement: string | null,
    ) =>
      db.query(
        `INSERT INTO analyzer_records
           (annonce_id, nom_complet, date_parution, type_annonce, siren, famille, type_jugement)
         VALUES ($1, 'Société', '2024-03-10', $2, $3, $4, $5)`,
        [annonceId, typeAnnonce, siren, famille, typeJugement],
      );
    await notice(
      'A1',
      '111111111',
      'collective',
      'collective',
      'Jugement de conversion en liquidation judiciaire',
    );
    await notice('B1', '222222222', 'creation', null, null);
    await notice('B2', '222222222', 'radiation', 'radiation', null);
    await notice('C1', '333333333', 'creation', null, null);
    await migration.up(runner);
    await runner.release();

    expect(await db.query(`SELECT siren, code FROM company_status ORDER BY siren`)).toEqual([
      { siren: '111111111', code: 'liquidation_judiciaire' },
      { siren: '222222222', code: 'struck_off' },
    ]);
    expect(
      await db.query(
        `SELECT annonce_id, company_inactive FROM analyzer_records ORDER BY annonce_id`,
      ),
    ).toEqual([
      { annonce_id: 'A1', company_inactive: false },
      { annonce_id: 'B1', company_inactive: true },
      { annonce_id: 'B2', company_inactive: true },
      { annonce_id: 'C1', company_inactive: false },
    ]);
  });
});
