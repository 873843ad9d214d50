import { MigrationInterface, QueryRunner } from 'typeorm';

/** A record's place in the counts: its day, type, department, tribunal and activity. */
const KEY_OF = (rows: string) => `
  SELECT date_parution AS day,
    coalesce(type_annonce, '') AS type_annonce,
    coalesce(numero_departement, '') AS departement,
    coalesce(regexp_replace(lower(f_unaccent(tribunal.name)), '^greffe du ', ''), '') AS tribunal_key,
    company_inactive, tribunal.name AS tribunal
  FROM ${rows} CROSS JOIN LATERAL (SELECT nullif(btrim(regexp_replace(tribunal, '[[:space:]]+', ' ', 'g')), '')
    AS name) tribunal`;
const KEY_COLUMNS = 'type_annonce, departement, tribunal_key, company_inactive';
const CHANGE_KEY = `day, ${KEY_COLUMNS}`;

/**
 * Issue 31, analytics at history scale: the records counted per month (and per day, for the
 * days at a range's edges), type, department, tribunal and activity, kept by the writes
 * themselves, so that a viewer who sees everything reads counts instead of grouping millions of
 * records. A statement's changes land in `catalogue_count_changes` (appended, never contended);
 * the catalogue's writers fold them into `catalogue_counts` and `catalogue_day_counts` one at a
 * time (an advisory lock), and a read adds the changes not folded yet.
 */
export class CatalogueCounts1764910000000 implements MigrationInterface {
  name = 'CatalogueCounts1764910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const counted = `type_annonce text NOT NULL, departement text NOT NULL, tribunal_key text NOT NULL,
      company_inactive boolean NOT NULL, tribunal text, count integer NOT NULL`;
    // Months (YYYY-MM) compare byte by byte: a range of them reads no collation.
    await queryRunner.query(`CREATE TABLE catalogue_counts (month text COLLATE "C" NOT NULL, ${counted},
      PRIMARY KEY (month, ${KEY_COLUMNS}))`);
    await queryRunner.query(`CREATE TABLE catalogue_day_counts (day date NOT NULL, ${counted},
      PRIMARY KEY (day, ${KEY_COLUMNS}))`);
    // An undated record's day is null: it counts in the months' counts only.
    await queryRunner.query(`CREATE TABLE catalogue_count_changes (day date, ${counted})`);
    await queryRunner.query(`
      CREATE FUNCTION count_catalogue_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO catalogue_count_changes
          SELECT ${CHANGE_KEY}, max(tribunal), count(*) FROM (${KEY_OF('new_rows')}) k
          GROUP BY ${CHANGE_KEY};
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO catalogue_count_changes
          SELECT ${CHANGE_KEY}, max(tribunal), -count(*) FROM (${KEY_OF('old_rows')}) k
          GROUP BY ${CHANGE_KEY};
        ELSE
          -- An update that moves no record between counts (most of them) adds nothing.
          INSERT INTO catalogue_count_changes
          SELECT ${CHANGE_KEY}, max(tribunal), sum(change) FROM (
            SELECT k.*, -1 AS change FROM (${KEY_OF('old_rows')}) k
            UNION ALL SELECT k.*, 1 FROM (${KEY_OF('new_rows')}) k) changes
          GROUP BY ${CHANGE_KEY} HAVING sum(change) <> 0;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER analyzer_records_count_inserts AFTER INSERT ON analyzer_records
      REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_changes()`);
    await queryRunner.query(`
      CREATE TRIGGER analyzer_records_count_updates AFTER UPDATE ON analyzer_records
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_changes()`);
    await queryRunner.query(`
      CREATE TRIGGER analyzer_records_count_deletes AFTER DELETE ON analyzer_records
      REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_changes()`);
    await queryRunner.query(`
      CREATE FUNCTION forget_catalogue_counts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM catalogue_counts;
        DELETE FROM catalogue_day_counts;
        DELETE FROM catalogue_count_changes;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER analyzer_records_truncate_counts AFTER TRUNCATE ON analyzer_records
      FOR EACH STATEMENT EXECUTE FUNCTION forget_catalogue_counts()`);
    await queryRunner.query(`
      INSERT INTO catalogue_counts
      SELECT coalesce(to_char(day, 'YYYY-MM'), ''), ${KEY_COLUMNS}, max(tribunal), count(*)
      FROM (${KEY_OF('analyzer_records')}) k GROUP BY 1, ${KEY_COLUMNS}`);
    await queryRunner.query(`
      INSERT INTO catalogue_day_counts
      SELECT ${CHANGE_KEY}, max(tribunal), count(*) FROM (${KEY_OF('analyzer_records')}) k
      WHERE day IS NOT NULL GROUP BY ${CHANGE_KEY}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER analyzer_records_truncate_counts ON analyzer_records`);
    for (const op of ['inserts', 'updates', 'deletes']) {
      await queryRunner.query(`DROP TRIGGER analyzer_records_count_${op} ON analyzer_records`);
    }
    await queryRunner.query(`DROP FUNCTION forget_catalogue_counts()`);
    await queryRunner.query(`DROP FUNCTION count_catalogue_changes()`);
    await queryRunner.query(`DROP TABLE catalogue_count_changes`);
    await queryRunner.query(`DROP TABLE catalogue_day_counts`);
    await queryRunner.query(`DROP TABLE catalogue_counts`);
  }
}
