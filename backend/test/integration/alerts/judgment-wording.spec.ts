import { ParsedMail } from 'mailparser';
import { DailyDigestHandler } from '../../../src/modules/alerts/digest.job';
import { InstantNotificationMailHandler } from '../../../src/modules/alerts/notification-mail.job';
import {
  ANALYZER_CSV_HEADER,
  eventually,
  ingestCsv,
  subscribe,
} from '../../support/alerts-helpers';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';

type Session = Awaited<ReturnType<typeof signedInUser>>;

const CLOSING = "Jugement de clôture pour insuffisance d'actif";

/**
 * Issue 30, "alerts do not say what happened": a judgment's alert names the judgment (its nature,
 * as the source gives it, in French in every language) in the list, the webhook payload, the
 * instant e-mail and the digest; another notice keeps its family's name.
 */
describe('alerts name the judgment', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let receiver: WebhookReceiver;
  let french: Session;
  let english: Session;
  let daily: Session;
  const siren = String(100000000 + Math.floor(Math.random() * 899999999));

  const watch = (session: Session) =>
    t.http.post('/api/watches').set(bearer(session.accessToken)).send({ siren }).expect(201);
  const prefer = (session: Session, preferences: object) =>
    t.http
      .put('/api/notifications/preferences')
      .set(bearer(session.accessToken))
      .send(preferences)
      .expect(200);
  const mailTo = (session: Session) =>
    eventually(
      () => t.mail.messages.filter((mail) => JSON.stringify(mail.to).includes(session.email)),
      (found) => found.some((mail) => /alert|résumé|summary/i.test(mail.subject ?? '')),
    ).then((found) => found.find((mail) => /alert|résumé|summary/i.test(mail.subject ?? ''))!);
  const htmlText = (mail: ParsedMail) =>
    String(mail.html)
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' ');

  beforeAll(async () => {
    receiver = new WebhookReceiver();
    const receiverUrl = await receiver.start();
    database = await createIsolatedDatabase('judgment_wording');
    t = await startTestApp({ DATABASE_URL: database.url, WEBHOOK_ALLOW_PRIVATE: 'true' });
    const admin = await makeAdmin(t);
    [french, english, daily] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
    ];
    await subscribe(t, french.accessToken, 'Entreprise');
    await t.http
      .post('/api/webhooks')
      .set(bearer(french.accessToken))
      .send({ url: `${receiverUrl}/alerts`, events: ['notification.created'] })
      .expect(201);
    await prefer(english, { email: 'instant', language: 'en' });
    await prefer(daily, { email: 'daily', language: 'fr' });
    for (const session of [french, english, daily]) await watch(session);

    await ingestCsv(t, admin.accessToken, admin.user.id, [
      `${ANALYZER_CSV_HEADER},type_jugement,date_jugement`,
      `JW-1,2026-11-26,collective,ALV,75,${siren},Paris,Tribunal de commerce de Paris,${CLOSING},2026-11-20`,
      `JW-2,2026-11-25,radiation,ALV,75,${siren},Paris,Tribunal de commerce de Paris,,`,
    ]);
  }, 120_000);
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
    await receiver.stop();
  });

  it('lists the judgment’s nature and date with the notice, null for another notice', async () => {
    const { notifications } = (
      await t.http.get('/api/notifications').set(bearer(french.accessToken)).expect(200)
    ).body;
    const records = notifications.map((n: { record: object }) => n.record);
    expect(records).toHaveLength(2);
    // Both from one batch: their order is the batch's.
    expect(records).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(Number),
          nom_complet: 'ALV',
          type_annonce: 'collective',
          date_parution: '2026-11-26',
          siren,
          type_jugement: CLOSING,
          date_jugement: '2026-11-20',
        },
        {
          id: expect.any(Number),
          nom_complet: 'ALV',
          type_annonce: 'radiation',
          date_parution: '2026-11-25',
          siren,
          type_jugement: null,
          date_jugement: null,
        },
      ]),
    );
  });

  it('sends the judgment in the webhook’s notification.created payload', async () => {
    const received = await eventually(
      () => receiver.at('/alerts'),
      (found) => found.length === 2,
    );
    const records = received.map((delivery) => JSON.parse(delivery.body).data.notification.record);
    expect(records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type_jugement: CLOSING, date_jugement: '2026-11-20' }),
        expect.objectContaining({ type_annonce: 'radiation', type_jugement: null }),
      ]),
    );
  });

  it('names the judgment in the instant e-mail, in French and in English around it', async () => {
    await t.app.get(InstantNotificationMailHandler).handle();
    const inFrench = await mailTo(french);
    expect(inFrench.text).toContain(`ALV — ${CLOSING} · 26 novembre 2026`);
    expect(inFrench.text).toContain('ALV — Radiation · 25 novembre 2026');
    expect(htmlText(inFrench)).toContain(`${CLOSING} · 26 novembre 2026`);

    const inEnglish = await mailTo(english);
    expect(inEnglish.text).toContain(`ALV — ${CLOSING} · 26 November 2026`);
    expect(inEnglish.text).toContain('ALV — Deregistration · 25 November 2026');
    expect(htmlText(inEnglish)).toContain(`${CLOSING} · 26 November 2026`);
  });

  it('names the judgment in the daily digest', async () => {
    await t.app.get(DailyDigestHandler).handle();
    const digest = await mailTo(daily);
    expect(digest.subject).toMatch(/résumé du jour/);
    expect(digest.text).toContain(`ALV — ${CLOSING} · 26 novembre 2026`);
    expect(digest.text).toContain('ALV — Radiation · 25 novembre 2026');
  });
});
