import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Announcement types and company inactivity are correlated (the company of a radiation is
 * inactive): without these statistics the planner multiplies their selectivities and may walk
 * the date index over every record for a page of such a type (docs/performance.md, the
 * 200,000-row run: 7,859 rows expected, 0 found, 176,717 rows read).
 */
export class SearchStatistics1764288000000 implements MigrationInterface {
  name = 'SearchStatistics1764288000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE STATISTICS analyzer_records_type_inactive (mcv) ON type_annonce, company_inactive FROM analyzer_records`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP STATISTICS analyzer_records_type_inactive`);
  }
}
