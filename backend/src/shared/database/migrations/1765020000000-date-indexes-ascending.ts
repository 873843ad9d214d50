import { MigrationInterface, QueryRunner } from 'typeorm';

/** The date indexes: all records, those of active companies, those of inactive ones. */
const DATE_INDEXES = [
  { name: 'analyzer_records_date', where: '' },
  { name: 'analyzer_records_active_date', where: 'WHERE NOT company_inactive' },
  { name: 'analyzer_records_inactive_date', where: 'WHERE company_inactive' },
];

async function rebuildDateIndexes(queryRunner: QueryRunner, order: string): Promise<void> {
  for (const { name, where } of DATE_INDEXES) {
    await queryRunner.query(`DROP INDEX ${name}`);
    await queryRunner.query(`CREATE INDEX ${name} ON analyzer_records (${order}) ${where}`);
  }
}

/**
 * Issue 31, storage that fits the whole history: the date indexes kept oldest first. Pages read
 * newest first read them backward, as fast. Kept newest first, every load wrote against their
 * order: the sync's new days went before all the others, and a history month's days, written
 * oldest first, each before the last; each page split in half and stayed half full (40 B a
 * notice an index). Oldest first, each write follows the one before it, and PostgreSQL fills the
 * pages it splits (23 B a notice).
 */
export class DateIndexesAscending1765020000000 implements MigrationInterface {
  name = 'DateIndexesAscending1765020000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await rebuildDateIndexes(queryRunner, 'date_parution NULLS FIRST, id');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await rebuildDateIndexes(queryRunner, 'date_parution DESC NULLS LAST, id DESC');
  }
}
