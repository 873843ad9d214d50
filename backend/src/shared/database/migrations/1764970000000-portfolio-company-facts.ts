import { MigrationInterface, QueryRunner } from 'typeorm';

/** A move's words (company-status.rules `isTransferText`), unaccented and in lower case. */
const MOVE_WORDS = String.raw`transf(ert|erer|ere|erant)\M[^.]*\mhors (du )?ressort|\mimmatricul\w*[^.]*\msuite (a|au|du) (son |le |du )?transfert`;
/** The notice's own words the status reads (company-status.refresh `STATUS_TEXT`). */
const STATUS_TEXT = `concat_ws(' ', r.complementaire,
  r.details_annonce_json->'radiationaurcs'->>'commentaire',
  r.details_annonce_json->'acte'->>'descriptif',
  r.details_annonce_json->'modificationsgenerales'->>'descriptif')`;
/** How many of a company's newest publication days are kept: its counts of 7 and 30 days. */
const RECENT_DAYS = 50;
/**
 * Writers lock the facts of their SIRENs by bucket of SIRENs, not one lock each: a load of
 * 100,000 companies would not fit the server's lock table.
 */
const LOCK_BUCKETS = 64;
const REGISTRATIONS = `('creation', 'immatriculation')`;
const FACT_COLUMNS = `name, last_date, last_type, last_annonce_id, recent_dates, latest_closing,
  officers_changed_on, moved_on`;

/**
 * Issue 33, CONTRACT §8.4: what a portfolio shows of each company, kept per SIREN by the
 * catalogue's writes (triggers), so that a portfolio of 10,000 companies reads 10,000 rows
 * instead of every notice of each. The facts are days, not flags: the flags of the last 7 and 90
 * days are read from them on the day of the view.
 *
 * A write of notices derives again the facts of every company they name, from all its notices,
 * under a lock on them taken before reading (the status refresh's way), so two writers of one
 * company cannot each miss the other's notices. A notice's officers, written after it, only move
 * the day of the last change of officers forward.
 */
