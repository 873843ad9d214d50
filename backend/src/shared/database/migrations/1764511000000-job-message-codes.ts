import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Job log lines and run messages carry a code and its parameters beside their English text, so
 * that the screens translate them; older rows keep only their text (both columns null).
 */
export class JobMessageCodes1764511000000 implements MigrationInterface {
  name = 'JobMessageCodes1764511000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE job_run_logs ADD COLUMN code varchar, ADD COLUMN params jsonb`,
    );
    await queryRunner.query(
      `ALTER TABLE job_runs ADD COLUMN message_code varchar, ADD COLUMN message_params jsonb`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE job_runs DROP COLUMN message_params, DROP COLUMN message_code`,
    );
    await queryRunner.query(`ALTER TABLE job_run_logs DROP COLUMN params, DROP COLUMN code`);
  }
}
