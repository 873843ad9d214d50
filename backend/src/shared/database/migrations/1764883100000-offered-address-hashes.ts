import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: the welcome credits (CONTRACT 4.5) and the free trial (4.6) are given once per
 * address, not once per account. For each address that had one, a keyed hash (HMAC-SHA256 of its
 * confusable skeleton, identity/offered-address-history.ts) says which: no user id, no address,
 * so the row outlives the account's deletion without naming anyone.
 */
export class OfferedAddressHashes1764883100000 implements MigrationInterface {
  name = 'OfferedAddressHashes1764883100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE offered_address_hashes (
         address_hash text PRIMARY KEY,
         had_welcome_credits boolean NOT NULL DEFAULT false,
         had_trial boolean NOT NULL DEFAULT false,
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE offered_address_hashes`);
  }
}
