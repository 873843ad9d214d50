import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CONTRACT §8.3, "Signaler une erreur": a user reports wrong data about a company (optionally
 * from one of its notices); an admin closes the report, with an optional reply, and the reporter
 * is told by a notification of its own kind, about the report rather than a notice. Deleting the
 * reporter deletes their reports (their own words); deleting the admin who closed one keeps it.
 */
export class CompanyReports1764940000000 implements MigrationInterface {
  name = 'CompanyReports1764940000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE company_reports (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        siren char(9) NOT NULL,
        field varchar(16) NOT NULL,
        message varchar(2000) NOT NULL,
        record_id integer REFERENCES analyzer_records(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        closed_by integer REFERENCES users(id) ON DELETE SET NULL,
        reply varchar(2000)
      )`);
    // The admin list (open ones, oldest first) and the open-report bound per user.
    await queryRunner.query(
      `CREATE INDEX company_reports_open ON company_reports (created_at, id) WHERE closed_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX company_reports_user_open ON company_reports (user_id) WHERE closed_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX company_reports_closed ON company_reports (closed_at DESC, id DESC)
       WHERE closed_at IS NOT NULL`,
    );

    await queryRunner.query(`ALTER TABLE notifications ALTER COLUMN record_id DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE notifications
      ADD COLUMN report_id integer UNIQUE REFERENCES company_reports(id) ON DELETE CASCADE`);
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`);
    // A notice's notification names its notice; a closed report's names the report, only.
    await queryRunner.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
      CHECK (CASE kind
        WHEN 'report_closed' THEN report_id IS NOT NULL AND record_id IS NULL
        ELSE kind IN ('watch', 'saved_search') AND record_id IS NOT NULL AND report_id IS NULL
      END)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notifications WHERE kind = 'report_closed'`);
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`);
    await queryRunner.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
      CHECK (kind IN ('watch', 'saved_search'))`);
    await queryRunner.query(`ALTER TABLE notifications DROP COLUMN report_id`);
    await queryRunner.query(`ALTER TABLE notifications ALTER COLUMN record_id SET NOT NULL`);
    await queryRunner.query(`DROP TABLE company_reports`);
  }
}
