import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, the company's identity from the Sirene register (CONTRACT §8.3): what the public
 * recherche-entreprises API answered for a SIREN, kept 7 days from `fetched_at`. A row with
 * `is_found` false remembers that the register has no such SIREN, so it is not asked again.
 */
export class CompanyIdentities1764930000000 implements MigrationInterface {
  name = 'CompanyIdentities1764930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE company_identities (
        siren text PRIMARY KEY,
        is_found boolean NOT NULL,
        naf text,
        headcount_range text,
        created_on date,
        administrative_state text CHECK (administrative_state IN ('A', 'C')),
        head_office_siret text,
        establishments integer,
        open_establishments integer,
        fetched_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE company_identities`);
  }
}
