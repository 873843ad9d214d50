import { DataSource } from 'typeorm';
import { NoticeOfficers1764950000000 } from '../../../src/shared/database/migrations/1764950000000-notice-officers';
import { PortfolioCompanyFacts1764970000000 } from '../../../src/shared/database/migrations/1764970000000-portfolio-company-facts';
import { OfficersByRecord1765000000000 } from '../../../src/shared/database/migrations/1765000000000-officers-by-record';
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
    // The later migrations that read or reshape the officers go first.
    await new OfficersByRecord1765000000000().down(runner);
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

  it('keeps them by record once the later migrations run, and the facts still see them', async () => {
    const runner = db.createQueryRunner();
    await new PortfolioCompanyFacts1764970000000().up(runner);
    await new OfficersByRecord1765000000000().up(runner);
    await runner.release();

    expect(
      await db.query(
        `SELECT r.annonce_id, o.position, r.siren, o.name, o.role, o.departed
         FROM notice_officers o JOIN analyzer_records r ON r.id = o.record_id
         ORDER BY r.annonce_id, o.position`,
      ),
    ).toEqual([
      expect.objectContaining({ annonce_id: 'A1', position: 0, name: 'DES BREST Quentin' }),
      expect.objectContaining({ annonce_id: 'A1', position: 1, role: 'Directeur général' }),
      expect.objectContaining({ annonce_id: 'B1', siren: '819777392', name: 'LENCZNER Paul' }),
    ]);
    // A creation names its officers: not a change. A later notice naming one is.
    await db.query(
      `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, siren)
       VALUES ('A2', 'Société', '2024-05-02', 'modification', '829106616')`,
    );
    await db.query(
      `INSERT INTO notice_officers (record_id, position, name, role, departed)
       SELECT id, 0, 'KAYA Elif', 'Président', false FROM analyzer_records WHERE annonce_id = 'A2'`,
    );
    const changedOn = async () =>
      (
        await db.query(
          `SELECT officers_changed_on::text AS day FROM portfolio_company_facts
           WHERE siren = '829106616'`,
        )
      )[0].day;
    expect(await changedOn()).toBe('2024-05-02');
    await db.query(`SELECT refresh_portfolio_facts(ARRAY['829106616'])`);
    expect(await changedOn()).toBe('2024-05-02');
    await db.query(
      `DELETE FROM notice_officers
       WHERE record_id = (SELECT id FROM analyzer_records WHERE annonce_id = 'A2')`,
    );
    expect(await changedOn()).toBeNull();
  });
});
