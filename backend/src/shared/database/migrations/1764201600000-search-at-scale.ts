import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search at millions of records (docs/performance.md has the EXPLAIN output behind each step):
 * - the search orders by `date_parution DESC NULLS LAST, id DESC`, but the first indexes were
 *   `DESC` (nulls first), so none could give that order and every page sorted all its matches:
 *   rebuilt in the order of the query;
 * - the inactive rule was an anti-join on company_status evaluated row by row along the index,
 *   and the planner cannot see that, e.g., radiations are almost all inactive (a page of them
 *   scanned every radiation): records carry `company_inactive`, kept by a trigger on
 *   company_status and by the catalogue upsert, and partial indexes cover the active records.
 */
export class SearchAtScale1764201600000 implements MigrationInterface {
  name = 'SearchAtScale1764201600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX analyzer_records_date`);
    await queryRunner.query(
      `CREATE INDEX analyzer_records_date ON analyzer_records (date_parution DESC NULLS LAST, id DESC)`,
    );
    await queryRunner.query(`DROP INDEX analyzer_records_type_date`);
    await queryRunner.query(
      `CREATE INDEX analyzer_records_type_date ON analyzer_records (type_annonce, date_parution DESC NULLS LAST, id DESC)`,
    );
    await queryRunner.query(
      `ALTER TABLE analyzer_records ADD COLUMN company_inactive boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`
      UPDATE analyzer_records r SET company_inactive = true
      FROM company_status s WHERE s.siren = r.siren`);
    await queryRunner.query(`
      CREATE FUNCTION company_status_flag_records() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE analyzer_records SET company_inactive = false
          WHERE siren = OLD.siren AND company_inactive;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          UPDATE analyzer_records SET company_inactive = true
          WHERE siren = NEW.siren AND NOT company_inactive;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER company_status_flag_records
      AFTER INSERT OR DELETE OR UPDATE OF siren ON company_status
      FOR EACH ROW EXECUTE FUNCTION company_status_flag_records()`);
    await queryRunner.query(
      `CREATE INDEX analyzer_records_active_date ON analyzer_records (date_parution DESC NULLS LAST, id DESC) WHERE NOT company_inactive`,
    );
    await queryRunner.query(
      `CREATE INDEX analyzer_records_active_type_date ON analyzer_records (type_annonce, date_parution DESC NULLS LAST, id DESC) WHERE NOT company_inactive`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX analyzer_records_active_type_date`);
    await queryRunner.query(`DROP INDEX analyzer_records_active_date`);
    await queryRunner.query(`DROP TRIGGER company_status_flag_records ON company_status`);
    await queryRunner.query(`DROP FUNCTION company_status_flag_records()`);
    await queryRunner.query(`ALTER TABLE analyzer_records DROP COLUMN company_inactive`);
    await queryRunner.query(`DROP INDEX analyzer_records_date`);
    await queryRunner.query(
      `CREATE INDEX analyzer_records_date ON analyzer_records (date_parution DESC, id DESC)`,
    );
    await queryRunner.query(`DROP INDEX analyzer_records_type_date`);
    await queryRunner.query(
      `CREATE INDEX analyzer_records_type_date ON analyzer_records (type_annonce, date_parution DESC, id DESC)`,
    );
  }
}
