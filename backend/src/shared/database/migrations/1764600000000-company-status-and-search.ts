import { MigrationInterface, QueryRunner } from 'typeorm';
// A data migration: the catalogue's statuses derived by the rules and statements of that time,
// frozen here, so that changing the analyzer's rules never rewrites it.
import {
  CompanyStatusFact,
  deriveCompanyStatus,
  StatusNotice,
} from './frozen/1764600000000-company-status.rules';

/**
 * CONTRACT §7.3 and issue 15:
 * - records carry the official notice's URL, every SIREN of the notice (a sale or a merger names
 *   several; GIN-indexed for the company page and the SIREN filter), the notice a rectificatif
 *   or an annulation points at, and extra search words (the other SIRENs);
 * - the search reads two texts, each with its trigram index: the names, and the rest, which now
 *   also holds the address (postcode), the tribunal and the judgment (its nature and the start of
 *   its text; the family is a filter); a word found in the names ranks the record first, and the names'
 *   own index finds those quickly even when the word is everywhere else (a city, a tribunal);
 * - company_status holds a legal status per SIREN (code, since, notice) derived from all its
 *   notices, not only the inactive ones; the inactivity flag on records is now written with the
 *   statuses (set-based per batch) instead of by a row trigger.
 */
/** The judgment's text says what it rules first; the rest (names of liquidators…) is not searched. */
const JUDGMENT_TEXT_SEARCHED = 200;

