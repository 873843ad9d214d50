import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CONTRACT 4.6: a visible trial, plan changes, and monthly credits once per billing period per
 * account. Every subscription so far began with the 14-day trial, so their trial end is backfilled.
 */
export class SubscriptionTrialsAndPlanChanges1764503000000 implements MigrationInterface {
  name = 'SubscriptionTrialsAndPlanChanges1764503000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE user_subscriptions
        ADD COLUMN trial_ends_at timestamptz,
        ADD COLUMN pending_plan_id integer REFERENCES subscription_plans(id)`);
    await queryRunner.query(
      `UPDATE user_subscriptions SET trial_ends_at = start_date + interval '14 days'`,
    );
    await queryRunner.query(
      `ALTER TABLE checkout_sessions ADD COLUMN trial_days integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(`
      CREATE TABLE plan_credit_periods (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        subscription_id integer NOT NULL REFERENCES user_subscriptions(id) ON DELETE CASCADE,
        period_start timestamptz NOT NULL,
        period_end timestamptz NOT NULL,
        credits integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX plan_credit_periods_user_end ON plan_credit_periods (user_id, period_end)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE plan_credit_periods`);
    await queryRunner.query(`ALTER TABLE checkout_sessions DROP COLUMN trial_days`);
    await queryRunner.query(
      `ALTER TABLE user_subscriptions DROP COLUMN pending_plan_id, DROP COLUMN trial_ends_at`,
    );
  }
}
