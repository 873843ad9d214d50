import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: a deleted watch keeps its place in the plan's limit for WATCH_SLOT_COOLDOWN, so a few
 * watches cannot rotate over the whole catalogue. The watch itself is deleted at once (it stops
 * opening the company's notices); this table only remembers the place it held, and for which
 * SIREN (watching that company again takes the place back). Rows past the cooldown are deleted;
 * deleting the user deletes its rows.
 */
export class ReleasedWatchSlots1764885000000 implements MigrationInterface {
  name = 'ReleasedWatchSlots1764885000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE released_watch_slots (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        siren char(9) NOT NULL,
        released_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, siren)
      )`);
    await queryRunner.query(
      `CREATE INDEX released_watch_slots_released_at ON released_watch_slots (released_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE released_watch_slots`);
  }
}
