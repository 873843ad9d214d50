import { MigrationInterface, QueryRunner } from 'typeorm';
import {
  FACT_COLUMNS,
  FACTS_OF_OFFICERS_BY_ANNONCE_ID,
  factsOf,
  mergeFactsFunction,
  NAMES_OFFICERS_BY_ANNONCE_ID,
  refreshFactsFunction,
  statementTrigger,
} from './frozen/1764970000000-portfolio-facts';

/**
 * Issue 33, CONTRACT §8.4: what a portfolio shows of each company, kept per SIREN by the
 * catalogue's writes (triggers), so that a portfolio of 10,000 companies reads 10,000 rows
 * instead of every notice of each. The facts are days, not flags: the flags of the last 7 and 90
 * days are read from them on the day of the view.
 *
 * New notices merge their facts into those kept, without reading the catalogue (a load's cost);
 * a notice rewritten or deleted derives its companies' facts again from all their notices. Both
 * lock the companies' facts before reading (the status refresh's way), so two writers of one
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
        name_key text COLLATE "C",
        last_date date,
        last_type varchar,
        last_annonce_id varchar,
        recent_dates date[] NOT NULL DEFAULT '{}',
        latest_closing text,
        officers_changed_on date,
        moved_on date)`);
    await queryRunner.query(refreshFactsFunction(NAMES_OFFICERS_BY_ANNONCE_ID));
    await queryRunner.query(mergeFactsFunction(NAMES_OFFICERS_BY_ANNONCE_ID));
    // The SIRENs a statement's rows name, each row's own among them.
    const sirensOf = (rows: string) =>
      `SELECT array_agg(DISTINCT s) FROM ${rows} x,
         unnest(coalesce(x.sirens, '{}') || ARRAY[x.siren::text]) s WHERE s IS NOT NULL`;
    await queryRunner.query(`
      CREATE FUNCTION refresh_portfolio_facts_of_records() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
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
    await queryRunner.query(
      statementTrigger('analyzer_records', 'INSERT', 'merge_portfolio_facts_of_new_records'),
    );
    for (const op of ['UPDATE', 'DELETE'] as const) {
      await queryRunner.query(
        statementTrigger('analyzer_records', op, 'refresh_portfolio_facts_of_records'),
      );
    }
    await queryRunner.query(FACTS_OF_OFFICERS_BY_ANNONCE_ID);
    for (const op of ['INSERT', 'DELETE'] as const) {
      await queryRunner.query(
        statementTrigger('notice_officers', op, 'refresh_portfolio_facts_of_officers'),
      );
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
    await queryRunner.query(`
      INSERT INTO portfolio_company_facts (siren, ${FACT_COLUMNS.join(', ')})
      SELECT siren, ${FACT_COLUMNS.join(', ')}
      FROM (${factsOf('analyzer_records', 'true', NAMES_OFFICERS_BY_ANNONCE_ID)}) facts`);
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
    await queryRunner.query(`DROP FUNCTION merge_portfolio_facts_of_new_records()`);
    await queryRunner.query(`DROP FUNCTION refresh_portfolio_facts(text[])`);
    await queryRunner.query(`DROP TABLE portfolio_company_facts`);
  }
}
