import { ConfigType } from '@nestjs/config';
import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { emailSkeleton } from '../../../src/modules/identity/email-skeleton';
import { authConfig } from '../../../src/shared/config';
import { SmtpCapture } from '../../support/smtp-capture';
import { PASSWORD, registerUser, signedInUser, uniqueEmail } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof signedInUser>>;

/**
 * Issue 28: deleting the account and registering the same address again gave a second trial and
 * second welcome credits. A keyed hash of the address of each account that had them is kept.
 */
describe('free offers of an address that comes back', () => {
  let t: TestApp;
  let starterPlanId: number;
  beforeAll(async () => {
    t = await startTestApp({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
    starterPlanId = (await t.http.get('/api/subscriptions/plans')).body.plans[0].id;
  });
  afterAll(() => t.close());

  const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });
  const balance = async (session: Session) =>
    (await t.http.get('/api/credits/balance').set(auth(session)).expect(200)).body.balance;
  /** Subscribes through the local test checkout; the subscription as the API shows it. */
  const subscribe = async (session: Session) => {
    const checkout = await t.http
      .post('/api/payments/checkout/subscription')
      .set(auth(session))
      .send({ planId: starterPlanId })
      .expect(201);
    await t.http.post(`${new URL(checkout.body.url).pathname}/complete`).expect(303);
    return (await t.http.get('/api/subscriptions/current').set(auth(session)).expect(200)).body
      .subscription;
  };
  const exported = async (session: Session) =>
    JSON.parse((await t.http.get('/api/auth/account/export').set(auth(session)).expect(200)).text);
  /** Cancels the subscription (a renewing one blocks the deletion), then deletes the account. */
  const leave = async (session: Session, subscriptionId: number) => {
    await t.http.post(`/api/subscriptions/${subscriptionId}/cancel`).set(auth(session)).expect(200);
    await t.http
      .delete('/api/auth/account')
      .set(auth(session))
      .send({ password: PASSWORD })
      .expect(204);
  };
  /** A first account of the address: welcome credits, a trial, then it leaves. */
  const firstAccountOf = async (email: string) => {
    const first = await signedInUser(t, email);
    expect(await balance(first)).toBe(10);
    const subscription = await subscribe(first);
    expect(subscription.trialEndsAt).not.toBeNull();
    expect((await exported(first)).freeOffers).toEqual({
      isAddressHashKept: true,
      welcomeCredits: true,
      trial: true,
      purpose: expect.stringContaining('keyed hash'),
    });
    await leave(first, subscription.id);
  };
  /**
   * A new account of an address typed as given, verified and signed in: the mail is read at the
   * stored (canonical) address, once the first account's mails are put aside.
   */
  const returningUser = async (typed: string, canonical: string): Promise<Session> => {
    const isEarlier = (mail: SmtpCapture['messages'][number]) =>
      JSON.stringify(mail.to).includes(canonical);
    for (let i = t.mail.messages.length - 1; i >= 0; i--) {
      if (isEarlier(t.mail.messages[i])) t.mail.messages.splice(i, 1);
    }
    await registerUser(t, typed);
    const mail = await t.mail.waitFor(canonical, 'Confirmez');
    const token = SmtpCapture.linkToken(mail, 'verify-email');
    await t.http.get(`/api/auth/verify-email/${token}`).expect(200);
    const login = await t.http
      .post('/api/auth/login')
      .send({ email: typed, password: PASSWORD })
      .expect(200);
    return { email: canonical, password: PASSWORD, ...login.body };
  };
  const expectNoFreeOffers = async (session: Session) => {
    expect(await balance(session)).toBe(0);
    const subscription = await subscribe(session);
    expect(subscription.trialEndsAt).toBeNull();
    const [payment] = await t.app
      .get(DataSource)
      .query(`SELECT amount FROM payments WHERE user_id = $1 AND kind = 'subscription'`, [
        session.user.id,
      ]);
    expect(Number(payment.amount)).toBeGreaterThan(0);
  };

  it('gives no welcome credits and no trial again to the same address', async () => {
    const email = uniqueEmail('retour');
    await firstAccountOf(email);
    await expectNoFreeOffers(await returningUser(email, email));
  });

  it('recognizes the address in another case or with a look-alike letter', async () => {
    const upper = uniqueEmail('casse');
    await firstAccountOf(upper);
    await expectNoFreeOffers(await returningUser(upper.toUpperCase(), upper));

    const lookAlike = uniqueEmail('sosie');
    await firstAccountOf(lookAlike);
    const cyrillic = lookAlike.replace('o', '\u043E');
    await expectNoFreeOffers(await returningUser(cyrillic, cyrillic));
  });

  it('keeps the address of an account whose offers came before the hashes, at its deletion', async () => {
    const email = uniqueEmail('ancien');
    const first = await signedInUser(t, email);
    const subscription = await subscribe(first);
    // As before issue 28: the offers were given, no hash kept.
    const secret = t.app.get<ConfigType<typeof authConfig>>(authConfig.KEY).accountHashSecret;
    const hash = createHmac('sha256', secret).update(emailSkeleton(email)).digest('hex');
    const db = t.app.get(DataSource);
    expect(
      await db.query(`DELETE FROM offered_address_hashes WHERE address_hash = $1`, [hash]),
    ).toEqual([[], 1]);
    await leave(first, subscription.id);
    const [kept] = await db.query(
      `SELECT had_welcome_credits, had_trial FROM offered_address_hashes WHERE address_hash = $1`,
      [hash],
    );
    expect(kept).toEqual({ had_welcome_credits: true, had_trial: true });
    await expectNoFreeOffers(await returningUser(email, email));
  });

  it('still gives both to a new address, and keeps nothing that names it', async () => {
    const email = uniqueEmail('nouveau');
    const session = await signedInUser(t, email);
    expect(await balance(session)).toBe(10);
    expect((await subscribe(session)).trialEndsAt).not.toBeNull();
    const rows = await t.app
      .get(DataSource)
      .query(`SELECT to_jsonb(h) AS row FROM offered_address_hashes h`);
    expect(JSON.stringify(rows)).not.toContain(email);
    expect(JSON.stringify(rows)).not.toContain(email.split('@')[0]);
  });
});
