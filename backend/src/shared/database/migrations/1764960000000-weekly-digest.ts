import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 33: the e-mail preference `weekly` (Monday 07:00, Europe/Paris: the week's notices). */
export class WeeklyDigest1764960000000 implements MigrationInterface {
  name = 'WeeklyDigest1764960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notification_settings
      DROP CONSTRAINT notification_settings_email_check,
      ADD CONSTRAINT notification_settings_email_check
        CHECK (email IN ('instant', 'daily', 'weekly', 'off'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE notification_settings SET email = 'daily' WHERE email = 'weekly'`,
    );
    await queryRunner.query(`ALTER TABLE notification_settings
      DROP CONSTRAINT notification_settings_email_check,
      ADD CONSTRAINT notification_settings_email_check
        CHECK (email IN ('instant', 'daily', 'off'))`);
  }
}
