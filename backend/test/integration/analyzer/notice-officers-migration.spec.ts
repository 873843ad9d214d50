import { DataSource } from 'typeorm';
import { NoticeOfficers1764950000000 } from '../../../src/shared/database/migrations/1764950000000-notice-officers';
import { PortfolioCompanyFacts1764970000000 } from '../../../src/shared/database/migrations/1764970000000-portfolio-company-facts';
import { openIsolatedDataSource } from '../../support/isolated-database';

/**
 * Issue 32: the migration keeps the officers of the notices already in the catalogue, read with
 * its own frozen parser, and the search's words function answers in any order.
 */
describe('notice officers migration', () => {
  let db: DataSource;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openIsolatedDataSource('notice_officers_migration'));
  });
  afterAll(() => close());

  it('reads the officers of every company notice it finds', async () => {
    const migration = new NoticeOfficers1764950000000();
    const runner = db.createQueryRunner();
    // The later migration whose triggers read the officers goes first.
    await new PortfolioCompanyFacts1764970000000().down(runner);
    await migration.down(runner);
    const notice = (annonceId: string, siren: string | null, persons: object) =>
      db.query(
        `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, siren,
           details_annonce_json)
         VALUES ($1, 'Société', '2024-03-10', 'creation', $2, $3)`,
        [annonceId, siren, { listepersonnes: persons }],
      );
    await notice('A1', '829106616', {
      personne: {
        typePersonne: 'pm',
        administration: 'Président : DES BREST Quentin ; Directeur général : Thenaisie Yoann',
      },
    });
    await notice('B1', '819777392', {
      personne: { typePersonne: 'pp', nom: 'LENCZNER', prenom: 'Paul' },
    });
    await notice('C1', null, { personne: { typePersonne: 'pm', administration: 'Gérant : X Y' } });
    await migration.up(runner);
    await runner.release();

    expect(
      await db.query(
        `SELECT annonce_id, position, siren, name, role, departed FROM notice_officers
         ORDER BY annonce_id, position`,
      ),
    ).toEqual([
      {
        annonce_id: 'A1',
        position: 0,
        siren: '829106616',
        name: 'DES BREST Quentin',
        role: 'Président',
        departed: false,
      },
      {
        annonce_id: 'A1',
        position: 1,
        siren: '829106616',
        name: 'Thenaisie Yoann',
        role: 'Directeur général',
        departed: false,
      },
      {
        annonce_id: 'B1',
        position: 0,
        siren: '819777392',
        name: 'LENCZNER Paul',
        role: 'Entrepreneur individuel',
        departed: false,
      },
    ]);
    const found = await db.query(
      `SELECT name FROM notice_officers
       WHERE to_tsvector('simple', lower(f_unaccent(name))) @@ f_all_words_query($1)`,
      ['yoann THÉN'],
    );
    expect(found).toEqual([{ name: 'Thenaisie Yoann' }]);
  });
});
