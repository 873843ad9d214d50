import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CONTRACT §7.5, the scheduled BODACC sync: its state is one row (paused or not, the last day
 * known complete, its latest run); a sync transfers only the announcements published since the
 * day it asked for, hence the index on their date.
 */
export class BodaccSync1764700000000 implements MigrationInterface {
  name = 'BodaccSync1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE bodacc_sync_state (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        is_paused boolean NOT NULL DEFAULT false,
        synced_through date,
        last_run_id uuid REFERENCES job_runs(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO bodacc_sync_state (id) VALUES (1)`);
    await queryRunner.query(
      `CREATE INDEX bodacc_announcements_dateparution ON bodacc_announcements (dateparution)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX bodacc_announcements_dateparution`);
    await queryRunner.query(`DROP TABLE bodacc_sync_state`);
  }
}
