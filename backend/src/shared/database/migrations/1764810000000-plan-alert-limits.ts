import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CONTRACT §7.4: how many watches and saved searches with an alert each plan allows, kept as
 * data beside the plan (null = unlimited). Without a plan: 5 and 0 (billing's NO_PLAN_LIMITS).
 */
export class PlanAlertLimits1764810000000 implements MigrationInterface {
  name = 'PlanAlertLimits1764810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE subscription_plans
        ADD COLUMN max_watches integer CHECK (max_watches >= 0),
        ADD COLUMN max_alerting_searches integer CHECK (max_alerting_searches >= 0)`);
    await queryRunner.query(`
      UPDATE subscription_plans p SET max_watches = l.watches, max_alerting_searches = l.searches
      FROM (VALUES ('Débutant', 25, 1), ('Professionnel', 250, 10), ('Entreprise', NULL, NULL))
        AS l(name, watches, searches)
      WHERE p.name = l.name`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE subscription_plans DROP COLUMN max_watches, DROP COLUMN max_alerting_searches`,
    );
  }
}
