import { DataSource } from 'typeorm';
import { signedInUser } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

describe('plans and the local test checkout (no Stripe keys)', () => {
  let t: TestApp;
  beforeAll(
    async () => (t = await startTestApp({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' })),
  );
  afterAll(() => t.close());

  const checkoutPath = (url: string) => new URL(url).pathname;

  it('lists the three seeded plans publicly, prices in cents', async () => {
    const { body } = await t.http.get('/api/subscriptions/plans').expect(200);
    expect(
      body.plans.map((plan: { name: string; price: number; recordLimit: number | null }) => plan),
    ).toEqual([
      expect.objectContaining({
        name: 'Débutant',
        price: 999,
        recordLimit: 100,
        interval: 'month',
      }),
      expect.objectContaining({ name: 'Professionnel', price: 2999, recordLimit: 500 }),
      expect.objectContaining({ name: 'Entreprise', price: 9999, recordLimit: null }),
    ]);
  });

  it('refuses a pack whose amount does not match the server price', async () => {
    const session = await signedInUser(t);
    const response = await t.http
      .post('/api/payments/checkout/credits')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .send({
        packId: 'pack_100',
        amountInCents: 1,
        credits: 100,
        currency: 'usd',
        description: '100 credits',
      })
      .expect(400);
    expect(response.body.code).toBe('PACK_PRICE_MISMATCH');
  });

  it('buys a pack through the test page, granting once even if completed twice', async () => {
    const session = await signedInUser(t);
    const auth = `Bearer ${session.accessToken}`;
    const checkout = await t.http
      .post('/api/payments/checkout/credits')
      .set('Authorization', auth)
      .send({ packId: 'pack_500', amountInCents: 4495, credits: 500, currency: 'usd' })
      .expect(201);
    expect(checkout.body.checkoutUrl).toBe(checkout.body.url);
    const page = await t.http.get(checkoutPath(checkout.body.url)).expect(200);
    expect(page.text).toContain('MODE TEST');
    expect(page.text).toContain('44,95\u00a0€');

    const done = await t.http.post(`${checkoutPath(checkout.body.url)}/complete`).expect(303);
    expect(done.headers.location).toBe('http://app.test/payment/success?type=credit');
    await t.http.post(`${checkoutPath(checkout.body.url)}/complete`).expect(303);

    expect((await t.http.get('/api/credits/balance').set('Authorization', auth)).body.balance).toBe(
      510,
    );
    const history = await t.http.get('/api/credits/transactions').set('Authorization', auth);
    expect(history.body.transactions[0]).toMatchObject({
      type: 'credit_purchase',
      code: 'credit_purchase',
      params: { packCredits: 500 },
      amount: 500,
    });
  });

  it("speaks the screen's language only: French by default, English when asked", async () => {
    const session = await signedInUser(t);
    const checkout = await t.http
      .post('/api/payments/checkout/credits')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .send({ packId: 'pack_500', amountInCents: 4495, credits: 500, currency: 'eur' })
      .expect(201);
    const path = checkoutPath(checkout.body.url);

    for (const french of [path, `${path}?lang=fr`, `${path}?lang=de`]) {
      const page = (await t.http.get(french).expect(200)).text;
      expect(page).toContain('<html lang="fr">');
      expect(page).toContain('MODE TEST — aucun paiement réel');
      expect(page).toContain('>Payer (test)<');
      expect(page).toContain('>Annuler<');
      expect(page).toContain('44,95\u00a0€');
      expect(page).not.toMatch(/TEST MODE|no real payment|Pay \(test\)|Cancel/);
    }

    const english = (await t.http.get(`${path}?lang=en`).expect(200)).text;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('TEST MODE — no real payment');
    expect(english).toContain('>Pay (test)<');
    expect(english).toContain('>Cancel<');
    expect(english).toContain('€44.95');
    expect(english).not.toMatch(/MODE TEST|aucun paiement|Payer|Annuler/);
  });

  it('says the trial and the monthly charge after it when the checkout starts a trial', async () => {
    const session = await signedInUser(t);
    const auth = `Bearer ${session.accessToken}`;
    const plans = (await t.http.get('/api/subscriptions/plans')).body.plans;
    const professional = plans.find((plan: { name: string }) => plan.name === 'Professionnel');
    const checkout = await t.http
      .post('/api/payments/checkout/subscription')
      .set('Authorization', auth)
      .send({ planId: professional.id })
      .expect(201);
    const path = checkoutPath(checkout.body.url);
    const trialEnd = new Date(Date.now() + 14 * 86_400_000);
    const day = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
        trialEnd,
      );

    const french = (await t.http.get(path).expect(200)).text;
    expect(french).toContain('14 jours d’essai gratuit');
    expect(french).toContain(`puis 29,99\u00a0€ par mois à partir du ${day('fr-FR')}`);
    expect(french).toContain('Résiliable à tout moment');
    expect(french).toContain('0,00\u00a0€ aujourd’hui');
    expect(french).toContain('>Démarrer l’essai gratuit (test)<');
    expect(french).not.toContain('>Payer (test)<');

    const english = (await t.http.get(`${path}?lang=en`).expect(200)).text;
    expect(english).toContain('14-day free trial');
    expect(english).toContain(`then €29.99 per month from ${day('en-GB')}`);
    expect(english).toContain('Cancel any time');
    expect(english).toContain('>Start free trial (test)<');

    // Completed and cancelled, the account has had its trial: a new checkout charges at once.
    await t.http.post(`${path}/complete`).expect(303);
    const current = (
      await t.http.get('/api/subscriptions/current').set('Authorization', auth).expect(200)
    ).body.subscription;
    await t.http
      .post(`/api/subscriptions/${current.id}/cancel`)
      .set('Authorization', auth)
      .expect(200);
    await t.app
      .get(DataSource)
      .query(
        `UPDATE user_subscriptions SET status = 'expired', current_period_end = now() WHERE id = $1`,
        [current.id],
      );
    const again = await t.http
      .post('/api/payments/checkout/subscription')
      .set('Authorization', auth)
      .send({ planId: professional.id })
      .expect(201);
    const charged = (await t.http.get(checkoutPath(again.body.url)).expect(200)).text;
    expect(charged).not.toContain('essai');
    expect(charged).toContain('29,99\u00a0€ par mois, dès aujourd’hui. Résiliable à tout moment.');
    expect(charged).toContain('>Payer (test)<');
  });

  it('cancelling the test checkout grants nothing and returns to the cancel page', async () => {
    const session = await signedInUser(t);
    const auth = `Bearer ${session.accessToken}`;
    const checkout = await t.http
      .post('/api/payments/checkout/credits')
      .set('Authorization', auth)
      .send({ packId: 'pack_100', amountInCents: 999, credits: 100, currency: 'usd' });
    const cancel = await t.http.post(`${checkoutPath(checkout.body.url)}/cancel`).expect(303);
    expect(cancel.headers.location).toBe('http://app.test/payment/cancel?type=credit');
    expect((await t.http.get('/api/credits/balance').set('Authorization', auth)).body.balance).toBe(
      10,
    );
  });

  it('subscribes, refuses a second active subscription, and cancels at period end', async () => {
    const session = await signedInUser(t);
    const auth = `Bearer ${session.accessToken}`;
    const plans = (await t.http.get('/api/subscriptions/plans')).body.plans;
    const checkout = await t.http
      .post('/api/payments/checkout/subscription')
      .set('Authorization', auth)
      .send({ planId: plans[0].id })
      .expect(201);
    const done = await t.http.post(`${checkoutPath(checkout.body.url)}/complete`).expect(303);
    expect(done.headers.location).toBe('http://app.test/payment/success?type=subscription');

    const current = (
      await t.http.get('/api/subscriptions/current').set('Authorization', auth).expect(200)
    ).body;
    expect(current.subscription).toMatchObject({
      status: 'active',
      subscriptionPlanId: plans[0].id,
      plan: { name: 'Débutant' },
    });
    const trialDays =
      (new Date(current.subscription.currentPeriodEnd).getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect((await t.http.get('/api/credits/balance').set('Authorization', auth)).body.balance).toBe(
      60,
    );
    const history = await t.http.get('/api/credits/transactions').set('Authorization', auth);
    expect(history.body.transactions[0]).toMatchObject({
      code: 'subscription_grant',
      params: { plan: 'Débutant' },
    });

    const again = await t.http
      .post('/api/payments/checkout/subscription')
      .set('Authorization', auth)
      .send({ planId: plans[1].id })
      .expect(409);
    expect(again.body.code).toBe('SUBSCRIPTION_ALREADY_ACTIVE');

    const other = await signedInUser(t);
    await t.http
      .post(`/api/subscriptions/${current.subscription.id}/cancel`)
      .set('Authorization', `Bearer ${other.accessToken}`)
      .expect(404);

    const cancelled = await t.http
      .post(`/api/subscriptions/${current.subscription.id}/cancel`)
      .set('Authorization', auth)
      .expect(200);
    expect(cancelled.body.subscription).toMatchObject({ status: 'canceled' });
    expect(cancelled.body.subscription).not.toHaveProperty('stripeSubscriptionId');
    const stillCurrent = (await t.http.get('/api/subscriptions/current').set('Authorization', auth))
      .body;
    expect(stillCurrent.subscription).toMatchObject({
      id: current.subscription.id,
      status: 'canceled',
    });
    const mine = (await t.http.get('/api/subscriptions/user').set('Authorization', auth)).body;
    expect(mine.subscriptions).toHaveLength(1);
  });
});
