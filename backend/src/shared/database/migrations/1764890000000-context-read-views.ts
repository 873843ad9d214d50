import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29, "SQL across contexts": a context reads another's tables only through a view or a
 * function the owner publishes, named after it (docs/architecture.md). These are the ones the
 * existing crossings needed; each exposes only the columns its readers use, so the owner may
 * change its tables freely behind them. Plain views: PostgreSQL inlines them into the reader's
 * statement, so a join through one plans as the join on the table.
 */
export class ContextReadViews1764890000000 implements MigrationInterface {
  name = 'ContextReadViews1764890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Identity: who an account is, for e-mails to it (notifications, a paused webhook).
    await queryRunner.query(`
      CREATE VIEW identity_accounts AS
      SELECT id AS user_id, email, full_name, role FROM users`);
    // Ingestion: whether a job run has finished (notifications of a run wait for its end).
    await queryRunner.query(`
      CREATE VIEW ingestion_run_states AS
      SELECT id, state NOT IN ('queued', 'running') AS is_finished FROM job_runs`);
    // Analyzer: what a notice is called and when it was published (notification e-mails).
    await queryRunner.query(`
      CREATE VIEW analyzer_notice_summaries AS
      SELECT id, nom_complet AS company_name, type_annonce, date_parution, siren
      FROM analyzer_records`);
    // Billing: the accounts whose subscription renews (an account is deleted only without one).
    await queryRunner.query(`
      CREATE VIEW billing_renewing_subscriptions AS
      SELECT user_id FROM user_subscriptions WHERE status = 'active'`);
    // Admin: a deleted account's name and e-mail leave its audit entries, what changed stays.
    await queryRunner.query(`
      CREATE FUNCTION admin_forget_audited_identity(target integer) RETURNS void
      LANGUAGE sql AS $$
        UPDATE admin_audit_log
        SET before = before - 'email' - 'fullName' - 'full_name',
            after = after - 'email' - 'fullName' - 'full_name'
        WHERE target_user_id = target
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION admin_forget_audited_identity(integer)`);
    await queryRunner.query(`DROP VIEW billing_renewing_subscriptions`);
    await queryRunner.query(`DROP VIEW analyzer_notice_summaries`);
    await queryRunner.query(`DROP VIEW ingestion_run_states`);
    await queryRunner.query(`DROP VIEW identity_accounts`);
  }
}
