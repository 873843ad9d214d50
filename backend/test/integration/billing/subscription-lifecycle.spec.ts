import { DataSource } from 'typeorm';
import { LocalRenewalsHandler } from '../../../src/modules/billing/local-renewals.handler';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

interface Plan {
  id: number;
  name: string;
  price: number;
  monthlyCredits: number;
}

/** Trials, resubscriptions and plan changes in the local test checkout (CONTRACT 4.6). */
describe('subscription lifecycle', () => {
  let t: TestApp;
  let plans: Record<'starter' | 'pro' | 'enterprise', Plan>;
  beforeAll(async () => {
    t = await startTestApp({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
    const [starter, pro, enterprise] = (await t.http.get('/api/subscriptions/plans')).body.plans;
    plans = { starter, pro, enterprise };
  });
  afterAll(() => t.close());

  const db = () => t.app.get(DataSource);

  async function customer() {
    const session = await signedInUser(t);
    const auth = `Bearer ${session.accessToken}`;
    const subscribe = async (plan: Plan, expectedStatus = 201) => {
      const checkout = await t.http
        .post('/api/payments/checkout/subscription')
        .set('Authorization', auth)
        .send({ planId: plan.id })
        .expect(expectedStatus);
      if (expectedStatus !== 201) return checkout.body;
      await t.http.post(`${new URL(checkout.body.url).pathname}/complete`).expect(303);
      return current();
    };
    const current = async () =>
      (await t.http.get('/api/subscriptions/current').set('Authorization', auth).expect(200)).body
        .subscription;
    const balance = async () =>
      (await t.http.get('/api/credits/balance').set('Authorization', auth)).body.balance as number;
    const paid = async () =>
      (
        await db().query(`SELECT kind, amount, currency FROM payments WHERE user_id = $1`, [
          session.user.id,
        ])
      ).map((row: { amount: number }) => ({ ...row, amount: Number(row.amount) }));
    const cancel = (id: number) =>
      t.http.post(`/api/subscriptions/${id}/cancel`).set('Authorization', auth).expect(200);
    const changePlan = (id: number, plan: Plan) =>
      t.http
        .post(`/api/subscriptions/${id}/change-plan`)
        .set('Authorization', auth)
        .send({ planId: plan.id });
    /** As if the period had run out (or Stripe had ended the subscription at once). */
    const endPeriod = async (id: number) => {
      const ended = `now() - interval '1 second'`;
      await db().query(
        `UPDATE user_subscriptions SET current_period_end = ${ended},
                trial_ends_at = least(trial_ends_at, ${ended}) WHERE id = $1`,
        [id],
      );
      await db().query(
        `UPDATE plan_credit_periods SET period_end = ${ended} WHERE subscription_id = $1`,
        [id],
      );
    };
    return { session, subscribe, current, balance, paid, cancel, changePlan, endPeriod };
  }

  it('lists the public catalogue with each plan’s watch and alert limits (CONTRACT §7.4)', async () => {
    const { body } = await t.http.get('/api/subscriptions/plans').expect(200);
    expect(body.plans.map((plan: Plan & { limits: unknown }) => [plan.name, plan.limits])).toEqual([
      ['Débutant', { watches: 25, savedSearchAlerts: 1 }],
      ['Professionnel', { watches: 250, savedSearchAlerts: 10 }],
      ['Entreprise', { watches: null, savedSearchAlerts: null }],
    ]);
  });

  it('starts the first subscription with a visible 14-day trial and charges nothing yet', async () => {
    const user = await customer();
    const subscription = await user.subscribe(plans.starter);
    expect(subscription.status).toBe('active');
    const trialDays = (new Date(subscription.trialEndsAt).getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
    expect(subscription.currentPeriodEnd).toBe(subscription.trialEndsAt);
    expect(await user.paid()).toEqual([]);
    expect(await user.balance()).toBe(10 + plans.starter.monthlyCredits);
  });

  it('refuses a new checkout while a cancelled subscription still runs (finding 1)', async () => {
    const user = await customer();
    const first = await user.subscribe(plans.enterprise);
    await user.cancel(first.id);
    const refused = await user.subscribe(plans.enterprise, 409);
    expect(refused).toMatchObject({
      code: 'SUBSCRIPTION_STILL_RUNNING',
      currentPeriodEnd: new Date(first.currentPeriodEnd).toISOString(),
    });
    expect(await user.balance()).toBe(10 + plans.enterprise.monthlyCredits);
  });

  it('grants monthly credits once per billing period, whatever the cancellations (finding 1)', async () => {
    const user = await customer();
    const first = await user.subscribe(plans.enterprise);
    // Stripe ending the subscription at once (customer.subscription.deleted) frees a new checkout.
    await db().query(`UPDATE user_subscriptions SET status = 'expired' WHERE id = $1`, [first.id]);
    const second = await user.subscribe(plans.enterprise);
    expect(second.id).not.toBe(first.id);
    expect(await user.balance()).toBe(10 + plans.enterprise.monthlyCredits);
  });

  it('gives one trial per account: a later subscription is charged at once', async () => {
    const user = await customer();
    const first = await user.subscribe(plans.starter);
    await user.cancel(first.id);
    await user.endPeriod(first.id);

    const second = await user.subscribe(plans.pro);
    expect(second.trialEndsAt).toBeNull();
    const monthAhead = (new Date(second.currentPeriodEnd).getTime() - Date.now()) / 86_400_000;
    expect(monthAhead).toBeGreaterThan(27);
    expect(await user.paid()).toEqual([{ kind: 'subscription', amount: 2999, currency: 'eur' }]);
    // A new billing period: its plan's credits are due.
    expect(await user.balance()).toBe(10 + plans.starter.monthlyCredits + plans.pro.monthlyCredits);
  });

  it('upgrades at once, topping the credits up to the new plan, free during the trial', async () => {
    const user = await customer();
    const subscription = await user.subscribe(plans.starter);
    const changed = await user.changePlan(subscription.id, plans.enterprise).expect(200);
    expect(changed.body.subscription).toMatchObject({
      id: subscription.id,
      subscriptionPlanId: plans.enterprise.id,
      pendingPlanId: null,
      currentPeriodEnd: subscription.currentPeriodEnd,
    });
    expect((await user.current()).plan.name).toBe('Entreprise');
    expect(await user.balance()).toBe(10 + plans.enterprise.monthlyCredits);
    expect(await user.paid()).toEqual([]);
  });

  it('charges the rest of the period on an upgrade after the trial', async () => {
    const user = await customer();
    const subscription = await user.subscribe(plans.starter);
    // The trial is over and half of a paid month remains.
    await db().query(
      `UPDATE user_subscriptions SET trial_ends_at = now() - interval '15 days',
              current_period_end = now() + interval '15 days' WHERE id = $1`,
      [subscription.id],
    );
    await user.changePlan(subscription.id, plans.pro).expect(200);
    const [payment] = await user.paid();
    expect(payment.kind).toBe('subscription');
    expect(payment.amount).toBeGreaterThan(900);
    expect(payment.amount).toBeLessThan(1100);
  });

  it('downgrades at the end of the period, and can take the downgrade back', async () => {
    const user = await customer();
    const subscription = await user.subscribe(plans.pro);
    const changed = await user.changePlan(subscription.id, plans.starter).expect(200);
    expect(changed.body.subscription).toMatchObject({
      subscriptionPlanId: plans.pro.id,
      pendingPlanId: plans.starter.id,
      pendingPlan: { name: 'Débutant' },
    });
    expect(await user.balance()).toBe(10 + plans.pro.monthlyCredits);

    const undone = await user.changePlan(subscription.id, plans.pro).expect(200);
    expect(undone.body.subscription).toMatchObject({
      subscriptionPlanId: plans.pro.id,
      pendingPlanId: null,
    });
    const same = await user.changePlan(subscription.id, plans.pro).expect(409);
    expect(same.body.code).toBe('SAME_PLAN');
  });

  it("refuses to change another user's subscription", async () => {
    const owner = await customer();
    const subscription = await owner.subscribe(plans.starter);
    const intruder = await customer();
    await intruder.changePlan(subscription.id, plans.enterprise).expect(404);
    expect((await owner.current()).plan.name).toBe('Débutant');
  });

  it('counts subscription payments in the admin monthly revenue, in euro cents', async () => {
    const admin = await makeAdmin(t);
    const auth = `Bearer ${admin.accessToken}`;
    const before = (await t.http.get('/api/admin/stats').set('Authorization', auth).expect(200))
      .body.monthlyRevenue;
    const user = await customer();
    const first = await user.subscribe(plans.starter);
    await user.cancel(first.id);
    await user.endPeriod(first.id);
    await user.subscribe(plans.enterprise);
    const after = (await t.http.get('/api/admin/stats').set('Authorization', auth).expect(200)).body
      .monthlyRevenue;
    expect(after - before).toBe(9999);
  });

  it('charges when the trial ends, then renews each month with its credits, downgrade applied', async () => {
    const user = await customer();
    const subscription = await user.subscribe(plans.pro);
    await user.changePlan(subscription.id, plans.starter).expect(200);
    const renewals = t.app.get(LocalRenewalsHandler, { strict: false });
    await renewals.handle();
    expect(await user.paid()).toEqual([]);

    await user.endPeriod(subscription.id);
    await renewals.handle();
    await renewals.handle();
    const renewed = await user.current();
    expect(renewed).toMatchObject({ status: 'active', plan: { name: 'Débutant' } });
    expect(new Date(renewed.trialEndsAt).getTime()).toBeLessThan(Date.now());
    const monthAhead = (new Date(renewed.currentPeriodEnd).getTime() - Date.now()) / 86_400_000;
    expect(monthAhead).toBeGreaterThan(27);
    expect(await user.paid()).toEqual([{ kind: 'subscription', amount: 999, currency: 'eur' }]);
    expect(await user.balance()).toBe(10 + plans.pro.monthlyCredits + plans.starter.monthlyCredits);
  });

  it('lets a cancelled subscription expire at its period end, charging nothing', async () => {
    const user = await customer();
    const subscription = await user.subscribe(plans.starter);
    await user.cancel(subscription.id);
    await user.endPeriod(subscription.id);
    await t.app.get(LocalRenewalsHandler, { strict: false }).handle();
    const [row] = await db().query(`SELECT status FROM user_subscriptions WHERE id = $1`, [
      subscription.id,
    ]);
    expect(row.status).toBe('expired');
    expect(await user.paid()).toEqual([]);
  });

  it('completes two checkouts of one account at once without an error, granting once', async () => {
    const user = await customer();
    const auth = `Bearer ${user.session.accessToken}`;
    const checkouts = await Promise.all(
      [plans.starter, plans.pro].map((plan) =>
        t.http
          .post('/api/payments/checkout/subscription')
          .set('Authorization', auth)
          .send({ planId: plan.id })
          .expect(201),
      ),
    );
    const completions = await Promise.all(
      checkouts.map((checkout) => t.http.post(`${new URL(checkout.body.url).pathname}/complete`)),
    );
    expect(completions.map((response) => response.status)).toEqual([303, 303]);
    const [{ count }] = await db().query(
      `SELECT count(*)::int AS count FROM user_subscriptions WHERE user_id = $1 AND status = 'active'`,
      [user.session.user.id],
    );
    expect(count).toBe(1);
    const balance = await user.balance();
    expect([10 + plans.starter.monthlyCredits, 10 + plans.pro.monthlyCredits]).toContain(balance);
  });
});