export class CompanyStatusAndSearch1764600000000 implements MigrationInterface {
  name = 'CompanyStatusAndSearch1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE analyzer_records
        ADD COLUMN url_complete text,
        ADD COLUMN sirens text[] NOT NULL DEFAULT '{}',
        ADD COLUMN previous_annonce_id varchar(64),
        ADD COLUMN search_extra text`);
    await queryRunner.query(`
      UPDATE analyzer_records r SET
        url_complete = b.url_complete,
        sirens = ARRAY(SELECT DISTINCT m[1] FROM regexp_matches(
                   regexp_replace(coalesce(b.registre, ''), '\\s', '', 'g'), '(\\d{9})', 'g') m)
      FROM bodacc_announcements b WHERE b.id = r.annonce_id`);
    await queryRunner.query(`
      UPDATE analyzer_records SET sirens = array_prepend(siren::text, array_remove(sirens, siren::text))
      WHERE siren IS NOT NULL`);
    await queryRunner.query(`
      UPDATE analyzer_records SET
        search_extra = nullif(array_to_string(sirens, ' '), ''),
        previous_annonce_id = CASE
          WHEN details_annonce_json->'parutionavisprecedent'->>'numeroParution' ~ '^\\d+$'
           AND details_annonce_json->'parutionavisprecedent'->>'numeroAnnonce' ~ '^\\d+$'
          THEN right(coalesce(details_annonce_json->'parutionavisprecedent'->>'nomPublication', 'A'), 1)
            || (details_annonce_json->'parutionavisprecedent'->>'numeroParution')
            || (details_annonce_json->'parutionavisprecedent'->>'numeroAnnonce') END
      WHERE jsonb_typeof(details_annonce_json) = 'object' OR sirens <> '{}'`);

    await queryRunner.query(`DROP INDEX analyzer_records_search`);
    await queryRunner.query(`ALTER TABLE analyzer_records DROP COLUMN search_text`);
    await queryRunner.query(`
      ALTER TABLE analyzer_records
        ADD COLUMN name_text text GENERATED ALWAYS AS (lower(f_unaccent(
          coalesce(nom_complet, '') || ' ' || coalesce(nom_commercial, '')))) STORED,
        ADD COLUMN other_text text GENERATED ALWAYS AS (lower(f_unaccent(
          coalesce(rcs, '') || ' ' || coalesce(siren, '') || ' ' || coalesce(activite, '') || ' ' ||
          coalesce(ville, '') || ' ' || coalesce(adresse, '') || ' ' || coalesce(tribunal, '') || ' ' ||
          coalesce(type_jugement, '') || ' ' ||
          left(coalesce(complementaire, ''), ${JUDGMENT_TEXT_SEARCHED}) || ' ' ||
          coalesce(search_extra, '')))) STORED`);
    await queryRunner.query(
      `CREATE INDEX analyzer_records_name_text ON analyzer_records USING gin (name_text gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX analyzer_records_other_text ON analyzer_records USING gin (other_text gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX analyzer_records_sirens ON analyzer_records USING gin (sirens)`,
    );

    await queryRunner.query(`DROP TRIGGER company_status_flag_records ON company_status`);
    await queryRunner.query(`DROP FUNCTION company_status_flag_records()`);
    await queryRunner.query(`ALTER TABLE company_status ADD COLUMN code varchar(32)`);
    await queryRunner.query(`
      UPDATE company_status SET code = CASE reason WHEN 'radiation' THEN 'struck_off'
                                                   ELSE 'liquidation_closed' END`);
    await queryRunner.query(`
      ALTER TABLE company_status ALTER COLUMN code SET NOT NULL, DROP COLUMN reason,
        ALTER COLUMN inactive_since DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE company_status RENAME COLUMN inactive_since TO since`);
    await this.deriveEveryStatus(queryRunner);
  }

  /** Every company with a notice that can move its status, a few thousand at a time. */
  private async deriveEveryStatus(queryRunner: QueryRunner): Promise<void> {
    let after = '';
    for (;;) {
      const rows: { siren: string }[] = await queryRunner.query(
        `SELECT DISTINCT siren FROM analyzer_records
         WHERE siren > $1 AND type_annonce IN ('collective', 'radiation', 'rectificatif', 'annulation')
         ORDER BY siren LIMIT 5000`,
        [after],
      );
      if (!rows.length) return;
      await this.deriveStatuses(
        queryRunner,
        rows.map((row) => row.siren),
      );
      after = rows[rows.length - 1].siren;
    }
  }

  /** The statements of `company-status.refresh.ts` at that time, for these companies. */
  private async deriveStatuses(queryRunner: QueryRunner, batch: string[]): Promise<void> {
    const sirens = [...new Set(batch)].sort();
    await queryRunner.query(
      `SELECT pg_advisory_xact_lock(7303, hashtext(s))
       FROM (SELECT s FROM unnest($1::text[]) s ORDER BY s) ordered`,
      [sirens],
    );
    const notices: (StatusNotice & { siren: string })[] = await queryRunner.query(
      `SELECT siren, annonce_id AS "annonceId", type_annonce AS "typeAnnonce", famille,
         type_jugement AS "typeJugement", date_jugement::text AS "dateJugement",
         date_parution::text AS "dateParution", previous_annonce_id AS "previousAnnonceId"
       FROM analyzer_records
       WHERE siren = ANY($1::char(9)[])
         AND type_annonce = ANY('{collective,radiation,rectificatif,annulation}')`,
      [sirens],
    );
    const bySiren = new Map<string, StatusNotice[]>(sirens.map((siren) => [siren, []]));
    for (const notice of notices) bySiren.get(notice.siren)?.push(notice);
    const facts: (CompanyStatusFact & { siren: string })[] = [...bySiren].map(
      ([siren, ofCompany]) => ({ siren, ...deriveCompanyStatus(ofCompany) }),
    );
    await queryRunner.query(
      `WITH facts AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb)
           AS x(siren char(9), code varchar, since date, "annonceId" varchar)
       ), kept AS (
         INSERT INTO company_status (siren, code, since, source_annonce_id)
         SELECT siren, code, since, "annonceId" FROM facts
         WHERE code <> 'active' OR since IS NOT NULL
         ON CONFLICT (siren) DO UPDATE SET code = EXCLUDED.code, since = EXCLUDED.since,
           source_annonce_id = EXCLUDED.source_annonce_id, updated_at = now()
         WHERE (company_status.code, company_status.since, company_status.source_annonce_id)
           IS DISTINCT FROM (EXCLUDED.code, EXCLUDED.since, EXCLUDED.source_annonce_id)
       ), dropped AS (
         DELETE FROM company_status s USING facts f
         WHERE s.siren = f.siren AND f.code = 'active' AND f.since IS NULL
       )
       UPDATE analyzer_records r SET company_inactive = (f.code IN ('liquidation_closed', 'struck_off'))
       FROM facts f
       WHERE r.siren = f.siren
         AND r.company_inactive <> (f.code IN ('liquidation_closed', 'struck_off'))`,
      [JSON.stringify(facts)],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM company_status WHERE code NOT IN ('struck_off', 'liquidation_closed')`,
    );
    await queryRunner.query(`ALTER TABLE company_status RENAME COLUMN since TO inactive_since`);
    await queryRunner.query(`ALTER TABLE company_status ADD COLUMN reason varchar(32)`);
    await queryRunner.query(`
      UPDATE company_status SET reason = CASE code WHEN 'struck_off' THEN 'radiation'
                                                   ELSE 'liquidation_closed' END,
        inactive_since = coalesce(inactive_since, updated_at::date)`);
    await queryRunner.query(`
      ALTER TABLE company_status DROP COLUMN code, ALTER COLUMN reason SET NOT NULL,
        ALTER COLUMN inactive_since SET NOT NULL`);
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
    await queryRunner.query(`DROP INDEX analyzer_records_sirens`);
    await queryRunner.query(`DROP INDEX analyzer_records_name_text`);
    await queryRunner.query(`DROP INDEX analyzer_records_other_text`);
    await queryRunner.query(
      `ALTER TABLE analyzer_records DROP COLUMN name_text, DROP COLUMN other_text`,
    );
    await queryRunner.query(`
      ALTER TABLE analyzer_records ADD COLUMN search_text text GENERATED ALWAYS AS (lower(f_unaccent(
        coalesce(nom_complet, '') || ' ' || coalesce(nom_commercial, '') || ' ' ||
        coalesce(rcs, '') || ' ' || coalesce(siren, '') || ' ' || coalesce(activite, '') || ' ' ||
        coalesce(ville, '')))) STORED`);
    await queryRunner.query(
      `CREATE INDEX analyzer_records_search ON analyzer_records USING gin (search_text gin_trgm_ops)`,
    );
    await queryRunner.query(`
      ALTER TABLE analyzer_records DROP COLUMN search_extra, DROP COLUMN previous_annonce_id,
        DROP COLUMN sirens, DROP COLUMN url_complete`);
  }
}
