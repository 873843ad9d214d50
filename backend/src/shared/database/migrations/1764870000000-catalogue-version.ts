import { MigrationInterface, QueryRunner } from 'typeorm';

const CATALOGUE_TABLES = ['analyzer_records', 'record_assignments'];

/**
 * Issue 19: a version of what the search counts, so that counts can be kept between two changes
 * (CatalogueReadCache). Every transaction that writes the records or their assignments, however
 * it writes them (jobs, a migration, psql), adds one to `catalogue_version.version` when it
 * commits: the number and the rows it describes become visible together, on the primary and on a
 * replica alike.
 *
 * The triggers are deferred to the commit: the version's row is locked last and only for the
 * commit, so two writers never wait on each other mid-batch. They are row triggers (constraint
 * triggers can be nothing else), so a transaction-local flag keeps it to one increment per
 * transaction.
 */
export class CatalogueVersion1764870000000 implements MigrationInterface {
  name = 'CatalogueVersion1764870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalogue_version (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        version bigint NOT NULL
      )`);
    await queryRunner.query(`INSERT INTO catalogue_version (version) VALUES (1)`);
    await queryRunner.query(`
      CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('bodacc.catalogue_bumped_by', true) IS DISTINCT FROM txid_current()::text THEN
          UPDATE catalogue_version SET version = version + 1;
          PERFORM set_config('bodacc.catalogue_bumped_by', txid_current()::text, true);
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of CATALOGUE_TABLES) {
      await queryRunner.query(`
        CREATE CONSTRAINT TRIGGER ${table}_bump_catalogue_version
        AFTER INSERT OR UPDATE OR DELETE ON ${table}
        DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version()`);
      // TRUNCATE fires no row trigger: it bumps at once (tests and resets only).
      await queryRunner.query(`
        CREATE TRIGGER ${table}_truncate_bumps_catalogue_version
        AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of CATALOGUE_TABLES) {
      await queryRunner.query(`DROP TRIGGER ${table}_truncate_bumps_catalogue_version ON ${table}`);
      await queryRunner.query(`DROP TRIGGER ${table}_bump_catalogue_version ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION bump_catalogue_version()`);
    await queryRunner.query(`DROP TABLE catalogue_version`);
  }
}
