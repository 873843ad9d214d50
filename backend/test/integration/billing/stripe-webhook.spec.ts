import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { FakeStripeServer } from '../../support/fake-stripe-server';
import { signedInUser } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_local');

describe('Stripe checkout and webhooks', () => {
  let t: TestApp;
  let fake: FakeStripeServer;
  beforeAll(async () => {
    fake = new FakeStripeServer();
    const url = await fake.start();
    t = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  function send(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return t.http
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);
  }

  const event = (id: string, type: string, object: object) => ({
    id,
    object: 'event',
    type,
    data: { object },
  });
  const balance = async (auth: string) =>
    (await t.http.get('/api/credits/balance').set('Authorization', auth)).body.balance;
  const checkoutIdOf = (request: { form: URLSearchParams }) =>
    request.form.get('metadata[checkoutId]')!;

  async function subscribe(auth: string, planIndex = 0) {
    const plans = (await t.http.get('/api/subscriptions/plans')).body.plans;
    const response = await t.http
      .post('/api/payments/checkout/subscription')
      .set('Authorization', auth)
      .send({ planId: plans[planIndex].id })
      .expect(201);
    return { response, plan: plans[planIndex], request: fake.to('/v1/checkout/sessions').at(-1)! };
  }

  it('sends Stripe a subscription checkout with the price, 14-day trial, metadata and return URLs', async () => {
    const session = await signedInUser(t);
    const auth = `Bearer ${session.accessToken}`;
    const { response, plan, request } = await subscribe(auth);
    expect(response.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const form = request.form;
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('999');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('subscription_data[trial_period_days]')).toBe('14');
    expect(form.get('subscription_data[metadata][planId]')).toBe(String(plan.id));
    expect(form.get('metadata[userId]')).toBe(String(session.user.id));
    expect(form.get('success_url')).toBe(
      'http://app.test/payment/success?type=subscription&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(form.get('cancel_url')).toBe('http://app.test/payment/cancel?type=subscription');
    expect(fake.to('/v1/customers')).toHaveLength(1);
    expect(form.get('customer')).toBe('cus_test_1');

    await t.http
      .post('/api/payments/checkout/credits')
      .set('Authorization', auth)
      .send({ packId: 'pack_100', amountInCents: 999, credits: 100, currency: 'usd' })
      .expect(201);
    const credits = fake.to('/v1/checkout/sessions').at(-1)!.form;
    expect(credits.get('mode')).toBe('payment');
    expect(credits.get('line_items[0][price_data][unit_amount]')).toBe('999');
    // The spec's payload names usd: accepted and ignored, the pack is charged in euros.
    expect(credits.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(credits.get('customer')).toBe('cus_test_1');
    expect(fake.to('/v1/customers')).toHaveLength(1);
  });

  it('rejects a webhook with a bad signature and grants nothing', async () => {
    const response = await send(event('evt_bad', 'invoice.paid', {}), 'whsec_wrong').expect(400);
    expect(response.body.code).toBe('INVALID_WEBHOOK_SIGNATURE');
    await t.http.post('/api/payments/webhook').send({ id: 'evt_unsigned' }).expect(400);
  });

  it('grants a pack once, however often Stripe delivers the event', async () => {
    const session = await signedInUser(t);
    const auth = `Bearer ${session.accessToken}`;
    await t.http
      .post('/api/payments/checkout/credits')
      .set('Authorization', auth)
      .send({ packId: 'pack_1000', amountInCents: 7995, credits: 1000, currency: 'usd' })
      .expect(201);
    const checkoutId = checkoutIdOf(fake.to('/v1/checkout/sessions').at(-1)!);
    const completed = event('evt_pack_1', 'checkout.session.completed', {
      id: 'cs_x',
      object: 'checkout.session',
      mode: 'payment',
      amount_total: 7995,
      currency: 'eur',
      metadata: { checkoutId },
    });
    await send(completed).expect(200);
    await send(completed).expect(200);
    await send({ ...completed, id: 'evt_pack_1_retry' }).expect(200);
    expect(await balance(auth)).toBe(1010);
    const payments = await t.app
      .get(DataSource)
      .query(`SELECT amount FROM payments WHERE user_id = $1`, [session.user.id]);
    expect(payments).toEqual([{ amount: 7995 }]);
  });

  it('ends in the right state when subscription events arrive before the checkout completion', async () => {
    const session = await signedInUser(t);
    const auth = `Bearer ${session.accessToken}`;
    const { plan, request } = await subscribe(auth);
    const periodEnd = Math.floor(Date.now() / 1000) + 14 * 86400;
    const subscription = {
      id: 'sub_ooo_1',
      object: 'subscription',
      status: 'trialing',
      cancel_at_period_end: false,
      items: { data: [{ current_period_end: periodEnd }] },
      metadata: { userId: String(session.user.id), planId: String(plan.id) },
    };
    await send(event('evt_ooo_updated', 'customer.subscription.updated', subscription)).expect(200);
    await send(
      event('evt_ooo_completed', 'checkout.session.completed', {
        id: 'cs_ooo',
        mode: 'subscription',
        subscription: 'sub_ooo_1',
        metadata: { checkoutId: checkoutIdOf(request) },
      }),
    ).expect(200);

    const mine = (await t.http.get('/api/subscriptions/user').set('Authorization', auth)).body
      .subscriptions;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    });
    expect(await balance(auth)).toBe(10 + 50);

    const renewalEnd = periodEnd + 30 * 86400;
    const invoice = {
      id: 'in_ooo_2',
      object: 'invoice',
      amount_paid: 999,
      currency: 'eur',
      billing_reason: 'subscription_cycle',
      parent: { subscription_details: { subscription: 'sub_ooo_1' } },
      lines: { data: [{ period: { end: renewalEnd } }] },
    };
    await send(event('evt_ooo_invoice', 'invoice.paid', invoice)).expect(200);
    await send(event('evt_ooo_invoice', 'invoice.paid', invoice)).expect(200);
    expect(await balance(auth)).toBe(10 + 50 + 50);
    const renewed = (await t.http.get('/api/subscriptions/current').set('Authorization', auth)).body
      .subscription;
    expect(renewed.currentPeriodEnd).toBe(new Date(renewalEnd * 1000).toISOString());

    await send(
      event('evt_ooo_deleted', 'customer.subscription.deleted', {
        ...subscription,
        status: 'canceled',
      }),
    ).expect(200);
    const ended = (await t.http.get('/api/subscriptions/user').set('Authorization', auth)).body
      .subscriptions;
    expect(ended[0].status).toBe('expired');
    expect(
      (await t.http.get('/api/subscriptions/current').set('Authorization', auth)).body.subscription,
    ).toBeNull();
  });

  it('cancels on Stripe at period end and keeps access meanwhile', async () => {
    const session = await signedInUser(t);
    const auth = `Bearer ${session.accessToken}`;
    const { request } = await subscribe(auth);
    await send(
      event('evt_cancel_completed', 'checkout.session.completed', {
        id: 'cs_cancel',
        mode: 'subscription',
        subscription: 'sub_cancel_1',
        metadata: { checkoutId: checkoutIdOf(request) },
      }),
    ).expect(200);
    const current = (await t.http.get('/api/subscriptions/current').set('Authorization', auth)).body
      .subscription;
    await t.http
      .post(`/api/subscriptions/${current.id}/cancel`)
      .set('Authorization', auth)
      .expect(200);
    const call = fake.to('/v1/subscriptions/sub_cancel_1');
    expect(call).toHaveLength(1);
    expect(call[0].form.get('cancel_at_period_end')).toBe('true');
    const after = (await t.http.get('/api/subscriptions/current').set('Authorization', auth)).body
      .subscription;
    expect(after).toMatchObject({ id: current.id, status: 'canceled' });
  });

  it('moves the Stripe subscription to the new price: an upgrade prorated now, a downgrade later', async () => {
    const session = await signedInUser(t);
    const auth = `Bearer ${session.accessToken}`;
    const { request } = await subscribe(auth, 1);
    await send(
      event('evt_change_completed', 'checkout.session.completed', {
        id: 'cs_change',
        mode: 'subscription',
        subscription: 'sub_change_1',
        metadata: { checkoutId: checkoutIdOf(request) },
      }),
    ).expect(200);
    const current = (await t.http.get('/api/subscriptions/current').set('Authorization', auth)).body
      .subscription;
    const plans = (await t.http.get('/api/subscriptions/plans')).body.plans;
    const change = (planId: number) =>
      t.http
        .post(`/api/subscriptions/${current.id}/change-plan`)
        .set('Authorization', auth)
        .send({ planId })
        .expect(200);

    await change(plans[2].id);
    const upgrade = fake.to('/v1/subscriptions/sub_change_1').filter((r) => r.method === 'POST');
    expect(upgrade.at(-1)!.form.get('proration_behavior')).toBe('always_invoice');
    expect(upgrade.at(-1)!.form.get('items[0][id]')).toBe('si_test_1');
    expect(upgrade.at(-1)!.form.get('items[0][price_data][unit_amount]')).toBe('9999');
    expect(upgrade.at(-1)!.form.get('items[0][price_data][currency]')).toBe('eur');
    expect(upgrade.at(-1)!.form.get('items[0][price_data][product]')).toBe('prod_test_1');

    await change(plans[0].id);
    const downgrade = fake.to('/v1/subscriptions/sub_change_1').filter((r) => r.method === 'POST');
    expect(downgrade.at(-1)!.form.get('proration_behavior')).toBe('none');
    expect(downgrade.at(-1)!.form.get('items[0][price_data][unit_amount]')).toBe('999');

    // The renewal at the period's end moves the plan down, with the lower plan's credits.
    const periodStart = Math.floor(new Date(current.currentPeriodEnd).getTime() / 1000);
    await send(
      event('evt_change_renewal', 'invoice.paid', {
        id: 'in_change_2',
        object: 'invoice',
        amount_paid: 999,
        currency: 'eur',
        billing_reason: 'subscription_cycle',
        subscription: 'sub_change_1',
        lines: { data: [{ period: { start: periodStart, end: periodStart + 30 * 86400 } }] },
      }),
    ).expect(200);
    const renewed = (await t.http.get('/api/subscriptions/current').set('Authorization', auth)).body
      .subscription;
    expect(renewed).toMatchObject({ plan: { name: 'Débutant' }, pendingPlanId: null });
    expect(await balance(auth)).toBe(10 + 1000 + 50);
  });

  it("offers the trial on an account's first checkout only", async () => {
    const session = await signedInUser(t);
    const auth = `Bearer ${session.accessToken}`;
    const { request } = await subscribe(auth);
    expect(request.form.get('subscription_data[trial_period_days]')).toBe('14');
    await send(
      event('evt_trial_completed', 'checkout.session.completed', {
        id: 'cs_trial',
        mode: 'subscription',
        subscription: 'sub_trial_1',
        metadata: { checkoutId: checkoutIdOf(request) },
      }),
    ).expect(200);
    await send(
      event('evt_trial_deleted', 'customer.subscription.deleted', {
        id: 'sub_trial_1',
        object: 'subscription',
        status: 'canceled',
      }),
    ).expect(200);
    const again = await subscribe(auth);
    expect(again.request.form.get('subscription_data[trial_period_days]')).toBeNull();
  });
});
