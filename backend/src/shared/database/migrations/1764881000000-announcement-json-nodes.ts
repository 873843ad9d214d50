import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: how many JSON values each announcement holds, counted by the import before anything
 * parses them, so that the transfer can read batches that fit a worker's heap (a batch ends at
 * a number of values, not only of rows). Announcements imported before are left NULL (counted 0):
 * counting them here would walk every jsonb of the table.
 */
export class AnnouncementJsonNodes1764881000000 implements MigrationInterface {
  name = 'AnnouncementJsonNodes1764881000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bodacc_announcements ADD COLUMN json_nodes integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bodacc_announcements DROP COLUMN json_nodes`);
  }
}
