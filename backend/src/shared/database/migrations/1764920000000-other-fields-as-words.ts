import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, storage and load speed at history scale: the other fields (address, city, activity,
 * tribunal, the judgment's text…) are searched as words, each word of the search a word's
 * beginning, through a full-text index, instead of any substring through a trigram index. That
 * index took 609 of the 1,180 bytes of indexes per notice, and 11 of the 20 seconds of writing
 * 124,000 real notices; the words' index takes about 220 bytes. Names keep their trigram index:
 * a part of a name is still found anywhere in it.
 */
export class OtherFieldsAsWords1764920000000 implements MigrationInterface {
  name = 'OtherFieldsAsWords1764920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The words of a search's term as a query, split as the index splits the text: each word a
    // beginning, in their order ("saint-den" finds "Saint-Denis"). Null when it holds no word.
    // The lexemes are quoted into the query as they are (to_tsquery would split them again).
    await queryRunner.query(`
      CREATE FUNCTION f_words_query(term text) RETURNS tsquery
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*',
              ' <-> ' ORDER BY positions[1])::tsquery
            FROM unnest(to_tsvector('simple', lower(public.f_unaccent(term)))) $$`);
    await queryRunner.query(`DROP INDEX analyzer_records_other_text`);
    await queryRunner.query(`CREATE INDEX analyzer_records_other_words ON analyzer_records
      USING gin (to_tsvector('simple', other_text))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX analyzer_records_other_words`);
    await queryRunner.query(
      `CREATE INDEX analyzer_records_other_text ON analyzer_records USING gin (other_text gin_trgm_ops)`,
    );
    await queryRunner.query(`DROP FUNCTION f_words_query(text)`);
  }
}
