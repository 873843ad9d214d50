import { DataSource } from 'typeorm';
import { TestApp } from './test-app';

/** The seeded plan of this name, subscribed by the user now (on its free trial, as a new subscriber is). */
export async function subscribeTo(t: TestApp, userId: number, planName: string): Promise<number> {
  const db = t.app.get(DataSource);
  const [plan] = await db.query(`SELECT id FROM subscription_plans WHERE name = $1`, [planName]);
  await db.query(
    `INSERT INTO user_subscriptions (user_id, subscription_plan_id, status, current_period_end, trial_ends_at)
     VALUES ($1, $2, 'active', now() + interval '14 days', now() + interval '14 days')`,
    [userId, plan.id],
  );
  return plan.id;
}
