import { DataSource } from 'typeorm';
import {
  ANALYZER_CSV_HEADER,
  eventually,
  ingestCsv,
  pause,
  subscribe,
} from '../../support/alerts-helpers';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { HeldWebhookReceiver } from '../../support/held-webhook-receiver';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';
import { verifySignature, WebhookReceiver } from '../../support/webhook-receiver';

type Session = Awaited<ReturnType<typeof signedInUser>>;

interface Delivery {
  deliveryId: string;
  event: string;
  attempt: number;
  state: string;
  statusCode: number | null;
  error: string | null;
  nextAttemptAt: string | null;
  payload: { id: string };
}

const createWebhook = (
  t: TestApp,
  session: Session,
  url: string,
  events = ['notification.created'],
) => t.http.post('/api/webhooks').set(bearer(session.accessToken)).send({ url, events });

/** A SIREN no other test uses: 9 digits. */
const freshSiren = () => String(100000000 + Math.floor(Math.random() * 899999999));

/** Webhooks (CONTRACT §7.6, issue 18 item 5), with a local receiver (private addresses allowed). */
describe('webhooks', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let receiver: WebhookReceiver;
  let receiverUrl: string;
  let admin: Session;
  const db = () => t.app.get(DataSource);

  const entrepriseUser = async () => {
    const session = await signedInUser(t);
    await subscribe(t, session.accessToken, 'Entreprise');
    return session;
  };
  const deliveriesOf = async (session: Session, webhookId: number): Promise<Delivery[]> =>
    (
      await t.http
        .get(`/api/webhooks/${webhookId}/deliveries`)
        .set(bearer(session.accessToken))
        .expect(200)
    ).body.deliveries;

  beforeAll(async () => {
    receiver = new WebhookReceiver();
    receiverUrl = await receiver.start();
    database = await createIsolatedDatabase('webhooks');
    t = await startTestApp({
      DATABASE_URL: database.url,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // The 24-hour schedule, compressed: the waits double from 300 ms.
      WEBHOOK_RETRY_BASE_MS: '300',
    });
    admin = await makeAdmin(t);
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
    await receiver.stop();
  });

  it('is refused without a plan that includes it, and needs a token', async () => {
    const user = await signedInUser(t);
    const refused = await createWebhook(t, user, `${receiverUrl}/none`).expect(403);
    expect(refused.body).toMatchObject({ code: 'PLAN_FEATURE_REQUIRED', statusCode: 403 });
    // Listing needs no plan (issue 28): there is just nothing to list.
    const listed = await t.http.get('/api/webhooks').set(bearer(user.accessToken)).expect(200);
    expect(listed.body).toEqual({ webhooks: [] });

    const professional = await signedInUser(t);
    await subscribe(t, professional.accessToken, 'Professionnel');
    await createWebhook(t, professional, `${receiverUrl}/none`).expect(403);

    await t.http.get('/api/webhooks').expect(401);
    await t.http.post('/api/webhooks').send({ url: receiverUrl, events: [] }).expect(401);
    expect(await db().query(`SELECT id FROM webhooks`)).toEqual([]);
  });

  it('creates a webhook with its secret shown once, lists and deletes it', async () => {
    const user = await entrepriseUser();
    const created = await createWebhook(t, user, `${receiverUrl}/crud`).expect(201);
    expect(created.body).toEqual({
      webhook: {
        id: expect.any(Number),
        url: `${receiverUrl}/crud`,
        events: ['notification.created'],
        createdAt: expect.any(String),
        pausedAt: null,
        pauseReason: null,
      },
      secret: expect.stringMatching(/^whsec_[\w-]{43}$/),
    });
    const listed = await t.http.get('/api/webhooks').set(bearer(user.accessToken)).expect(200);
    expect(listed.body).toEqual({ webhooks: [created.body.webhook] });
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);

    await t.http
      .delete(`/api/webhooks/${created.body.webhook.id}`)
      .set(bearer(user.accessToken))
      .expect(204);
    expect(
      (await t.http.get('/api/webhooks').set(bearer(user.accessToken)).expect(200)).body,
    ).toEqual({ webhooks: [] });
  });

  it('accepts only http(s) URLs and known events', async () => {
    const user = await entrepriseUser();
    for (const url of [
      'ftp://hooks.example.com/x',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'gopher://127.0.0.1:6379/_FLUSHALL',
      'hooks.example.com/x',
      '',
      42,
    ]) {
      const refused = await createWebhook(t, user, url as string).expect(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
    for (const events of [[], ['record.deleted'], 'notification.created', null]) {
      await createWebhook(t, user, `${receiverUrl}/x`, events as string[]).expect(400);
    }
    expect(
      (await t.http.get('/api/webhooks').set(bearer(user.accessToken)).expect(200)).body.webhooks,
    ).toEqual([]);
  });

  it("treats another user's webhook as not found", async () => {
    const owner = await entrepriseUser();
    const other = await entrepriseUser();
    const { id } = (await createWebhook(t, owner, `${receiverUrl}/owned`).expect(201)).body.webhook;

    for (const request of [
      t.http.delete(`/api/webhooks/${id}`),
      t.http.get(`/api/webhooks/${id}/deliveries`),
      t.http.post(`/api/webhooks/${id}/test`),
    ]) {
      const refused = await request.set(bearer(other.accessToken)).expect(404);
      expect(refused.body.code).toBe('WEBHOOK_NOT_FOUND');
    }
    expect(receiver.at('/owned')).toEqual([]);
    expect(
      (await t.http.get('/api/webhooks').set(bearer(other.accessToken)).expect(200)).body.webhooks,
    ).toEqual([]);
    await t.http.get(`/api/webhooks/${id}/deliveries`).set(bearer(owner.accessToken)).expect(200);
    await t.http.get('/api/webhooks/abc/deliveries').set(bearer(owner.accessToken)).expect(400);
  });

  it('stays listed, readable and deletable once the plan no longer includes webhooks', async () => {
    const owner = await entrepriseUser();
    const { id } = (await createWebhook(t, owner, `${receiverUrl}/lapsed`).expect(201)).body
      .webhook;
    await t.http.post(`/api/webhooks/${id}/test`).set(bearer(owner.accessToken)).expect(201);
    await db().query(`DELETE FROM user_subscriptions WHERE user_id = $1`, [owner.user.id]);

    const listed = await t.http.get('/api/webhooks').set(bearer(owner.accessToken)).expect(200);
    expect(listed.body.webhooks.map((webhook: { id: number }) => webhook.id)).toEqual([id]);
    expect(await deliveriesOf(owner, id)).toHaveLength(1);
    // What sends or changes something still needs the plan.
    for (const request of [
      t.http
        .post('/api/webhooks')
        .send({ url: `${receiverUrl}/x`, events: ['notification.created'] }),
      t.http.post(`/api/webhooks/${id}/test`),
      t.http.patch(`/api/webhooks/${id}`).send({ paused: true }),
    ]) {
      const refused = await request.set(bearer(owner.accessToken)).expect(403);
      expect(refused.body).toMatchObject({ code: 'PLAN_FEATURE_REQUIRED', feature: 'webhooks' });
    }
    expect(receiver.at('/lapsed')).toHaveLength(1);
    await t.http.delete(`/api/webhooks/${id}`).set(bearer(owner.accessToken)).expect(204);
    const after = await t.http.get('/api/webhooks').set(bearer(owner.accessToken)).expect(200);
    expect(after.body.webhooks).toEqual([]);
  });

  it('queues no delivery for an owner whose plan no longer includes webhooks', async () => {
    const lapsed = await entrepriseUser();
    const kept = await entrepriseUser();
    const [lapsedSiren, keptSiren] = [freshSiren(), freshSiren()];
    await t.http
      .post('/api/watches')
      .set(bearer(lapsed.accessToken))
      .send({ siren: lapsedSiren })
      .expect(201);
    await t.http.post('/api/watches').set(bearer(kept.accessToken)).send({ siren: keptSiren });
    const lapsedHook = (await createWebhook(t, lapsed, `${receiverUrl}/lapsed-dispatch`)).body;
    await createWebhook(t, kept, `${receiverUrl}/kept-dispatch`).expect(201);
    await db().query(`DELETE FROM user_subscriptions WHERE user_id = $1`, [lapsed.user.id]);

    await ingestCsv(t, admin.accessToken, admin.user.id, [
      ANALYZER_CSV_HEADER,
      `WL-1,2026-11-23,modification,Ancien Client SA,75,${lapsedSiren},Paris,Tribunal de commerce de Paris`,
      `WL-2,2026-11-23,modification,Client Actuel SA,75,${keptSiren},Paris,Tribunal de commerce de Paris`,
    ]);
    await eventually(
      () => receiver.at('/kept-dispatch'),
      (found) => found.length === 1,
    );
    expect(receiver.at('/lapsed-dispatch')).toEqual([]);
    expect(await deliveriesOf(lapsed, lapsedHook.webhook.id)).toEqual([]);
  });

  it('does not try again once the plan lapses between attempts: the next one is logged as skipped', async () => {
    const held = new HeldWebhookReceiver();
    const heldUrl = await held.start();
    try {
      const owner = await entrepriseUser();
      const siren = freshSiren();
      await t.http.post('/api/watches').set(bearer(owner.accessToken)).send({ siren }).expect(201);
      const { id } = (await createWebhook(t, owner, `${heldUrl}/lapsing`).expect(201)).body.webhook;
      await ingestCsv(t, admin.accessToken, admin.user.id, [
        ANALYZER_CSV_HEADER,
        `WS-1,2026-11-24,modification,Sursis SA,75,${siren},Paris,Tribunal de commerce de Paris`,
      ]);
      // The first attempt is under way when the plan ends; it fails.
      await eventually(
        () => held.received.length,
        (count) => count === 1,
      );
      await db().query(`DELETE FROM user_subscriptions WHERE user_id = $1`, [owner.user.id]);
      held.answerAll(500);

      const log = await eventually(
        () => deliveriesOf(owner, id),
        (rows) => rows.length >= 2,
      );
      expect(log).toEqual([
        expect.objectContaining({
          attempt: 2,
          state: 'skipped',
          statusCode: null,
          error: 'Your plan no longer includes webhooks',
          nextAttemptAt: null,
        }),
        expect.objectContaining({ attempt: 1, state: 'retrying', statusCode: 500 }),
      ]);
      // Retries come every 300 ms or so here: none follows the skipped one.
      await pause(1000);
      expect(held.received).toHaveLength(1);
      expect(await deliveriesOf(owner, id)).toHaveLength(2);
    } finally {
      await held.stop();
    }
  });

  it('delivers each new notification once, signed with the secret, as the notifications list shows it', async () => {
    const owner = await entrepriseUser();
    const siren = freshSiren();
    await t.http.post('/api/watches').set(bearer(owner.accessToken)).send({ siren }).expect(201);
    const created = (await createWebhook(t, owner, `${receiverUrl}/signed`).expect(201)).body;

    await ingestCsv(t, admin.accessToken, admin.user.id, [
      ANALYZER_CSV_HEADER,
      `WH-1,2026-11-20,collective,Suivie SA,75,${siren},Paris,Tribunal de commerce de Paris`,
      `WH-2,2026-11-20,creation,Autre SAS,75,${freshSiren()},Paris,Tribunal de commerce de Paris`,
    ]);
    const [received] = await eventually(
      () => receiver.at('/signed'),
      (found) => found.length > 0,
    );

    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['user-agent']).toMatch(/^BODACC-Webhooks\//);
    expect(received.headers['x-webhook-event']).toBe('notification.created');
    const signature = received.headers['x-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(created.secret, signature, received.body)).toBe(true);
    expect(verifySignature(`${created.secret}x`, signature, received.body)).toBe(false);
    expect(
      verifySignature(created.secret, signature, received.body.replace('Suivie', 'Autre')),
    ).toBe(false);
    const sentAt = Number(/t=(\d+)/.exec(signature)![1]);
    expect(Math.abs(sentAt - Date.now() / 1000)).toBeLessThan(60);

    const body = JSON.parse(received.body);
    const notifications = (
      await t.http.get('/api/notifications').set(bearer(owner.accessToken)).expect(200)
    ).body.notifications;
    expect(notifications).toHaveLength(1);
    // A watched company's notice says the company's flags, as its portfolio shows them.
    const portfolio = (
      await t.http.get('/api/portfolio').set(bearer(owner.accessToken)).expect(200)
    ).body.companies.data;
    expect(portfolio).toEqual([expect.objectContaining({ siren })]);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      event: 'notification.created',
      createdAt: expect.any(String),
      data: { notification: notifications[0], flags: portfolio[0].flags },
    });
    expect(body.data.notification.record).toMatchObject({ nom_complet: 'Suivie SA', siren });
    expect(received.headers['x-webhook-delivery']).toBe(body.id);

    // Once: nothing more arrives, and the log holds one delivered attempt.
    await pause(800);
    expect(receiver.at('/signed')).toHaveLength(1);
    expect(await deliveriesOf(owner, created.webhook.id)).toEqual([
      expect.objectContaining({
        deliveryId: body.id,
        event: 'notification.created',
        attempt: 1,
        state: 'delivered',
        statusCode: 200,
        error: null,
        nextAttemptAt: null,
        payload: body,
      }),
    ]);
  });

  it('tries a failed delivery again with backoff, logging each attempt and its status', async () => {
    const owner = await entrepriseUser();
    const siren = freshSiren();
    await t.http.post('/api/watches').set(bearer(owner.accessToken)).send({ siren }).expect(201);
    const created = (await createWebhook(t, owner, `${receiverUrl}/flaky`).expect(201)).body;
    receiver.answers.push(500);

    await ingestCsv(t, admin.accessToken, admin.user.id, [
      ANALYZER_CSV_HEADER,
      `WR-1,2026-11-21,modification,Instable SA,75,${siren},Paris,Tribunal de commerce de Paris`,
    ]);
    const attempts = await eventually(
      () => receiver.at('/flaky'),
      (found) => found.length >= 2,
    );
    expect(attempts[1].body).toBe(attempts[0].body);
    for (const attempt of attempts) {
      expect(
        verifySignature(created.secret, attempt.headers['x-signature'] as string, attempt.body),
      ).toBe(true);
    }

    const log = await eventually(
      () => deliveriesOf(owner, created.webhook.id),
      (rows) => rows.length >= 2,
    );
    const deliveryId = JSON.parse(attempts[0].body).id;
    expect(log).toEqual([
      expect.objectContaining({ deliveryId, attempt: 2, state: 'delivered', statusCode: 200 }),
      expect.objectContaining({
        deliveryId,
        attempt: 1,
        state: 'retrying',
        statusCode: 500,
        error: 'HTTP 500',
        nextAttemptAt: expect.any(String),
      }),
    ]);
    await pause(1000);
    expect(receiver.at('/flaky')).toHaveLength(2);
  });

  it('sends a test event on demand, once, and logs what the receiver answered', async () => {
    const owner = await entrepriseUser();
    const created = (await createWebhook(t, owner, `${receiverUrl}/test`).expect(201)).body;
    const send = () =>
      t.http.post(`/api/webhooks/${created.webhook.id}/test`).set(bearer(owner.accessToken));

    const sent = await send().expect(201);
    expect(sent.body.delivery).toMatchObject({
      event: 'webhook.test',
      attempt: 1,
      state: 'delivered',
      statusCode: 200,
      error: null,
      durationMs: expect.any(Number),
    });
    const [received] = receiver.at('/test');
    expect(
      verifySignature(created.secret, received.headers['x-signature'] as string, received.body),
    ).toBe(true);
    expect(JSON.parse(received.body)).toEqual(sent.body.delivery.payload);
    expect(sent.body.delivery.payload.data.notification.record).toMatchObject({
      nom_complet: expect.any(String),
    });

    receiver.answers.push(503);
    const failed = await send().expect(201);
    expect(failed.body.delivery).toMatchObject({
      state: 'failed',
      statusCode: 503,
      nextAttemptAt: null,
    });
    await pause(800);
    expect(receiver.at('/test')).toHaveLength(2);

    const log = await deliveriesOf(owner, created.webhook.id);
    expect(log.map((row) => [row.event, row.statusCode])).toEqual([
      ['webhook.test', 503],
      ['webhook.test', 200],
    ]);
    const paged = await t.http
      .get(`/api/webhooks/${created.webhook.id}/deliveries`)
      .query({ page: 2, limit: 1 })
      .set(bearer(owner.accessToken))
      .expect(200);
    expect(paged.body.meta).toEqual({ page: 2, limit: 1, total: 2 });
    expect(paged.body.deliveries[0].statusCode).toBe(200);
  });

  it('follows no redirect and reports a receiver that cannot be reached', async () => {
    const owner = await entrepriseUser();
    const redirecting = (await createWebhook(t, owner, `${receiverUrl}/redirect`).expect(201)).body;
    const redirected = await t.http
      .post(`/api/webhooks/${redirecting.webhook.id}/test`)
      .set(bearer(owner.accessToken))
      .expect(201);
    expect(redirected.body.delivery).toMatchObject({
      state: 'failed',
      statusCode: 302,
      error: 'Redirect not followed',
    });
    expect(receiver.at('/elsewhere')).toEqual([]);

    // A port nobody listens on: the receiver started and stopped.
    const gone = new WebhookReceiver();
    const goneUrl = await gone.start();
    await gone.stop();
    const closed = (await createWebhook(t, owner, `${goneUrl}/hook`).expect(201)).body;
    const unreachable = await t.http
      .post(`/api/webhooks/${closed.webhook.id}/test`)
      .set(bearer(owner.accessToken))
      .expect(201);
    expect(unreachable.body.delivery).toMatchObject({
      state: 'failed',
      statusCode: null,
      error: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it("goes with its owner's account, and the export lists it without the secret", async () => {
    const owner = await entrepriseUser();
    const created = (await createWebhook(t, owner, `${receiverUrl}/mine`).expect(201)).body;
    await t.http
      .post(`/api/webhooks/${created.webhook.id}/test`)
      .set(bearer(owner.accessToken))
      .expect(201);

    const exported = await t.http
      .get('/api/auth/account/export')
      .set(bearer(owner.accessToken))
      .buffer(true)
      .parse((response, callback) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => callback(null, text));
      })
      .expect(200);
    const text = exported.body as string;
    expect(text).not.toContain(created.secret);
    const data = JSON.parse(text);
    expect(data.webhooks).toEqual([
      expect.objectContaining({ id: created.webhook.id, url: `${receiverUrl}/mine` }),
    ]);
    expect(data.webhookDeliveries).toEqual([
      expect.objectContaining({ webhook_id: created.webhook.id, event: 'webhook.test' }),
    ]);

    await db().query(`DELETE FROM users WHERE id = $1`, [owner.user.id]);
    expect(await db().query(`SELECT id FROM webhooks WHERE id = $1`, [created.webhook.id])).toEqual(
      [],
    );
    expect(
      await db().query(`SELECT id FROM webhook_deliveries WHERE webhook_id = $1`, [
        created.webhook.id,
      ]),
    ).toEqual([]);
  });
});

/** Without WEBHOOK_ALLOW_PRIVATE: a webhook never reaches this machine or its networks. */
describe('webhook addresses', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let receiver: WebhookReceiver;
  let receiverUrl: string;
  let user: Session;

  beforeAll(async () => {
    receiver = new WebhookReceiver();
    receiverUrl = await receiver.start();
    database = await createIsolatedDatabase('webhook-addresses');
    t = await startTestApp({ DATABASE_URL: database.url, WEBHOOK_ALLOW_PRIVATE: 'false' });
    user = await signedInUser(t);
    await subscribe(t, user.accessToken, 'Entreprise');
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
    await receiver.stop();
  });

  it('refuses private, loopback, link-local and other non-public addresses, resolved', async () => {
    for (const url of [
      receiverUrl,
      'http://127.0.0.1/hook',
      'http://10.1.2.3/hook',
      'http://192.168.0.10:8080/hook',
      'http://172.20.0.1/hook',
      'http://100.64.0.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/hook',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[fd00::1]/hook',
      'http://[fe80::1]/hook',
      // A name, resolved: localhost is 127.0.0.1 (and ::1).
      'http://localhost/hook',
      'https://localhost:8443/hook',
      // A name that resolves nowhere is refused too.
      'https://does-not-exist.invalid/hook',
      // A scoped IPv6 address, which the URL standard cannot even parse (issue 28: it was a 500).
      'http://[fe80::1%25lo]/',
      'http://[fe80::1%25eth0]:8080/hook',
    ]) {
      const refused = await createWebhook(t, user, url).expect(400);
      expect({ url, code: refused.body.code }).toEqual({ url, code: 'WEBHOOK_URL_NOT_ALLOWED' });
      // Only that the address is not allowed: nothing of what it resolves to, nor whether it does.
      expect(refused.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'WEBHOOK_URL_NOT_ALLOWED',
        message: 'This webhook address is not allowed',
      });
    }
    expect(receiver.received).toEqual([]);
    // A public address is accepted (nothing is sent at creation).
    await createWebhook(t, user, 'http://93.184.216.34/hook').expect(201);
  });

  it('checks the address again at delivery time: a host now resolving privately gets nothing', async () => {
    // As if the host resolved publicly at creation and to this machine since (DNS rebinding).
    const [{ id }] = await t.app.get(DataSource).query(
      `INSERT INTO webhooks (user_id, url, events, secret)
       VALUES ($1, $2, '{notification.created}', 'whsec_test') RETURNING id`,
      [user.user.id, `${receiverUrl.replace('127.0.0.1', 'localhost')}/rebound`],
    );
    const sent = await t.http
      .post(`/api/webhooks/${id}/test`)
      .set(bearer(user.accessToken))
      .expect(201);
    expect(sent.body.delivery).toMatchObject({
      state: 'failed',
      statusCode: null,
      error: 'Address not allowed',
    });
    expect(receiver.received).toEqual([]);
  });
});
