import {
  ANALYZER_CSV_HEADER,
  eventually,
  ingestCsv,
  pause,
  subscribe,
} from '../../support/alerts-helpers';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';

type Session = Awaited<ReturnType<typeof signedInUser>>;

interface Webhook {
  id: number;
  url: string;
  pausedAt: string | null;
  pauseReason: string | null;
}

const freshSiren = () => String(100000000 + Math.floor(Math.random() * 899999999));

/**
 * Issue 28, finding 5: a target that keeps failing is paused, its owner told by e-mail in their
 * language, and the owner can resume it.
 */
describe('a webhook that keeps failing', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let admin: Session;
  const receivers: WebhookReceiver[] = [];

  const webhooksOf = async (session: Session): Promise<Webhook[]> =>
    (await t.http.get('/api/webhooks').set(bearer(session.accessToken)).expect(200)).body.webhooks;
  const deliveriesOf = async (session: Session, id: number) =>
    (
      await t.http
        .get(`/api/webhooks/${id}/deliveries`)
        .set(bearer(session.accessToken))
        .expect(200)
    ).body.deliveries as { attempt: number; state: string; error: string | null }[];

  /** An Entreprise owner watching a company, with a webhook to a receiver that answers 500. */
  const failingOwner = async (language: 'fr' | 'en') => {
    const owner = await signedInUser(t);
    await subscribe(t, owner.accessToken, 'Entreprise');
    await t.http
      .put('/api/notifications/preferences')
      .set(bearer(owner.accessToken))
      .send({ email: 'off', language })
      .expect(200);
    const siren = freshSiren();
    await t.http.post('/api/watches').set(bearer(owner.accessToken)).send({ siren }).expect(201);
    const receiver = new WebhookReceiver();
    receivers.push(receiver);
    receiver.answers.push(...Array<number>(20).fill(500));
    const url = `${await receiver.start()}/failing`;
    const created = await t.http
      .post('/api/webhooks')
      .set(bearer(owner.accessToken))
      .send({ url, events: ['notification.created'] })
      .expect(201);
    return { owner, siren, receiver, url, id: created.body.webhook.id as number };
  };

  beforeAll(async () => {
    database = await createIsolatedDatabase('webhook_pausing');
    t = await startTestApp({
      DATABASE_URL: database.url,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_BASE_MS: '100',
      // Paused after 3 failed attempts in a row, however recent the first.
      WEBHOOK_PAUSE_AFTER_FAILURES: '3',
      WEBHOOK_PAUSE_AFTER_FAILING_MS: '0',
    });
    admin = await makeAdmin(t);
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
    for (const receiver of receivers) await receiver.stop();
  });

  it('is paused after repeated failures, its owner e-mailed in their language, and can be resumed', async () => {
    const english = await failingOwner('en');
    const french = await failingOwner('fr');
    await ingestCsv(t, admin.accessToken, admin.user.id, [
      ANALYZER_CSV_HEADER,
      `WP-1,2026-11-25,modification,Panne SA,75,${english.siren},Paris,Tribunal de commerce de Paris`,
      `WP-2,2026-11-25,modification,Coupure SA,75,${french.siren},Paris,Tribunal de commerce de Paris`,
    ]);

    for (const { owner, id, receiver } of [english, french]) {
      const [paused] = await eventually(
        () => webhooksOf(owner),
        ([webhook]) => webhook.pausedAt !== null,
      );
      expect(paused).toMatchObject({ id, pauseReason: 'failing', pausedAt: expect.any(String) });
      // The attempt after the pause is not made: it is logged as skipped, and none follows.
      const log = await eventually(
        () => deliveriesOf(owner, id),
        (rows) => rows.length === 4,
      );
      expect(log.map(({ attempt, state }) => [attempt, state])).toEqual([
        [4, 'skipped'],
        [3, 'retrying'],
        [2, 'retrying'],
        [1, 'retrying'],
      ]);
      expect(log[0].error).toBe('This webhook is paused');
      await pause(800);
      expect(receiver.at('/failing')).toHaveLength(3);
      expect(await deliveriesOf(owner, id)).toHaveLength(4);
    }

    const englishMail = await t.mail.waitFor(english.owner.email, 'Webhook paused');
    expect(englishMail.text).toContain(english.url);
    expect(englishMail.text).toContain('http://app.test/settings/webhooks');
    const frenchMail = await t.mail.waitFor(french.owner.email, 'Webhook suspendu');
    expect(frenchMail.text).toContain(french.url);
    expect(frenchMail.text).toContain('http://app.test/settings/webhooks');
    // One e-mail each, however many attempts were skipped.
    expect(t.mail.messages.filter((mail) => /Webhook/.test(mail.subject ?? ''))).toHaveLength(2);

    // Resumed by its owner, it delivers again.
    english.receiver.answers.splice(0);
    const resumed = await t.http
      .patch(`/api/webhooks/${english.id}`)
      .set(bearer(english.owner.accessToken))
      .send({ paused: false })
      .expect(200);
    expect(resumed.body.webhook).toMatchObject({
      id: english.id,
      pausedAt: null,
      pauseReason: null,
    });
    await ingestCsv(t, admin.accessToken, admin.user.id, [
      ANALYZER_CSV_HEADER,
      `WP-3,2026-11-26,modification,Reprise SA,75,${english.siren},Paris,Tribunal de commerce de Paris`,
    ]);
    await eventually(
      () => english.receiver.at('/failing'),
      (found) => found.length === 4,
    );
    const [latest] = await eventually(
      () => deliveriesOf(english.owner, english.id),
      ([row]) => row.state === 'delivered',
    );
    expect(latest).toMatchObject({ attempt: 1, state: 'delivered' });
  });

  it('can be paused by its owner, and is then sent nothing; another user cannot touch it', async () => {
    const { owner, id, siren, receiver } = await failingOwner('fr');
    receiver.answers.splice(0);
    const stranger = await signedInUser(t);
    await subscribe(t, stranger.accessToken, 'Entreprise');
    await t.http
      .patch(`/api/webhooks/${id}`)
      .set(bearer(stranger.accessToken))
      .send({ paused: true })
      .expect(404);
    for (const body of [{}, { paused: 'yes' }, { paused: true, url: 'http://x.test/' }]) {
      await t.http
        .patch(`/api/webhooks/${id}`)
        .set(bearer(owner.accessToken))
        .send(body)
        .expect(400);
    }
    const paused = await t.http
      .patch(`/api/webhooks/${id}`)
      .set(bearer(owner.accessToken))
      .send({ paused: true })
      .expect(200);
    expect(paused.body.webhook).toMatchObject({
      pausedAt: expect.any(String),
      pauseReason: 'owner',
    });

    // A control: another owner's webhook gets the same run's notice.
    const control = await failingOwner('fr');
    control.receiver.answers.splice(0);
    await ingestCsv(t, admin.accessToken, admin.user.id, [
      ANALYZER_CSV_HEADER,
      `WP-4,2026-11-27,modification,Silence SA,75,${siren},Paris,Tribunal de commerce de Paris`,
      `WP-5,2026-11-27,modification,Témoin SA,75,${control.siren},Paris,Tribunal de commerce de Paris`,
    ]);
    await eventually(
      () => control.receiver.at('/failing'),
      (found) => found.length === 1,
    );
    expect(receiver.received).toEqual([]);
    expect(await deliveriesOf(owner, id)).toEqual([]);
  });
});
