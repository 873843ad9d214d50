import { DataSource } from 'typeorm';
import { BILLING_JOBS } from '../../../src/modules/billing';
import { JobQueues } from '../../../src/shared/queue';
import { signedInUser } from '../../support/identity-factory';
import { clearRedisPrefix } from '../../support/ingestion-helpers';
import { startTestApp, TestApp } from '../../support/test-app';

const [RENEWALS_JOB] = BILLING_JOBS;

/** The local renewals, consumed by the single process `make start` runs (PROCESS_ROLE=all). */
describe('billing renewals under PROCESS_ROLE=all', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      PROCESS_ROLE: 'all',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
    });
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
  });

  const db = () => t.app.get(DataSource);

  /** A local-checkout subscription whose trial has just ended. */
  async function subscriptionAtItsPeriodEnd(): Promise<{ userId: number; id: number }> {
    const session = await signedInUser(t);
    const auth = `Bearer ${session.accessToken}`;
    const [starter] = (await t.http.get('/api/subscriptions/plans')).body.plans;
    const checkout = await t.http
      .post('/api/payments/checkout/subscription')
      .set('Authorization', auth)
      .send({ planId: starter.id })
      .expect(201);
    await t.http.post(`${new URL(checkout.body.url).pathname}/complete`).expect(303);
    const [{ id }] = await db().query(`SELECT id FROM user_subscriptions WHERE user_id = $1`, [
      session.user.id,
    ]);
    const ended = `now() - interval '1 second'`;
    await db().query(
      `UPDATE user_subscriptions SET current_period_end = ${ended}, trial_ends_at = ${ended}
       WHERE id = $1`,
      [id],
    );
    await db().query(
      `UPDATE plan_credit_periods SET period_end = ${ended} WHERE subscription_id = $1`,
      [id],
    );
    return { userId: session.user.id, id };
  }

  async function waitForPayment(userId: number, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await db().query(
        `SELECT kind, amount::int AS amount FROM payments WHERE user_id = $1`,
        [userId],
      );
      if (rows.length || Date.now() > deadline) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('registers the renewals schedule', async () => {
    expect(await t.app.get(JobQueues).nextScheduledAt(RENEWALS_JOB)).toBeInstanceOf(Date);
  });

  it('runs a queued renewals job, charging the ended period and starting the next', async () => {
    const subscription = await subscriptionAtItsPeriodEnd();
    await t.app.get(JobQueues).add(RENEWALS_JOB, {});

    expect(await waitForPayment(subscription.userId, 10_000)).toEqual([
      { kind: 'subscription', amount: 999 },
    ]);
    const [renewed] = await db().query(
      `SELECT status, current_period_end > now() + interval '27 days' AS "isMonthAhead"
       FROM user_subscriptions WHERE id = $1`,
      [subscription.id],
    );
    expect(renewed).toEqual({ status: 'active', isMonthAhead: true });
  });
});
