import { MigrationInterface, QueryRunner } from 'typeorm';
// The parser as it stands at this migration, frozen here, so that changing it never rewrites it.
import { Officer, officersOf, soleTraderOf } from './frozen/1764950000000-officer-texts';

const BATCH = 2_000;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** `{personne: P | P[]}`, or an array of those, as notice-facts.ts reads it at this time. */
function personsOf(column: unknown): Json[] {
  const wrappers = Array.isArray(column) ? column : [column];
  return wrappers.flatMap((wrapper) => {
    if (!isObject(wrapper)) return [];
    const persons = wrapper.personne;
    return (Array.isArray(persons) ? persons : [persons]).filter(isObject);
  });
}

function officersNamedIn(persons: unknown): (Officer & { departed: boolean })[] {
  return personsOf(persons).flatMap((person) => {
    const administration = person.administration;
    if (typeof administration === 'string' && administration.trim()) {
      const { officers, departed } = officersOf(administration);
      return [
        ...officers.map((officer) => ({ ...officer, departed: false })),
        ...departed.map((officer) => ({ ...officer, departed: true })),
      ];
    }
    const trader = person.typePersonne === 'pp' ? soleTraderOf(person) : null;
    return trader ? [{ ...trader, departed: false }] : [];
  });
}

/**
 * Issue 32, CONTRACT §8.3: the officers each notice names, kept as it is written, so that the
 * company page reads them instead of parsing up to 500 texts on each view, and so that an
 * officer is found by name (`GET /api/officers`): each word of the search a word's beginning,
 * in any order, accents and case aside.
 */
export class NoticeOfficers1764950000000 implements MigrationInterface {
  name = 'NoticeOfficers1764950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notice_officers (
        annonce_id varchar NOT NULL,
        position smallint NOT NULL,
        siren char(9) NOT NULL,
        name text NOT NULL,
        role text NOT NULL,
        departed boolean NOT NULL,
        PRIMARY KEY (annonce_id, position))`);
    await this.readAllNotices(queryRunner);
    await queryRunner.query(`CREATE INDEX notice_officers_siren ON notice_officers (siren)`);
    await queryRunner.query(`CREATE INDEX notice_officers_name_words ON notice_officers
      USING gin (to_tsvector('simple', lower(f_unaccent(name))))`);
    // Every word of a name searched, in any order, each a word's beginning; null without a word.
    await queryRunner.query(`
      CREATE FUNCTION f_all_words_query(term text) RETURNS tsquery
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*',
              ' & ')::tsquery
            FROM unnest(to_tsvector('simple', lower(public.f_unaccent(term)))) $$`);
  }

  private async readAllNotices(queryRunner: QueryRunner): Promise<void> {
    let after = 0;
    for (;;) {
      const rows: { id: number; annonceId: string; siren: string; persons: unknown }[] =
        await queryRunner.query(
          `SELECT id, annonce_id AS "annonceId", siren,
             details_annonce_json->'listepersonnes' AS persons
           FROM analyzer_records WHERE id > $1 ORDER BY id LIMIT ${BATCH}`,
          [after],
        );
      if (!rows.length) return;
      const officers = rows
        .filter((row) => row.siren)
        .flatMap((row) =>
          officersNamedIn(row.persons).map((officer, position) => ({
            ...officer,
            position,
            annonceId: row.annonceId,
            siren: row.siren,
          })),
        );
      await queryRunner.query(
        `INSERT INTO notice_officers (annonce_id, position, siren, name, role, departed)
         SELECT "annonceId", position, siren, name, role, departed
         FROM jsonb_to_recordset($1::jsonb) AS o("annonceId" varchar, position smallint,
           siren char(9), name text, role text, departed boolean)
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(officers)],
      );
      after = rows[rows.length - 1].id;
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION f_all_words_query(text)`);
    await queryRunner.query(`DROP TABLE notice_officers`);
  }
}
