import { JobQueues } from '../../../src/shared/queue';
import {
  ANALYZER_CSV_HEADER,
  eventually,
  ingestCsv,
  subscribe,
} from '../../support/alerts-helpers';
import { HeldWebhookReceiver } from '../../support/held-webhook-receiver';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';

type Session = Awaited<ReturnType<typeof signedInUser>>;

const freshSiren = () => String(100000000 + Math.floor(Math.random() * 899999999));

/** Waits until `until` holds, or fails once `boundMs` have passed. */
async function within<T>(boundMs: number, read: () => T, until: (value: T) => boolean) {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const value = read();
    if (until(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`not within ${boundMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Issue 28, finding 5: one account's webhooks to a receiver that never answers must not delay
 * another account's deliveries (they used to wait behind every timeout, one at a time).
 */
describe('webhook deliveries between accounts', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let hanging: HeldWebhookReceiver;
  let hangingUrl: string;
  let receiver: WebhookReceiver;
  let receiverUrl: string;
  let admin: Session;

  const entrepriseUser = async () => {
    const session = await signedInUser(t);
    await subscribe(t, session.accessToken, 'Entreprise');
    return session;
  };
  const watch = (session: Session, siren: string) =>
    t.http.post('/api/watches').set(bearer(session.accessToken)).send({ siren }).expect(201);
  const createWebhook = (session: Session, url: string) =>
    t.http
      .post('/api/webhooks')
      .set(bearer(session.accessToken))
      .send({ url, events: ['notification.created'] })
      .expect(201);

  beforeAll(async () => {
    hanging = new HeldWebhookReceiver();
    hangingUrl = await hanging.start();
    receiver = new WebhookReceiver();
    receiverUrl = await receiver.start();
    database = await createIsolatedDatabase('webhook_fairness');
    t = await startTestApp({
      DATABASE_URL: database.url,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // The trial's account: 12 webhooks (more than the default quota allows).
      WEBHOOKS_PER_ACCOUNT: '12',
    });
    admin = await makeAdmin(t);
  });
  afterAll(async () => {
    // The hanging deliveries end (reset) and are put back for a retry before the keys go.
    const deliveries = t.app
      .get(JobQueues)
      .onHealthPage()
      .find((queue) => queue.name === 'webhook-delivery')!;
    await deliveries.pause();
    await hanging.stop();
    await eventually(
      () => deliveries.getActiveCount(),
      (active) => active === 0,
    );
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
    await receiver.stop();
  });

  it("delivers another account's event without waiting behind a hanging receiver's timeouts", async () => {
    const slow = await entrepriseUser();
    const slowSiren = freshSiren();
    await watch(slow, slowSiren);
    for (let i = 0; i < 12; i += 1) await createWebhook(slow, `${hangingUrl}/slow-${i}`);
    const other = await entrepriseUser();
    const otherSiren = freshSiren();
    await watch(other, otherSiren);
    await createWebhook(other, `${receiverUrl}/other`);

    // One run notifies both; the slow account's 12 deliveries are queued first.
    await ingestCsv(t, admin.accessToken, admin.user.id, [
      ANALYZER_CSV_HEADER,
      `WF-1,2026-11-22,modification,Lente SA,75,${slowSiren},Paris,Tribunal de commerce de Paris`,
      `WF-2,2026-11-22,modification,Rapide SA,75,${otherSiren},Paris,Tribunal de commerce de Paris`,
    ]);
    // Far below 12 timeouts of even one second each.
    await within(
      4000,
      () => receiver.at('/other'),
      (found) => found.length === 1,
    );
    // The slow account holds no more than its share of the delivery slots.
    expect(hanging.waiting).toBeGreaterThan(0);
    expect(hanging.waiting).toBeLessThanOrEqual(2);
  });
});
