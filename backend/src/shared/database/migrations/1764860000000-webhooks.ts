import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CONTRACT §7.6 webhooks: a user's endpoints and the log of every delivery attempt. Deleting the
 * user deletes their webhooks, and a webhook's attempts go with it (cascades).
 *
 * The secret is stored as given, not hashed: every delivery is signed with it (HMAC-SHA256), so
 * the server must be able to read it back, unlike an API key, which it only compares. Encrypting
 * it with a key the same server holds would not protect it from whoever reads both; it is never
 * returned after creation, nor exported.
 */
export class Webhooks1764860000000 implements MigrationInterface {
  name = 'Webhooks1764860000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE webhooks (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        url varchar(2048) NOT NULL,
        events varchar(40)[] NOT NULL,
        secret varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX webhooks_user ON webhooks (user_id)`);
    // One row per attempt; the attempts of one event share its delivery_id (the body's "id").
    await queryRunner.query(`
      CREATE TABLE webhook_deliveries (
        id bigserial PRIMARY KEY,
        webhook_id integer NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
        delivery_id uuid NOT NULL,
        event varchar(40) NOT NULL,
        payload jsonb NOT NULL,
        attempt smallint NOT NULL,
        state varchar(10) NOT NULL CHECK (state IN ('delivered', 'retrying', 'failed')),
        status_code smallint,
        error text,
        duration_ms integer,
        next_attempt_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX webhook_deliveries_webhook ON webhook_deliveries (webhook_id, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX webhook_deliveries_delivery ON webhook_deliveries (delivery_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE webhook_deliveries`);
    await queryRunner.query(`DROP TABLE webhooks`);
  }
}
