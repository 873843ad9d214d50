import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails are now compared in their NFKC form (identity/dto/normalize.ts). Stored ones written
 * in another form (NFD accents, fullwidth letters) are rewritten so their owners can still sign
 * in; a row whose canonical form already belongs to another account is left as it is (a
 * look-alike duplicate, for an admin to settle), rather than failing the migration.
 */
export class CanonicalEmails1764502000000 implements MigrationInterface {
  name = 'CanonicalEmails1764502000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE users u SET email = lower(normalize(u.email, NFKC))
       WHERE u.email <> lower(normalize(u.email, NFKC))
         AND NOT EXISTS (SELECT 1 FROM users other
                         WHERE other.id <> u.id
                           AND lower(other.email) = lower(normalize(u.email, NFKC)))`,
    );
  }

  async down(): Promise<void> {
    // The original spellings are not kept; the canonical ones are equally valid.
  }
}
