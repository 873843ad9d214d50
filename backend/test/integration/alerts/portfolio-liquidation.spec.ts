import { DataSource } from 'typeorm';
import { WeeklyDigestHandler } from '../../../src/modules/alerts/digest.job';
import { addDays, dayInParis } from '../../../src/shared/time';
import { eventually, ingestCsv, subscribe } from '../../support/alerts-helpers';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';

/**
 * Issue 33, done when: a portfolio company enters liquidation through an ingestion; its owner
 * sees the flag, the notification, the weekly digest's line and the webhook.
 */
describe('a portfolio company entering liquidation', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let receiver: WebhookReceiver;
  let receiverUrl: string;

  beforeAll(async () => {
    receiver = new WebhookReceiver();
    receiverUrl = await receiver.start();
    database = await createIsolatedDatabase('portfolio_liquidation');
    t = await startTestApp({
      DATABASE_URL: database.url,
      WEBHOOK_ALLOW_PRIVATE: 'true',
    });
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
    await receiver.stop();
  });

  it('raises the flag, notifies, says it in the weekly digest, and calls the webhook', async () => {
    const admin = await makeAdmin(t);
    const owner = await signedInUser(t);
    await subscribe(t, owner.accessToken, 'Entreprise');
    const as = (request: ReturnType<TestApp['http']['get']>) =>
      request.set(bearer(owner.accessToken));
    // Ganymède's real SIREN and a customer of the portfolio's file, still active.
    await as(t.http.post('/api/watches/import'))
      .send({ sirens: ['880 878 145', '829106616'] })
      .expect(201);
    await as(t.http.put('/api/notifications/preferences'))
      .send({ email: 'weekly', language: 'fr' })
      .expect(200);
    await as(t.http.post('/api/webhooks'))
      .send({ url: `${receiverUrl}/portfolio`, events: ['notification.created'] })
      .expect(201);
    const before = (await as(t.http.get('/api/portfolio')).expect(200)).body;
    expect(before.summary.byFlag.procedure_open).toBeUndefined();

    const day = addDays(dayInParis(new Date()), -1);
    await ingestCsv(t, admin.accessToken, admin.user.id, [
      'annonce_id,date_parution,type_annonce,nom_complet,numero_departement,siren,ville,tribunal,type_jugement,complementaire',
      `PL-1,${day},collective,GANYMEDE,75,880878145,Paris,Tribunal de commerce de Paris,Jugement d'ouverture de liquidation judiciaire,"Jugement prononçant la liquidation judiciaire, désignant liquidateur Maître Durand"`,
    ]);

    // The flag, on the portfolio.
    const after = (
      await as(t.http.get('/api/portfolio').query({ flag: 'procedure_open' })).expect(200)
    ).body;
    expect(after.companies.data).toEqual([
      expect.objectContaining({
        siren: '880878145',
        status: expect.objectContaining({ code: 'liquidation_judiciaire' }),
        lastEvent: { date: day, type: 'collective', annonceId: 'PL-1' },
        flags: ['procedure_open', 'new_notice_7d'],
      }),
    ]);
    expect(after.summary.events7d).toBe(1);

    // The notification.
    const { notifications } = (await as(t.http.get('/api/notifications')).expect(200)).body;
    expect(notifications).toEqual([
      expect.objectContaining({
        kind: 'watch',
        record: expect.objectContaining({ siren: '880878145' }),
      }),
    ]);

    // The webhook, saying which flags the event raised.
    const [delivery] = await eventually(
      () => receiver.at('/portfolio'),
      (received) => received.length > 0,
    );
    expect(JSON.parse(delivery.body).data.flags).toEqual(['procedure_open', 'new_notice_7d']);

    // The weekly digest's line, under its kind.
    await t.app.get(WeeklyDigestHandler).handle();
    const [mail] = await eventually(
      () =>
        t.mail.messages.filter(
          (message) =>
            JSON.stringify(message.to).includes(owner.email) &&
            message.subject?.startsWith('Votre semaine'),
        ),
      (found) => found.length > 0,
    );
    expect(mail.subject).toBe('Votre semaine : 1 nouvelle annonce sur vos entreprises');
    expect(mail.text).toContain('Procédure collective (1)');
    expect(mail.text).toContain("- GANYMEDE — Jugement d'ouverture de liquidation judiciaire");
    const db = t.app.get(DataSource);
    expect(
      await db.query(`SELECT count(*)::int AS n FROM notifications WHERE emailed_at IS NULL`),
    ).toEqual([{ n: 0 }]);
  });
});
