import { ParsedMail } from 'mailparser';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DailyDigestHandler, WeeklyDigestHandler } from '../../../src/modules/alerts/digest.job';
import { InstantNotificationMailHandler } from '../../../src/modules/alerts/notification-mail.job';
import { signedInUser, uniqueEmail } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';
import { unsubscribeFormOf } from '../../support/unsubscribe-form';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Words only an English notification e-mail uses (links set aside). */
const ENGLISH_WORDS = /\b(the|your|you|notices?|watched|company|unsubscribe|view|hello)\b/i;
const readText = (mail: ParsedMail) =>
  [mail.subject ?? '', mail.text ?? '', String(mail.html || '').replace(/<[^>]+>/g, ' ')]
    .join('\n')
    .replace(/https?:\/\/\S+/g, ' ');

/** Issue 17, item 5: notification e-mails, instant and daily, with a one-click unsubscribe. */
describe('notification e-mails', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_MS: '400' });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());
  afterEach(() => {
    t.mail.isRefusing = false;
  });

  const sendInstant = () => t.app.get(InstantNotificationMailHandler).handle();
  const sendDigests = () => t.app.get(DailyDigestHandler).handle();
  const sendWeekly = () => t.app.get(WeeklyDigestHandler).handle();

  async function makeUser(settings?: { email: string; language: string }): Promise<{
    id: number;
    email: string;
  }> {
    const email = uniqueEmail('alerts');
    const [{ id }] = await db.query(
      `INSERT INTO users (email, full_name, password_hash, role, is_verified)
       VALUES ($1, 'Marie Curie', 'x', 'user', true) RETURNING id`,
      [email],
    );
    if (settings)
      await db.query(
        `INSERT INTO notification_settings (user_id, email, language, unsubscribe_token_hash)
         VALUES ($1, $2, $3, $4)`,
        [id, settings.email, settings.language, randomUUID().replaceAll('-', '').padEnd(64, '0')],
      );
    return { id, email };
  }

  async function makeRun(state: 'running' | 'completed'): Promise<string> {
    const id = randomUUID();
    await db.query(`INSERT INTO job_runs (id, kind, state) VALUES ($1, 'bodacc_sync', $2)`, [
      id,
      state,
    ]);
    return id;
  }

  const finishRun = (id: string) =>
    db.query(`UPDATE job_runs SET state = 'completed', finished_at = now() WHERE id = $1`, [id]);

  /** Records made for the test, newest first by publication date (day 1 is the oldest). */
  async function makeRecords(
    count: number,
    fields: { name?: string; type?: string; siren?: string | null } = {},
  ): Promise<number[]> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO analyzer_records (annonce_id, nom_complet, type_annonce, date_parution, siren, sirens)
       SELECT $1 || '-' || i, $2 || ' ' || i, $3, date '2026-01-01' + i, $4::text,
              CASE WHEN $4::text IS NULL THEN '{}' ELSE ARRAY[$4::text] END
       FROM generate_series(1, $5::int) AS i
       ORDER BY i
       RETURNING id`,
      [
        randomUUID(),
        fields.name ?? 'SOCIÉTÉ TEST',
        fields.type ?? 'collective',
        fields.siren === undefined ? '552100554' : fields.siren,
        count,
      ],
    );
    return rows.map((row) => row.id);
  }

  async function notify(
    userId: number,
    recordIds: number[],
    jobRunId: string | null,
    options: { ageSeconds?: number; kind?: 'watch' | 'saved_search' } = {},
  ): Promise<void> {
    await db.query(
      `INSERT INTO notifications (user_id, record_id, kind, job_run_id, created_at)
       SELECT $1, record_id, $3, $4, now() - make_interval(secs => $5)
       FROM unnest($2::int[]) AS record_id`,
      [userId, recordIds, options.kind ?? 'watch', jobRunId, options.ageSeconds ?? 0],
    );
  }

  const emailPreferenceOf = async (userId: number): Promise<string> =>
    (await db.query(`SELECT email FROM notification_settings WHERE user_id = $1`, [userId]))[0]
      .email;

  const mailsTo = (email: string) =>
    t.mail.messages.filter((mail) => JSON.stringify(mail.to).includes(email));

  /** Every e-mail this user gets once the queue has delivered what it had. */
  async function deliveredTo(email: string, expected: number): Promise<ParsedMail[]> {
    const deadline = Date.now() + 5000;
    while (mailsTo(email).length < expected && Date.now() < deadline) await sleep(50);
    await sleep(500); // an extra e-mail would have arrived by now
    return mailsTo(email);
  }

  const listedRecordIds = (mail: ParsedMail) =>
    [...(mail.text ?? '').matchAll(/\/analyzer\/records\/(\d+)/g)].map((m) => Number(m[1]));

  const header = (mail: ParsedMail, name: string) =>
    mail.headerLines
      .find((line) => line.key === name)
      ?.line.replace(/^[^:]+:\s*/, '')
      .replace(/\r?\n\s+/g, '');

  const unsubscribePath = (mail: ParsedMail) => {
    const url = /^<(.+)>$/.exec(header(mail, 'list-unsubscribe') ?? '')?.[1];
    if (!url) throw new Error(`No List-Unsubscribe in "${mail.subject}"`);
    expect(url).toMatch(/^http:\/\/app\.test\/api\/notifications\/unsubscribe\?token=/);
    return url.replace('http://app.test', '');
  };

  it('sends one e-mail per user and finished run, with that run’s notices only', async () => {
    const [marie, paul] = [await makeUser(), await makeUser()];
    const finished = await makeRun('completed');
    const running = await makeRun('running');
    const [a, b, c, d] = await makeRecords(4);
    await notify(marie.id, [a, b], finished);
    await notify(marie.id, [c], running);
    await notify(paul.id, [a], finished);

    await sendInstant();
    const [marieFirst] = await deliveredTo(marie.email, 1);
    expect(mailsTo(marie.email)).toHaveLength(1);
    expect(listedRecordIds(marieFirst)).toEqual([b, a]);
    expect(marieFirst.subject).toBe('Alerte : 2 nouvelles annonces');
    expect(listedRecordIds((await deliveredTo(paul.email, 1))[0])).toEqual([a]);

    await finishRun(running);
    // Outside any run: sent once settled (a minute old), not before.
    await notify(marie.id, [d], null);
    await sendInstant();
    const marieMails = await deliveredTo(marie.email, 2);
    expect(marieMails).toHaveLength(2);
    expect(listedRecordIds(marieMails[1])).toEqual([c]);
    expect(marieMails[1].subject).toBe('Alerte : 1 nouvelle annonce');

    await db.query(
      `UPDATE notifications SET created_at = now() - interval '2 minutes' WHERE record_id = $1`,
      [d],
    );
    await sendInstant();
    await sendInstant();
    const all = await deliveredTo(marie.email, 3);
    expect(all).toHaveLength(3);
    expect(listedRecordIds(all[2])).toEqual([d]);
    expect(mailsTo(paul.email)).toHaveLength(1);
  });

  it('lists the 50 newest notices in French, then "et N autres", with both links', async () => {
    const user = await makeUser();
    const run = await makeRun('completed');
    const records = await makeRecords(53, { name: 'BOULANGERIE DUPONT', siren: '552100554' });
    await notify(user.id, records, run);
    await sendInstant();

    const [mail] = await deliveredTo(user.email, 1);
    expect(mail.subject).toBe('Alerte : 53 nouvelles annonces');
    const newest50 = records.slice(3).reverse();
    expect(listedRecordIds(mail)).toEqual(newest50);
    expect(mail.text).toContain('… et 3 autres : http://app.test/notifications');
    expect(mail.text).toContain(
      `- BOULANGERIE DUPONT 53 — Procédure collective · 23 février 2026 (Entreprise surveillée)`,
    );
    expect(mail.text).toContain(`Voir l'annonce : http://app.test/analyzer/records/${records[52]}`);
    expect(mail.text).toContain("Fiche de l'entreprise : http://app.test/companies/552100554");
    expect(String(mail.html)).toMatch(/<html lang=["']fr["']/);
    expect(String(mail.html)).toContain('… et 3 autres');
    expect(String(mail.html)).toContain(`href="http://app.test/analyzer/records/${records[52]}"`);
    expect(readText(mail).match(ENGLISH_WORDS)).toBeNull();
  });

  it('writes in the language of the user’s settings', async () => {
    const user = await makeUser({ email: 'instant', language: 'en' });
    const run = await makeRun('completed');
    await notify(user.id, await makeRecords(2, { type: 'radiation' }), run, {
      kind: 'saved_search',
    });
    await sendInstant();

    const [mail] = await deliveredTo(user.email, 1);
    expect(mail.subject).toBe('Alert: 2 new notices');
    expect(String(mail.html)).toMatch(/<html lang=["']en["']/);
    expect(mail.text).toContain('Hello Marie Curie,');
    expect(mail.text).toContain('Deregistration · 3 January 2026 (Saved search)');
    expect(mail.text).toContain(
      'Unsubscribe: http://app.test/api/notifications/unsubscribe?token=',
    );
  });

  it('carries an unsubscribe link that needs no login: its page asks, its form stops the e-mails', async () => {
    const user = await makeUser();
    await notify(user.id, await makeRecords(1), await makeRun('completed'));
    await sendInstant();
    await notify(user.id, await makeRecords(1), await makeRun('completed'));
    await sendInstant();
    const [mail, newer] = await deliveredTo(user.email, 2);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const path = unsubscribePath(mail);
    expect(mail.text).toContain(`Se désabonner : http://app.test${path}`);
    // A newer e-mail does not void the link of an older one.
    expect(unsubscribePath(newer)).toBe(path);

    // Opening the link (a person, or a mail scanner following it) only asks (issue 28).
    const page = await t.http
      .get(path)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(page.text).toContain('<html lang="fr">');
    expect(page.text).toContain('Se désabonner des alertes par e-mail ?');
    expect(await emailPreferenceOf(user.id)).toBe('instant');
    // A plain form under the app's CSP: no script, posting to the same origin.
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect(page.text).not.toMatch(/<script|\son\w+=/i);
    const form = unsubscribeFormOf(page.text, path);
    expect(form).toEqual({ method: 'post', target: path, body: 'List-Unsubscribe=One-Click' });

    const confirmed = await t.http
      .post(form.target)
      .type('form')
      .send(form.body)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(confirmed.text).toContain('Désabonnement confirmé');
    expect(await emailPreferenceOf(user.id)).toBe('off');
    // Once off, the link says so rather than asking again.
    expect((await t.http.get(path).expect(200)).text).toContain('Désabonnement confirmé');

    // Off: nothing is sent, and nothing is marked (the notices stay in the app).
    const later = await makeRecords(1);
    await notify(user.id, later, await makeRun('completed'));
    await sendInstant();
    await sendDigests();
    expect(await deliveredTo(user.email, 2)).toHaveLength(2);
    const [pending] = await db.query(
      `SELECT emailed_at FROM notifications WHERE user_id = $1 AND record_id = $2`,
      [user.id, later[0]],
    );
    expect(pending.emailed_at).toBeNull();
  });

  it('a GET of the link changes nothing: a mail scanner cannot unsubscribe anyone', async () => {
    const user = await makeUser({ email: 'daily', language: 'en' });
    await notify(user.id, await makeRecords(1), await makeRun('completed'));
    await sendDigests();
    const path = unsubscribePath((await deliveredTo(user.email, 1))[0]);

    for (let i = 0; i < 3; i += 1) {
      const page = await t.http.get(path).expect(200);
      expect(page.text).toContain('<html lang="en">');
      expect(page.text).toContain('Unsubscribe from alert e-mails?');
    }
    await t.http.head(path).expect(200);
    expect(await emailPreferenceOf(user.id)).toBe('daily');
  });

  it('unsubscribes by the mail client’s one-click POST (RFC 8058), in the user’s language', async () => {
    const user = await makeUser({ email: 'instant', language: 'en' });
    await notify(user.id, await makeRecords(1), await makeRun('completed'));
    await sendInstant();
    const path = unsubscribePath((await deliveredTo(user.email, 1))[0]);

    const answer = await t.http
      .post(path)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(answer.text).toContain('<html lang="en">');
    expect(answer.text).toContain('You are unsubscribed');
    expect(await emailPreferenceOf(user.id)).toBe('off');
  });

  it('answers a 404 page for an unknown or missing token, and changes nobody', async () => {
    const user = await makeUser({ email: 'instant', language: 'fr' });
    for (const path of [
      '/api/notifications/unsubscribe?token=unknown-token',
      '/api/notifications/unsubscribe',
    ]) {
      const page = await t.http
        .get(path)
        .expect(404)
        .expect('Content-Type', /text\/html/);
      expect(page.text).toContain('Lien de désabonnement inconnu');
      expect(page.text).toContain('Unknown unsubscribe link');
      await t.http.post(path).expect(404);
    }
    expect(await emailPreferenceOf(user.id)).toBe('instant');
  });

  it('sends daily users nothing at once, then one digest with every notice not yet e-mailed', async () => {
    const user = await makeUser({ email: 'daily', language: 'fr' });
    const [a, b] = await makeRecords(2);
    await notify(user.id, [a], await makeRun('completed'));
    await notify(user.id, [b], null, { ageSeconds: 300 });
    await sendInstant();
    expect(await deliveredTo(user.email, 0)).toHaveLength(0);

    await sendDigests();
    const [digest] = await deliveredTo(user.email, 1);
    expect(digest.subject).toBe('Votre résumé du jour : 2 nouvelles annonces');
    expect(digest.text).toContain('depuis notre dernier e-mail');
    expect(listedRecordIds(digest)).toEqual([b, a]);
    expect(header(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    await sendDigests();
    await sendInstant();
    expect(await deliveredTo(user.email, 1)).toHaveLength(1);
  });

  it('sends weekly users the week on Monday only, grouped by kind, in their language', async () => {
    const user = await makeUser({ email: 'weekly', language: 'en' });
    const [judgment] = await makeRecords(1, { name: 'ALPHA', type: 'collective' });
    const changes = await makeRecords(2, { name: 'BETA', type: 'modification' });
    await notify(user.id, [judgment, ...changes], await makeRun('completed'));
    await sendInstant();
    await sendDigests();
    expect(await deliveredTo(user.email, 0)).toHaveLength(0);

    await sendWeekly();
    const [week] = await deliveredTo(user.email, 1);
    expect(week.subject).toBe('Your week: 3 new notices about your companies');
    const text = week.text ?? '';
    expect(text.indexOf('Collective proceedings (1)')).toBeLessThan(
      text.indexOf('Modification (2)'),
    );
    expect(text).toContain(`/analyzer/records/${judgment}`);
    expect(week.html).toContain('<h2');
    expect(week.html).toContain('Modification (2)');

    await sendWeekly();
    expect(await deliveredTo(user.email, 1)).toHaveLength(1);
  });

  it('keeps the e-mail while the SMTP server is down and delivers it once when it is back', async () => {
    const user = await makeUser();
    await notify(user.id, await makeRecords(1), await makeRun('completed'));
    t.mail.isRefusing = true;
    await sendInstant();
    await sleep(1000);
    expect(mailsTo(user.email)).toHaveLength(0);

    t.mail.isRefusing = false;
    await sendInstant(); // marked when queued: not queued a second time
    await t.mail.waitFor(user.email, 'Alerte', 5000);
    await sleep(800);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  describe('preferences', () => {
    it('starts at instant in French, and changes frequency and language', async () => {
      const { accessToken } = await signedInUser(t);
      const read = await t.http
        .get('/api/notifications/preferences')
        .set(bearer(accessToken))
        .expect(200);
      expect(read.body).toEqual({ email: 'instant', language: 'fr' });

      const changed = await t.http
        .put('/api/notifications/preferences')
        .set(bearer(accessToken))
        .send({ email: 'daily', language: 'en' })
        .expect(200);
      expect(changed.body).toEqual({ email: 'daily', language: 'en' });
      const kept = await t.http
        .put('/api/notifications/preferences')
        .set(bearer(accessToken))
        .send({ email: 'off' })
        .expect(200);
      expect(kept.body).toEqual({ email: 'off', language: 'en' });
      await t.http
        .get('/api/notifications/preferences')
        .set(bearer(accessToken))
        .expect(200, { email: 'off', language: 'en' });
    });

    it('refuses an unknown frequency or language, and anyone signed out', async () => {
      const { accessToken } = await signedInUser(t);
      for (const body of [{ email: 'monthly' }, { email: 'daily', language: 'de' }, {}]) {
        const refused = await t.http
          .put('/api/notifications/preferences')
          .set(bearer(accessToken))
          .send(body)
          .expect(400);
        expect(refused.body.code).toBe('VALIDATION_FAILED');
      }
      await t.http.get('/api/notifications/preferences').expect(401);
      await t.http.put('/api/notifications/preferences').send({ email: 'off' }).expect(401);
    });

    it('does not send, on turning e-mails back on, what arrived while they were off', async () => {
      const session = await signedInUser(t);
      const put = (email: string) =>
        t.http
          .put('/api/notifications/preferences')
          .set(bearer(session.accessToken))
          .send({ email })
          .expect(200);
      await put('off');
      await notify(session.user.id, await makeRecords(3), await makeRun('completed'));
      await sendInstant();
      await put('instant');
      await sendInstant();
      await notify(session.user.id, await makeRecords(1), await makeRun('completed'));
      await sendInstant();

      const alerts = (await deliveredTo(session.email, 2)).filter((mail) =>
        mail.subject?.startsWith('Alerte'),
      );
      expect(alerts.map((mail) => mail.subject)).toEqual(['Alerte : 1 nouvelle annonce']);
    });
  });
});

describe('the unsubscribe link’s rate limit', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '2' })));
  afterAll(() => t.close());

  it('answers 429 past RATE_LIMIT_PER_MINUTE, like every public route', async () => {
    const path = '/api/notifications/unsubscribe?token=unknown';
    await t.http.get(path).expect(404);
    await t.http.get(path).expect(404);
    const refused = await t.http.get(path).expect(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
  });
});
