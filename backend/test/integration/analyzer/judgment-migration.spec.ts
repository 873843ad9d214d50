import { DataSource } from 'typeorm';
import { JudgmentsAndStatusFilters1764900000000 } from '../../../src/shared/database/migrations/1764900000000-judgments-and-status-filters';
import { openIsolatedDataSource } from '../../support/isolated-database';

/**
 * Issue 30: the migration classifies the judgments already in the catalogue, names their
 * practitioners, and derives every status again under the new rules (an implied procedure, a
 * transfer that is no strike-off), with its own frozen rules.
 */
describe('judgments and status filters migration', () => {
  let db: DataSource;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openIsolatedDataSource('judgment_migration'));
  });
  afterAll(() => close());

  it('classifies the judgments and derives the statuses of the catalogue it finds', async () => {
    const migration = new JudgmentsAndStatusFilters1764900000000();
    const runner = db.createQueryRunner();
    await migration.down(runner);
    const notice = (
      annonceId: string,
      siren: string,
      typeAnnonce: string,
      typeJugement: string | null,
      complementaire: string | null,
      details: object | null = null,
    ) =>
      db.query(
        `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, siren,
           famille, type_jugement, complementaire, details_annonce_json)
         VALUES ($1, 'Société', '2024-03-10', $2, $3, NULL, $4, $5, $6)`,
        [annonceId, typeAnnonce, siren, typeJugement, complementaire, details],
      );
    await notice(
      'A1',
      '111111111',
      'collective',
      "Jugement d'ouverture de liquidation judiciaire",
      "Jugement prononçant la liquidation judiciaire, date de cessation des paiements le 27 Juillet 2024, désignant liquidateur SELARL MJ DE L'ALLIER, représentée par Maître RAYNAUD Pascal 4/6, rue Pétillât - 03200 Vichy .",
    );
    await notice(
      'B1',
      '222222222',
      'collective',
      "Dépôt de l'état de collocation",
      "L'état de collocation a été déposé au greffe du tribunal devant lequel s'est déroulé la procédure.",
    );
    await notice('C1', '333333333', 'radiation', null, null, {
      radiationaurcs: { commentaire: 'Transfert du siège social hors ressort' },
    });
    await notice('D1', '444444444', 'creation', null, null);
    await migration.up(runner);
    await runner.release();

    expect(
      await db.query(
        `SELECT annonce_id, judgment_kind, practitioners, company_status_code, company_inactive
         FROM analyzer_records ORDER BY annonce_id`,
      ),
    ).toEqual([
      {
        annonce_id: 'A1',
        judgment_kind: 'opening',
        practitioners: [
          {
            role: 'liquidateur',
            name: "SELARL MJ DE L'ALLIER, représentée par Maître RAYNAUD Pascal",
          },
        ],
        company_status_code: 'liquidation_judiciaire',
        company_inactive: false,
      },
      {
        annonce_id: 'B1',
        judgment_kind: 'claims',
        practitioners: null,
        company_status_code: 'procedure_collective',
        company_inactive: false,
      },
      {
        annonce_id: 'C1',
        judgment_kind: null,
        practitioners: null,
        company_status_code: 'active',
        company_inactive: false,
      },
      {
        annonce_id: 'D1',
        judgment_kind: null,
        practitioners: null,
        company_status_code: 'active',
        company_inactive: false,
      },
    ]);
    expect(await db.query(`SELECT siren, code FROM company_status ORDER BY siren`)).toEqual([
      { siren: '111111111', code: 'liquidation_judiciaire' },
      { siren: '222222222', code: 'procedure_collective' },
    ]);
  });
});
