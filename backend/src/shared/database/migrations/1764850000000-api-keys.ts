import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CONTRACT §7.6: API keys. Only the SHA-256 of a secret is kept (looked up by it on each key
 * request) with its first characters to tell keys apart; a revoked key is deleted. Deleting the
 * user deletes its keys.
 */
export class ApiKeys1764850000000 implements MigrationInterface {
  name = 'ApiKeys1764850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE api_keys (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        prefix varchar(20) NOT NULL,
        secret_hash char(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX api_keys_user ON api_keys (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE api_keys`);
  }
}
