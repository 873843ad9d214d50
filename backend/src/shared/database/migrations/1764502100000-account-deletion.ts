import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CONTRACT 7.7: deleting an account keeps its ledger and payment rows, anonymised (user_id set
 * null), for accounting. Deleting documents, whatever deletes them (a cascade from the user or
 * the favorite, an admin's SQL), records their stored file names so the sweeper removes the files.
 */
export class AccountDeletion1764502100000 implements MigrationInterface {
  name = 'AccountDeletion1764502100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['credit_transactions', 'payments']) {
      await queryRunner.query(`ALTER TABLE ${table} ALTER COLUMN user_id DROP NOT NULL`);
      await queryRunner.query(
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_user_id_fkey,
           ADD CONSTRAINT ${table}_user_id_fkey
             FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL`,
      );
    }
    await queryRunner.query(`
      CREATE TABLE deleted_document_files (
        stored_name varchar(64) PRIMARY KEY,
        deleted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE FUNCTION record_deleted_document_files() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO deleted_document_files (stored_name)
          SELECT stored_name FROM gone ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER favorite_documents_deleted AFTER DELETE ON favorite_documents
        REFERENCING OLD TABLE AS gone
        FOR EACH STATEMENT EXECUTE FUNCTION record_deleted_document_files()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER favorite_documents_deleted ON favorite_documents`);
    await queryRunner.query(`DROP FUNCTION record_deleted_document_files()`);
    await queryRunner.query(`DROP TABLE deleted_document_files`);
    for (const table of ['credit_transactions', 'payments']) {
      await queryRunner.query(`DELETE FROM ${table} WHERE user_id IS NULL`);
      await queryRunner.query(`ALTER TABLE ${table} ALTER COLUMN user_id SET NOT NULL`);
      await queryRunner.query(
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_user_id_fkey,
           ADD CONSTRAINT ${table}_user_id_fkey
             FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE`,
      );
    }
  }
}