export class PortfolioCompanyFacts1764970000000 implements MigrationInterface {
  name = 'PortfolioCompanyFacts1764970000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE portfolio_company_facts (
        siren text PRIMARY KEY,
        name text,
        last_date date,
        last_type varchar,
        last_annonce_id varchar,
        recent_dates date[] NOT NULL DEFAULT '{}',
        latest_closing text,
        officers_changed_on date,
        moved_on date)`);
    await queryRunner.query(`
      CREATE FUNCTION refresh_portfolio_facts(touched text[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(7304, bucket)
        FROM (SELECT DISTINCT abs(hashtext(s) % ${LOCK_BUCKETS}) AS bucket FROM unnest(touched) s
              WHERE s IS NOT NULL ORDER BY 1) ordered;
        WITH facts AS (
          SELECT t.s AS siren, named.*, own.*
          FROM (SELECT DISTINCT s FROM unnest(touched) s WHERE s IS NOT NULL) t
          CROSS JOIN LATERAL (
            SELECT count(*) AS named,
              (array_agg(r.date_parution ORDER BY r.date_parution DESC NULLS LAST, r.annonce_id DESC))[1]
                AS last_date,
              (array_agg(r.type_annonce ORDER BY r.date_parution DESC NULLS LAST, r.annonce_id DESC))[1]
                AS last_type,
              (array_agg(r.annonce_id ORDER BY r.date_parution DESC NULLS LAST, r.annonce_id DESC))[1]
                AS last_annonce_id,
              coalesce((array_agg(r.date_parution ORDER BY r.date_parution DESC)
                FILTER (WHERE r.date_parution IS NOT NULL))[1:${RECENT_DAYS}], '{}') AS recent_dates
            FROM analyzer_records r WHERE r.sirens @> ARRAY[t.s]) named
          CROSS JOIN LATERAL (
            SELECT count(*) AS own,
              (array_agg(r.nom_complet ORDER BY r.date_parution DESC NULLS LAST, r.annonce_id DESC)
                FILTER (WHERE r.nom_complet IS NOT NULL))[1] AS name,
              max(r.details_annonce_json->'depot'->>'dateCloture') FILTER (
                WHERE r.details_annonce_json->'depot'->>'dateCloture' ~ '^\\d{4}-\\d{2}-\\d{2}$')
                AS latest_closing,
              max(r.date_parution) FILTER (WHERE r.type_annonce NOT IN ${REGISTRATIONS}
                AND EXISTS (SELECT 1 FROM notice_officers o WHERE o.annonce_id = r.annonce_id))
                AS officers_changed_on,
              max(r.date_parution) FILTER (
                WHERE r.type_annonce IN ('radiation', 'immatriculation', 'creation', 'vente')
                AND f_unaccent(lower(${STATUS_TEXT})) ~ '${MOVE_WORDS}') AS moved_on
            FROM analyzer_records r WHERE r.siren = t.s::char(9)) own
        ), kept AS (
          INSERT INTO portfolio_company_facts (siren, ${FACT_COLUMNS})
          SELECT siren, ${FACT_COLUMNS} FROM facts WHERE named + own > 0 ORDER BY siren
          ON CONFLICT (siren) DO UPDATE SET (${FACT_COLUMNS}) =
            (EXCLUDED.name, EXCLUDED.last_date, EXCLUDED.last_type, EXCLUDED.last_annonce_id,
             EXCLUDED.recent_dates, EXCLUDED.latest_closing, EXCLUDED.officers_changed_on,
             EXCLUDED.moved_on)
        )
        DELETE FROM portfolio_company_facts p USING facts f
        WHERE p.siren = f.siren AND f.named + f.own = 0;
      END $$`);
    // The SIRENs a statement's rows name, each row's own among them.
    const sirensOf = (rows: string) =>
      `SELECT array_agg(DISTINCT s) FROM ${rows} x,
         unnest(coalesce(x.sirens, '{}') || ARRAY[x.siren::text]) s WHERE s IS NOT NULL`;
    await queryRunner.query(`
      CREATE FUNCTION refresh_portfolio_facts_of_records() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM refresh_portfolio_facts((${sirensOf('new_rows')}));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM refresh_portfolio_facts((${sirensOf('old_rows')}));
        ELSE
          -- Only the rows whose facts' columns changed (not a status written on them).
          PERFORM refresh_portfolio_facts((${sirensOf(`(
            SELECT n.siren, n.sirens FROM new_rows n JOIN old_rows o USING (id)
            WHERE (n.date_parution, n.type_annonce, n.siren, n.sirens, n.nom_complet,
                   n.details_annonce_json, n.complementaire)
              IS DISTINCT FROM (o.date_parution, o.type_annonce, o.siren, o.sirens, o.nom_complet,
                   o.details_annonce_json, o.complementaire)
            UNION ALL
            SELECT o.siren, o.sirens FROM new_rows n JOIN old_rows o USING (id)
            WHERE (n.siren, n.sirens) IS DISTINCT FROM (o.siren, o.sirens))`)}));
        END IF;
        RETURN NULL;
      END $$`);
    for (const [op, referencing] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ]) {
      await queryRunner.query(`
        CREATE TRIGGER analyzer_records_portfolio_${op.toLowerCase()}s AFTER ${op} ON analyzer_records
        REFERENCING ${referencing}
        FOR EACH STATEMENT EXECUTE FUNCTION refresh_portfolio_facts_of_records()`);
    }
    await queryRunner.query(`
      CREATE FUNCTION refresh_portfolio_facts_of_officers() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO portfolio_company_facts AS p (siren, officers_changed_on)
          SELECT o.siren, max(r.date_parution)
          FROM new_rows o JOIN analyzer_records r ON r.annonce_id = o.annonce_id AND r.siren = o.siren
          WHERE r.type_annonce NOT IN ${REGISTRATIONS} AND r.date_parution IS NOT NULL
          GROUP BY o.siren ORDER BY o.siren
          ON CONFLICT (siren) DO UPDATE
          SET officers_changed_on = greatest(p.officers_changed_on, EXCLUDED.officers_changed_on);
        ELSE
          PERFORM refresh_portfolio_facts((SELECT array_agg(DISTINCT siren::text) FROM old_rows));
        END IF;
        RETURN NULL;
      END $$`);
    for (const [op, referencing] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ]) {
      await queryRunner.query(`
        CREATE TRIGGER notice_officers_portfolio_${op.toLowerCase()}s AFTER ${op} ON notice_officers
        REFERENCING ${referencing}
        FOR EACH STATEMENT EXECUTE FUNCTION refresh_portfolio_facts_of_officers()`);
    }
    await queryRunner.query(`
      CREATE FUNCTION forget_portfolio_facts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM portfolio_company_facts;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER analyzer_records_truncate_portfolio AFTER TRUNCATE ON analyzer_records
      FOR EACH STATEMENT EXECUTE FUNCTION forget_portfolio_facts()`);
    await queryRunner.query(`SELECT refresh_portfolio_facts(
      (SELECT array_agg(DISTINCT s) FROM analyzer_records x,
         unnest(coalesce(x.sirens, '{}') || ARRAY[x.siren::text]) s WHERE s IS NOT NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER analyzer_records_truncate_portfolio ON analyzer_records`);
    for (const op of ['inserts', 'updates', 'deletes']) {
      await queryRunner.query(`DROP TRIGGER analyzer_records_portfolio_${op} ON analyzer_records`);
    }
    for (const op of ['inserts', 'deletes']) {
      await queryRunner.query(`DROP TRIGGER notice_officers_portfolio_${op} ON notice_officers`);
    }
    await queryRunner.query(`DROP FUNCTION forget_portfolio_facts()`);
    await queryRunner.query(`DROP FUNCTION refresh_portfolio_facts_of_officers()`);
    await queryRunner.query(`DROP FUNCTION refresh_portfolio_facts_of_records()`);
    await queryRunner.query(`DROP FUNCTION refresh_portfolio_facts(text[])`);
    await queryRunner.query(`DROP TABLE portfolio_company_facts`);
  }
}
