import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CONTRACT §7.4: watches (a user follows a SIREN: every notice of it, past and future, becomes
 * visible and notified), saved searches (filters kept as given, and split into columns so one
 * statement per batch can match every alerting search), notifications (one per owner and notice,
 * ever: the unique key makes a re-run or a resumed job notify nobody twice) and each user's
 * e-mail preference and language, with the token of the one-click unsubscribe link.
 */
export class WatchesAndAlerts1764800000000 implements MigrationInterface {
  name = 'WatchesAndAlerts1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE watches (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        siren char(9) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, siren)
      )`);
    await queryRunner.query(`CREATE INDEX watches_siren ON watches (siren)`);
    await queryRunner.query(`
      CREATE TABLE saved_searches (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(120) NOT NULL,
        filters jsonb NOT NULL,
        alert boolean NOT NULL DEFAULT false,
        terms text[] NOT NULL DEFAULT '{}',
        types varchar(32)[],
        departements varchar(3)[],
        tribunal text,
        siren char(9),
        date_from date,
        date_to date,
        include_inactive boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX saved_searches_user ON saved_searches (user_id)`);
    await queryRunner.query(
      `CREATE INDEX saved_searches_alerting ON saved_searches (id) WHERE alert`,
    );
    await queryRunner.query(`
      CREATE TABLE notifications (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        record_id integer NOT NULL REFERENCES analyzer_records(id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL CHECK (kind IN ('watch', 'saved_search')),
        watch_id integer REFERENCES watches(id) ON DELETE SET NULL,
        saved_search_id integer REFERENCES saved_searches(id) ON DELETE SET NULL,
        job_run_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        emailed_at timestamptz,
        UNIQUE (user_id, record_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX notifications_user ON notifications (user_id, created_at DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX notifications_to_email ON notifications (user_id, job_run_id) WHERE emailed_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE notification_settings (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        email varchar(8) NOT NULL DEFAULT 'instant' CHECK (email IN ('instant', 'daily', 'off')),
        language varchar(2) NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en')),
        unsubscribe_token_hash char(64) NOT NULL UNIQUE,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE notification_settings`);
    await queryRunner.query(`DROP TABLE notifications`);
    await queryRunner.query(`DROP TABLE saved_searches`);
    await queryRunner.query(`DROP TABLE watches`);
  }
}
