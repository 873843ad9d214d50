import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * BODACC raw announcements, the analyzer catalogue, assignments, the inactive-company rule and
 * job runs. Text search uses an IMMUTABLE unaccent wrapper so it can feed a stored column.
 */
export class AnalyzerIngestion1763856000000 implements MigrationInterface {
  name = 'AnalyzerIngestion1763856000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION f_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`);

    // Every export column; the JSON columns as jsonb. Rows without a BODACC id get a synthetic
    // one ("S" + sha256 of the row's other columns), flagged by has_synthetic_id.
    await queryRunner.query(`
      CREATE TABLE bodacc_announcements (
        id varchar(64) PRIMARY KEY,
        has_synthetic_id boolean NOT NULL DEFAULT false,
        publicationavis text,
        parution text,
        dateparution date NOT NULL,
        numeroannonce text,
        typeavis text,
        typeavis_lib text,
        familleavis text,
        familleavis_lib text,
        numerodepartement text,
        departement_nom_officiel text,
        region_code text,
        region_nom_officiel text,
        tribunal text,
        commercant text,
        ville text,
        registre text,
        cp text,
        pdf_parution_subfolder text,
        ispdf_unitaire text,
        listepersonnes jsonb,
        listeetablissements jsonb,
        jugement jsonb,
        acte jsonb,
        modificationsgenerales jsonb,
        radiationaurcs jsonb,
        depot jsonb,
        listeprecedentexploitant jsonb,
        listeprecedentproprietaire jsonb,
        divers jsonb,
        parutionavisprecedent jsonb,
        url_complete text,
        imported_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE analyzer_records (
        id serial PRIMARY KEY,
        annonce_id varchar(64) NOT NULL UNIQUE,
        date_parution date,
        type_annonce varchar(32),
        nom_complet text,
        nom_commercial text,
        forme_juridique text,
        rcs text,
        siren char(9),
        date_annonce date,
        tribunal text,
        numero_departement varchar(8),
        adresse text,
        ville text,
        capital numeric(20, 2),
        activite text,
        famille text,
        numero_annonce text,
        proceduration_collective_existe boolean NOT NULL DEFAULT false,
        type_jugement text,
        date_jugement date,
        date_cessation_paiements date,
        complementaire text,
        annonce_text text,
        details_annonce_json jsonb,
        search_text text GENERATED ALWAYS AS (lower(f_unaccent(
          coalesce(nom_complet, '') || ' ' || coalesce(nom_commercial, '') || ' ' ||
          coalesce(rcs, '') || ' ' || coalesce(siren, '') || ' ' || coalesce(activite, '') || ' ' ||
          coalesce(ville, '')))) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX analyzer_records_search ON analyzer_records USING gin (search_text gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX analyzer_records_type_date ON analyzer_records (type_annonce, date_parution DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX analyzer_records_date ON analyzer_records (date_parution DESC, id DESC)`,
    );
    await queryRunner.query(`CREATE INDEX analyzer_records_siren ON analyzer_records (siren)`);

    await queryRunner.query(`
      CREATE TABLE record_assignments (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        record_id integer NOT NULL REFERENCES analyzer_records(id) ON DELETE CASCADE,
        assigned_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, record_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX record_assignments_record ON record_assignments (record_id)`,
    );

    await queryRunner.query(`
      CREATE TABLE company_status (
        siren char(9) PRIMARY KEY,
        inactive_since date NOT NULL,
        reason varchar(32) NOT NULL,
        source_annonce_id varchar(64),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(
      `CREATE TYPE job_run_state AS ENUM ('queued', 'running', 'completed', 'failed', 'stopped')`,
    );
    await queryRunner.query(`
      CREATE TABLE job_runs (
        id uuid PRIMARY KEY,
        kind varchar(32) NOT NULL,
        params jsonb NOT NULL DEFAULT '{}',
        state job_run_state NOT NULL DEFAULT 'queued',
        requested_by integer REFERENCES users(id) ON DELETE SET NULL,
        processed integer NOT NULL DEFAULT 0,
        inserted integer NOT NULL DEFAULT 0,
        skipped integer NOT NULL DEFAULT 0,
        total integer,
        checkpoint jsonb,
        message text,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX job_runs_kind ON job_runs (kind, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE job_run_logs (
        id bigserial PRIMARY KEY,
        job_run_id uuid NOT NULL REFERENCES job_runs(id) ON DELETE CASCADE,
        level varchar(8) NOT NULL,
        line integer,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX job_run_logs_run ON job_run_logs (job_run_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE job_run_logs`);
    await queryRunner.query(`DROP TABLE job_runs`);
    await queryRunner.query(`DROP TYPE job_run_state`);
    await queryRunner.query(`DROP TABLE company_status`);
    await queryRunner.query(`DROP TABLE record_assignments`);
    await queryRunner.query(`DROP TABLE analyzer_records`);
    await queryRunner.query(`DROP TABLE bodacc_announcements`);
    await queryRunner.query(`DROP FUNCTION f_unaccent(text)`);
  }
}
