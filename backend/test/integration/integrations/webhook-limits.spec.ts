import { DataSource } from 'typeorm';
import { signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { subscribeTo } from '../../support/plan-subscription';
import { startTestApp, TestApp } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';

type Session = Awaited<ReturnType<typeof signedInUser>>;

/** Issue 28: what one account may do with webhooks, however fast it asks. */
describe('webhook limits', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let receiver: WebhookReceiver;
  let receiverUrl: string;
  const db = () => t.app.get(DataSource);

  const entrepriseUser = async () => {
    const session = await signedInUser(t);
    await subscribeTo(t, session.user.id, 'Entreprise');
    return session;
  };
  const createWebhook = (session: Session, path: string) =>
    t.http
      .post('/api/webhooks')
      .set(bearer(session.accessToken))
      .send({ url: `${receiverUrl}${path}`, events: ['notification.created'] });

  beforeAll(async () => {
    receiver = new WebhookReceiver();
    receiverUrl = await receiver.start();
    database = await createIsolatedDatabase('webhook_limits');
    // The production rate limit (10 a minute), not the test suites' generous one.
    t = await startTestApp({
      DATABASE_URL: database.url,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      RATE_LIMIT_PER_MINUTE: '10',
    });
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
    await receiver.stop();
  });

  it('sends at most 10 test events a minute: the 11th is 429 and reaches nobody', async () => {
    const owner = await entrepriseUser();
    const { id } = (await createWebhook(owner, '/tested').expect(201)).body.webhook;
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        t.http.post(`/api/webhooks/${id}/test`).set(bearer(owner.accessToken)),
      ),
    );
    const statuses = answers.map(({ status }) => status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
    expect(answers.find(({ status }) => status === 429)?.body.code).toBe('TOO_MANY_REQUESTS');
    expect(receiver.at('/tested')).toHaveLength(10);
  });

  it('keeps at most 10 webhooks per account, also when they are created at once', async () => {
    const owner = await entrepriseUser();
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => createWebhook(owner, `/quota-${i}`)),
    );
    expect(answers.filter(({ status }) => status === 201)).toHaveLength(10);
    const refused = answers.filter(({ status }) => status !== 201);
    expect(refused).toHaveLength(4);
    for (const { status, body } of refused) {
      expect(status).toBe(403);
      expect(body).toMatchObject({
        code: 'QUOTA_REACHED',
        quota: { resource: 'webhooks', max: 10 },
      });
    }
    const [{ count }] = await db().query(
      `SELECT count(*)::int AS count FROM webhooks WHERE user_id = $1`,
      [owner.user.id],
    );
    expect(count).toBe(10);

    // A deletion frees a place; another account has its own.
    const { webhooks } = (
      await t.http.get('/api/webhooks').set(bearer(owner.accessToken)).expect(200)
    ).body;
    await t.http
      .delete(`/api/webhooks/${webhooks[0].id}`)
      .set(bearer(owner.accessToken))
      .expect(204);
    await createWebhook(owner, '/quota-again').expect(201);
    await createWebhook(owner, '/quota-over').expect(403);
    await createWebhook(await entrepriseUser(), '/quota-other').expect(201);
  });
});
