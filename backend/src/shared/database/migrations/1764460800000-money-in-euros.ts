import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['subscription_plans', 'credit_packs', 'checkout_sessions', 'payments'];

/**
 * CONTRACT 4.6: money is in euros. The prices were always the euro amounts the screens showed,
 * only labelled `usd`; the amounts stay, the currency becomes `eur` everywhere it is stored.
 */
export class MoneyInEuros1764460800000 implements MigrationInterface {
  name = 'MoneyInEuros1764460800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`UPDATE ${table} SET currency = 'eur' WHERE currency <> 'eur'`);
    }
    await queryRunner.query(
      `ALTER TABLE subscription_plans ALTER COLUMN currency SET DEFAULT 'eur'`,
    );
    await queryRunner.query(`ALTER TABLE credit_packs ALTER COLUMN currency SET DEFAULT 'eur'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`UPDATE ${table} SET currency = 'usd' WHERE currency = 'eur'`);
    }
    await queryRunner.query(
      `ALTER TABLE subscription_plans ALTER COLUMN currency SET DEFAULT 'usd'`,
    );
    await queryRunner.query(`ALTER TABLE credit_packs ALTER COLUMN currency SET DEFAULT 'usd'`);
  }
}
