import { MigrationInterface, QueryRunner } from 'typeorm';

export class BillingCredits1763942400000 implements MigrationInterface {
  name = 'BillingCredits1763942400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE credit_balances (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE credit_transactions (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type varchar(40) NOT NULL,
        amount integer NOT NULL CHECK (amount <> 0),
        balance_after integer NOT NULL,
        description text NOT NULL,
        reference varchar(200),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX credit_transactions_user ON credit_transactions (user_id, created_at DESC, id DESC)`,
    );
    // A grant tied to an outside event (welcome, checkout, invoice) can be written only once.
    await queryRunner.query(
      `CREATE UNIQUE INDEX credit_transactions_reference ON credit_transactions (reference) WHERE reference IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE subscription_plans (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL UNIQUE,
        description text NOT NULL,
        price integer NOT NULL,
        currency char(3) NOT NULL DEFAULT 'usd',
        interval varchar(10) NOT NULL DEFAULT 'month',
        record_limit integer,
        monthly_credits integer NOT NULL,
        features jsonb NOT NULL DEFAULT '[]',
        additional_features jsonb NOT NULL DEFAULT '[]',
        sort_order integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`
      CREATE TABLE credit_packs (
        id varchar(40) PRIMARY KEY,
        name varchar(100) NOT NULL,
        credits integer NOT NULL,
        price integer NOT NULL,
        currency char(3) NOT NULL DEFAULT 'usd',
        sort_order integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`
      INSERT INTO subscription_plans (name, description, price, record_limit, monthly_credits, features, additional_features, sort_order) VALUES
        ('Débutant', 'Pour découvrir les annonces BODACC', 999, 100, 50,
          '["100 records per month", "Basic analytics", "Email support"]', '[]', 1),
        ('Professionnel', 'Pour les équipes qui suivent leur marché', 2999, 500, 250,
          '["500 records per month", "Advanced analytics", "Priority support", "Data export"]', '["Highlighted"]', 2),
        ('Entreprise', 'Pour un usage intensif et intégré', 9999, NULL, 1000,
          '["Unlimited records", "All features", "Dedicated support", "API access", "Custom integrations"]', '[]', 3)`);
    await queryRunner.query(`
      INSERT INTO credit_packs (id, name, credits, price, sort_order) VALUES
        ('pack_100', '100 crédits', 100, 999, 1),
        ('pack_500', '500 crédits', 500, 4495, 2),
        ('pack_1000', '1000 crédits', 1000, 7995, 3)`);

    await queryRunner.query(
      `CREATE TYPE subscription_status AS ENUM ('active', 'canceled', 'expired')`,
    );
    await queryRunner.query(`
      CREATE TABLE user_subscriptions (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        subscription_plan_id integer NOT NULL REFERENCES subscription_plans(id),
        status subscription_status NOT NULL,
        start_date timestamptz NOT NULL DEFAULT now(),
        current_period_end timestamptz NOT NULL,
        stripe_subscription_id varchar(100) UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The database itself guarantees one active subscription per user.
    await queryRunner.query(
      `CREATE UNIQUE INDEX user_subscriptions_one_active ON user_subscriptions (user_id) WHERE status = 'active'`,
    );
    await queryRunner.query(`
      CREATE TABLE billing_customers (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        stripe_customer_id varchar(100) NOT NULL UNIQUE
      )`);
    await queryRunner.query(`
      CREATE TABLE checkout_sessions (
        id uuid PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(20) NOT NULL CHECK (kind IN ('subscription', 'credits')),
        subscription_plan_id integer REFERENCES subscription_plans(id),
        credit_pack_id varchar(40) REFERENCES credit_packs(id),
        amount integer NOT NULL,
        currency char(3) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed', 'canceled')),
        stripe_session_id varchar(200) UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE payments (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(20) NOT NULL,
        amount integer NOT NULL,
        currency char(3) NOT NULL,
        reference varchar(200) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX payments_created ON payments (created_at)`);
    await queryRunner.query(`
      CREATE TABLE processed_webhook_events (
        id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE record_consultations (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        record_id integer NOT NULL,
        month date NOT NULL,
        consulted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, month, record_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'record_consultations',
      'processed_webhook_events',
      'payments',
      'checkout_sessions',
      'billing_customers',
      'user_subscriptions',
      'credit_packs',
      'subscription_plans',
      'credit_transactions',
      'credit_balances',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
    await queryRunner.query(`DROP TYPE subscription_status`);
  }
}
