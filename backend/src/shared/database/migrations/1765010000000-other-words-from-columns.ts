import { MigrationInterface, QueryRunner } from 'typeorm';

/** The judgment's text says what it rules first; the rest (names of liquidators…) is not searched. */
const JUDGMENT_TEXT_SEARCHED = 200;

/**
 * The other fields as one lower-cased, unaccented text (the stored column's expression, migration
 * 1764600000000): of the row's columns, or of the function's parameters, named alike.
 */
const OTHER_TEXT = `lower(public.f_unaccent(
  coalesce(rcs, '') || ' ' || coalesce(siren, '') || ' ' || coalesce(activite, '') || ' ' ||
  coalesce(ville, '') || ' ' || coalesce(adresse, '') || ' ' || coalesce(tribunal, '') || ' ' ||
  coalesce(type_jugement, '') || ' ' || left(coalesce(complementaire, ''), ${JUDGMENT_TEXT_SEARCHED})
  || ' ' || coalesce(search_extra, '')))`;

/** The columns the other fields' words are read from, in the function's order. */
const OTHER_COLUMNS = `rcs, siren, activite, ville, adresse, tribunal, type_jugement, complementaire,
  search_extra`;

/**
 * Issue 31, storage that fits the whole history: the other fields' words are indexed from the
 * columns themselves instead of from a stored copy of them (`other_text`: 262 of the 1,084 bytes
 * of a real notice's row). The search reads the same words through `f_other_words`, the index's
 * expression; a row the index cannot rule on exactly reads them from its columns again.
 */
export class OtherWordsFromColumns1765010000000 implements MigrationInterface {
  name = 'OtherWordsFromColumns1765010000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The same text as the stored column's, as words.
    await queryRunner.query(`
      CREATE FUNCTION f_other_words(rcs text, siren text, activite text, ville text, adresse text,
        tribunal text, type_jugement text, complementaire text, search_extra text)
      RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT to_tsvector('simple', ${OTHER_TEXT}) $$`);
    await queryRunner.query(`DROP INDEX analyzer_records_other_words`);
    await queryRunner.query(`ALTER TABLE analyzer_records DROP COLUMN other_text`);
    await queryRunner.query(`CREATE INDEX analyzer_records_other_words ON analyzer_records
      USING gin (f_other_words(${OTHER_COLUMNS}))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX analyzer_records_other_words`);
    await queryRunner.query(`
      ALTER TABLE analyzer_records
        ADD COLUMN other_text text GENERATED ALWAYS AS (${OTHER_TEXT}) STORED`);
    await queryRunner.query(`CREATE INDEX analyzer_records_other_words ON analyzer_records
      USING gin (to_tsvector('simple', other_text))`);
    await queryRunner.query(`DROP FUNCTION f_other_words`);
  }
}
