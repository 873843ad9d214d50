import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ledger rows carry a code and its parameters so that screens translate them (issue 14).
 * Existing rows get them from their English descriptions where these can be read; a consultation
 * takes its record's company name and SIREN as they are now.
 */
export class LedgerCodes1764510000000 implements MigrationInterface {
  name = 'LedgerCodes1764510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE credit_transactions
        ADD COLUMN code varchar(40),
        ADD COLUMN details jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`UPDATE credit_transactions SET code = type`);
    await queryRunner.query(`
      UPDATE credit_transactions t
         SET code = 'record_consultation',
             details = jsonb_strip_nulls(jsonb_build_object(
               'recordId', m.record_id, 'companyName', r.nom_complet, 'siren', r.siren))
        FROM (SELECT id, (substring(description FROM '^Record consultation #([0-9]{1,9})$'))::int
                AS record_id
                FROM credit_transactions WHERE type = 'usage') m
        LEFT JOIN analyzer_records r ON r.id = m.record_id
       WHERE t.id = m.id AND m.record_id IS NOT NULL`);
    await queryRunner.query(`
      UPDATE credit_transactions
         SET code = 'enrichment',
             details = jsonb_strip_nulls(jsonb_build_object(
               'siren', substring(description FROM '\\(SIREN ([0-9]+)\\)$'),
               'recordId', (substring(description FROM '^Enrichment of record ([0-9]{1,9}) '))::int,
               'companyName', CASE WHEN description !~ '^Enrichment of record [0-9]+ \\(SIREN'
                 THEN substring(description FROM '^Enrichment of (.*) \\(SIREN [0-9]+\\)$') END))
       WHERE type = 'usage' AND description LIKE 'Enrichment of %'`);
    await queryRunner.query(`
      UPDATE credit_transactions
         SET details = jsonb_build_object('plan', substring(description FROM ': (.*)$'))
       WHERE type IN ('subscription_grant', 'subscription_renewal')
         AND description ~ '^Subscription (renewal )?credits: '`);
    await queryRunner.query(`
      UPDATE credit_transactions t
         SET details = jsonb_build_object('packCredits', p.credits)
        FROM credit_packs p
       WHERE t.type = 'credit_purchase' AND p.name = t.description`);
    await queryRunner.query(`ALTER TABLE credit_transactions ALTER COLUMN code SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE credit_transactions DROP COLUMN code, DROP COLUMN details`,
    );
  }
}
