import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The row limit of a job run has one name in job_runs.params, `rowLimit`; BODACC import runs
 * stored it as `limit`. Renamed so that resuming an older run still reads its limit.
 */
export class JobParamsRowLimit1764374460000 implements MigrationInterface {
  name = 'JobParamsRowLimit1764374460000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE job_runs SET params = (params - 'limit') || jsonb_build_object('rowLimit', params -> 'limit')
       WHERE kind = 'bodacc_import' AND params ? 'limit'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE job_runs SET params = (params - 'rowLimit') || jsonb_build_object('limit', params -> 'rowLimit')
       WHERE kind = 'bodacc_import' AND params ? 'rowLimit'`,
    );
  }
}
