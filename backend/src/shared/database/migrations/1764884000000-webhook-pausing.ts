import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: a webhook that keeps failing is paused (or its owner pauses it), and a delivery
 * that is no longer attempted (webhook paused, plan without webhooks) is logged as `skipped`.
 * `consecutive_failures` and `failing_since` count the failed attempts since the last success.
 */
export class WebhookPausing1764884000000 implements MigrationInterface {
  name = 'WebhookPausing1764884000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE webhooks
        ADD COLUMN paused_at timestamptz,
        ADD COLUMN pause_reason varchar(10) CHECK (pause_reason IN ('failing', 'owner')),
        ADD COLUMN consecutive_failures integer NOT NULL DEFAULT 0,
        ADD COLUMN failing_since timestamptz,
        ADD CONSTRAINT webhooks_pause_reason CHECK ((paused_at IS NULL) = (pause_reason IS NULL))`);
    await queryRunner.query(
      `ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_state_check`,
    );
    await queryRunner.query(`
      ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_state_check
        CHECK (state IN ('delivered', 'retrying', 'failed', 'skipped'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM webhook_deliveries WHERE state = 'skipped'`);
    await queryRunner.query(
      `ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_state_check`,
    );
    await queryRunner.query(`
      ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_state_check
        CHECK (state IN ('delivered', 'retrying', 'failed'))`);
    await queryRunner.query(`
      ALTER TABLE webhooks
        DROP CONSTRAINT webhooks_pause_reason,
        DROP COLUMN paused_at,
        DROP COLUMN pause_reason,
        DROP COLUMN consecutive_failures,
        DROP COLUMN failing_since`);
  }
}
