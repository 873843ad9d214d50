import { MigrationInterface, QueryRunner } from 'typeorm';
import {
  FACTS_OF_OFFICERS_BY_ANNONCE_ID,
  mergeFactsFunction,
  NAMES_OFFICERS_BY_ANNONCE_ID,
  refreshFactsFunction,
  REGISTRATIONS,
  statementTrigger,
} from './frozen/1764970000000-portfolio-facts';

const NAMES_OFFICERS_BY_RECORD = `EXISTS (SELECT 1 FROM notice_officers o WHERE o.record_id = x.id)`;

/** The facts a statement's officers move, each found through its record. */
const FACTS_OF_OFFICERS_BY_RECORD = `
  CREATE OR REPLACE FUNCTION refresh_portfolio_facts_of_officers() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO portfolio_company_facts AS p (siren, officers_changed_on)
      SELECT r.siren, max(r.date_parution)
      FROM new_rows o JOIN analyzer_records r ON r.id = o.record_id
      WHERE r.siren IS NOT NULL AND r.type_annonce NOT IN ${REGISTRATIONS}
        AND r.date_parution IS NOT NULL
      GROUP BY r.siren ORDER BY r.siren
      ON CONFLICT (siren) DO UPDATE
      SET officers_changed_on = greatest(p.officers_changed_on, EXCLUDED.officers_changed_on);
    ELSE
      PERFORM refresh_portfolio_facts((SELECT array_agg(DISTINCT r.siren::text)
        FROM old_rows o JOIN analyzer_records r ON r.id = o.record_id));
    END IF;
    RETURN NULL;
  END $$`;

const NAME_WORDS_INDEX = `CREATE INDEX notice_officers_name_words ON notice_officers
  USING gin (to_tsvector('simple', lower(f_unaccent(name))))`;

/** Replaces the officers' table by `shape`, filled by `fill`, with its index and triggers. */
async function replaceOfficersTable(
  queryRunner: QueryRunner,
  shape: string,
  fill: string,
): Promise<void> {
  await queryRunner.query(`CREATE TABLE notice_officers_replaced (${shape})`);
  await queryRunner.query(`INSERT INTO notice_officers_replaced ${fill}`);
  await queryRunner.query(`DROP TABLE notice_officers`);
  await queryRunner.query(`ALTER TABLE notice_officers_replaced RENAME TO notice_officers`);
  await queryRunner.query(
    `ALTER TABLE notice_officers RENAME CONSTRAINT notice_officers_replaced_pkey TO notice_officers_pkey`,
  );
  await queryRunner.query(NAME_WORDS_INDEX);
  for (const op of ['INSERT', 'DELETE'] as const) {
    await queryRunner.query(
      statementTrigger('notice_officers', op, 'refresh_portfolio_facts_of_officers'),
    );
  }
}

/**
 * Issue 31, storage that fits the whole history: a notice's officers are kept by its record's id
 * (4 bytes) instead of its text id and its company's SIREN, which its record holds; the index of
 * SIRENs goes (a company's officers are found through its records). 373 bytes a notice of the
 * real 2020 notices before.
 */
export class OfficersByRecord1765000000000 implements MigrationInterface {
  name = 'OfficersByRecord1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(FACTS_OF_OFFICERS_BY_RECORD);
    await replaceOfficersTable(
      queryRunner,
      `record_id integer NOT NULL REFERENCES analyzer_records(id) ON DELETE CASCADE,
       position smallint NOT NULL,
       departed boolean NOT NULL,
       name text NOT NULL,
       role text NOT NULL,
       PRIMARY KEY (record_id, position)`,
      `(record_id, position, departed, name, role)
       SELECT r.id, o.position, o.departed, o.name, o.role
       FROM notice_officers o JOIN analyzer_records r ON r.annonce_id = o.annonce_id
       ORDER BY r.id, o.position`,
    );
    await queryRunner.query(refreshFactsFunction(NAMES_OFFICERS_BY_RECORD));
    await queryRunner.query(mergeFactsFunction(NAMES_OFFICERS_BY_RECORD));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(FACTS_OF_OFFICERS_BY_ANNONCE_ID);
    await replaceOfficersTable(
      queryRunner,
      `annonce_id varchar NOT NULL,
       position smallint NOT NULL,
       siren char(9) NOT NULL,
       name text NOT NULL,
       role text NOT NULL,
       departed boolean NOT NULL,
       PRIMARY KEY (annonce_id, position)`,
      `(annonce_id, position, siren, name, role, departed)
       SELECT r.annonce_id, o.position, r.siren, o.name, o.role, o.departed
       FROM notice_officers o JOIN analyzer_records r ON r.id = o.record_id`,
    );
    await queryRunner.query(`CREATE INDEX notice_officers_siren ON notice_officers (siren)`);
    await queryRunner.query(refreshFactsFunction(NAMES_OFFICERS_BY_ANNONCE_ID));
    await queryRunner.query(mergeFactsFunction(NAMES_OFFICERS_BY_ANNONCE_ID));
  }
}
