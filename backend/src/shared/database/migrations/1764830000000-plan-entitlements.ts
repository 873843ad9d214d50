import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CONTRACT §7.6: what each plan sells beyond its record limit, kept on the plan so an admin's new
 * plan carries its own. Débutant: basic analytics; Professionnel: advanced analytics and export;
 * Entreprise: everything.
 */
export class PlanEntitlements1764830000000 implements MigrationInterface {
  name = 'PlanEntitlements1764830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE subscription_plans
        ADD COLUMN analytics varchar(8) CHECK (analytics IN ('basic', 'advanced')),
        ADD COLUMN export_enabled boolean NOT NULL DEFAULT false,
        ADD COLUMN api_access boolean NOT NULL DEFAULT false,
        ADD COLUMN webhooks boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `UPDATE subscription_plans SET analytics = 'basic' WHERE name = 'Débutant'`,
    );
    await queryRunner.query(
      `UPDATE subscription_plans SET analytics = 'advanced', export_enabled = true
       WHERE name = 'Professionnel'`,
    );
    await queryRunner.query(
      `UPDATE subscription_plans
       SET analytics = 'advanced', export_enabled = true, api_access = true, webhooks = true
       WHERE name = 'Entreprise'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE subscription_plans
        DROP COLUMN analytics, DROP COLUMN export_enabled, DROP COLUMN api_access,
        DROP COLUMN webhooks`);
  }
}
