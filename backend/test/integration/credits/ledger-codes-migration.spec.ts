import { DataSource } from 'typeorm';
import { LedgerCodes1764510000000 } from '../../../src/shared/database/migrations/1764510000000-ledger-codes';
import { openIsolatedDataSource } from '../../support/isolated-database';

/** Rows written before codes existed get them from their English descriptions. */
describe('ledger codes migration', () => {
  let db: DataSource;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openIsolatedDataSource('ledger_codes'));
  });
  afterAll(() => close());

  it('reads the code and params back from the descriptions it can parse', async () => {
    const migration = new LedgerCodes1764510000000();
    const runner = db.createQueryRunner();
    await migration.down(runner);
    const [{ id: userId }] = await db.query(
      `INSERT INTO users (email, full_name, password_hash)
       VALUES ('legacy@example.com', 'Léa Legacy', 'x') RETURNING id`,
    );
    const [{ id: recordId }] = await db.query(
      `INSERT INTO analyzer_records (annonce_id, nom_complet, siren)
       VALUES ('LEGACY-1', 'Boulangerie Dupont', '123456789') RETURNING id`,
    );
    const rows: [string, number, string][] = [
      ['welcome', 10, 'Welcome credits'],
      ['subscription_grant', 100, 'Subscription credits: Professionnel'],
      ['subscription_renewal', 100, 'Subscription renewal credits: Entreprise'],
      ['credit_purchase', 500, '500 crédits'],
      ['usage', -1, `Record consultation #${recordId}`],
      ['usage', -5, 'Enrichment of Boulangerie Dupont (SIREN 123456789)'],
      ['usage', -5, 'Enrichment of record 7 (SIREN 987654321)'],
      ['adjustment', 3, 'Geste commercial'],
    ];
    for (const [type, amount, description] of rows) {
      await db.query(
        `INSERT INTO credit_transactions (user_id, type, amount, balance_after, description)
         VALUES ($1, $2, $3, 0, $4)`,
        [userId, type, amount, description],
      );
    }
    await migration.up(runner);
    await runner.release();

    const migrated = await db.query(
      `SELECT code, details FROM credit_transactions WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    expect(migrated).toEqual([
      { code: 'welcome', details: {} },
      { code: 'subscription_grant', details: { plan: 'Professionnel' } },
      { code: 'subscription_renewal', details: { plan: 'Entreprise' } },
      { code: 'credit_purchase', details: { packCredits: 500 } },
      {
        code: 'record_consultation',
        details: { recordId, companyName: 'Boulangerie Dupont', siren: '123456789' },
      },
      {
        code: 'enrichment',
        details: { companyName: 'Boulangerie Dupont', siren: '123456789' },
      },
      { code: 'enrichment', details: { recordId: 7, siren: '987654321' } },
      { code: 'adjustment', details: {} },
    ]);
  });
});
