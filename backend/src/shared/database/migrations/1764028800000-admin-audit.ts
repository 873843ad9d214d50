import { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminAudit1764028800000 implements MigrationInterface {
  name = 'AdminAudit1764028800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_audit_log (
        id serial PRIMARY KEY,
        actor_id integer REFERENCES users(id) ON DELETE SET NULL,
        target_user_id integer REFERENCES users(id) ON DELETE SET NULL,
        action varchar(50) NOT NULL,
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX admin_audit_log_target ON admin_audit_log (target_user_id, created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE admin_audit_log`);
  }
}
