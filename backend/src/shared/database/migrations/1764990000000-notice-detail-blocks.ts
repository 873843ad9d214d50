import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, storage that fits the whole history: the lists of a notice's details (its persons,
 * establishments, previous owners and operators: 770 of its 1,030 bytes of details) are read only
 * by the record's page. They are kept apart, 128 notices to a block, so that they compress (a
 * notice's own JSON is too short to gain): 252 bytes a notice in blocks, against 770 in its row.
 * The records written before keep their lists in the row (`details_block` null) and read the same.
 */
export class NoticeDetailBlocks1764990000000 implements MigrationInterface {
  name = 'NoticeDetailBlocks1764990000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notice_detail_blocks (
        id serial PRIMARY KEY,
        details jsonb NOT NULL)`);
    await queryRunner.query(
      `ALTER TABLE notice_detail_blocks ALTER COLUMN details SET COMPRESSION lz4`,
    );
    await queryRunner.query(`ALTER TABLE analyzer_records ADD COLUMN details_block integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE analyzer_records DROP COLUMN details_block`);
    await queryRunner.query(`DROP TABLE notice_detail_blocks`);
  }
}
