import { join } from 'node:path';
import { DataSource } from 'typeorm';
import {
  ANALYZER_CSV_HEADER,
  connectSocket,
  eventually,
  ingestCsv,
  Listener,
  listenOnFreePort,
  notificationsOf,
  pause,
  subscribe,
} from '../../support/alerts-helpers';
import { InstantNotificationMailHandler } from '../../../src/modules/alerts/notification-mail.job';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  loadSampleCatalogue,
  makeIngestDir,
  waitForRun,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';
import { unsubscribeFormOf } from '../../support/unsubscribe-form';

type Session = Awaited<ReturnType<typeof signedInUser>>;

const NEW_NOTIFICATIONS = 'notifications:new';
const eventsOf = (listener: Listener) =>
  listener.received.filter((received) => received.event === NEW_NOTIFICATIONS);

/**
 * Matching (CONTRACT §7.4, issue 17 "Done when"): the notices a job adds notify each watch on
 * their SIREN and each alerting saved search they match, among what its owner sees, once.
 */
describe('matching new notices to watches and saved searches', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let url: string;
  let admin: Session;
  const sockets: Listener[] = [];
  const db = () => t.app.get(DataSource);

  const listen = async (session: Session) => {
    const listener = await connectSocket(url, session.accessToken);
    sockets.push(listener);
    return listener;
  };
  const watch = async (session: Session, siren: string) =>
    (await t.http.post('/api/watches').set(bearer(session.accessToken)).send({ siren }).expect(201))
      .body.watch as { id: number };
  const saveAlert = async (session: Session, name: string, filters: object) =>
    (
      await t.http
        .post('/api/saved-searches')
        .set(bearer(session.accessToken))
        .send({ name, filters, alert: true })
        .expect(201)
    ).body.savedSearch as { id: number };
  const grant = (userId: number, body: object) =>
    t.http
      .post(`/api/admin/usermanagement/${userId}/grants`)
      .set(bearer(admin.accessToken))
      .send(body)
      .expect(201);
  const sendInstantMails = () => t.app.get(InstantNotificationMailHandler).handle();
  const mailsTo = (session: Session) =>
    t.mail.messages.filter(
      (mail) =>
        JSON.stringify(mail.to).includes(session.email) && /^Alerte/.test(mail.subject ?? ''),
    );
  const notifiedNotices = async (session: Session) =>
    (await notificationsOf(t, session.user.id)).map((n) => n.annonce_id);

  beforeAll(async () => {
    const ingestDir = makeIngestDir();
    database = await createIsolatedDatabase('matching');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      BODACC_CSV_PATH: join(ingestDir, 'sample-real.csv'),
    });
    url = await listenOnFreePort(t);
    admin = await makeAdmin(t);
    // Plans open nothing here: a user sees only what a test assigns, grants or lets them watch.
    await db().query(`DELETE FROM access_grants WHERE plan_id IS NOT NULL`);
  });
  afterAll(async () => {
    sockets.forEach((listener) => listener.socket.disconnect());
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('tells the watcher once, live, by e-mail and to them only, when an ingestion adds a notice; a re-run tells nobody', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const { id: watchId } = await watch(owner, '552100554');
    const [ownerSocket, otherSocket, adminSocket] = await Promise.all(
      [owner, other, admin].map(listen),
    );
    const csv = [
      ANALYZER_CSV_HEADER,
      'W-1,2026-11-20,collective,Suivie SA,75,552100554,Paris,Tribunal de commerce de Paris',
      'W-2,2026-11-20,creation,Autre SAS,75,130005481,Paris,Tribunal de commerce de Paris',
    ];

    // Assigned to the other user: the watch alone makes the owner see and hear of it.
    const run = await ingestCsv(t, admin.accessToken, other.user.id, csv);
    const [event] = await eventually(
      () => eventsOf(ownerSocket),
      (events) => events.length > 0,
    );
    const listed = await t.http
      .get('/api/notifications')
      .set(bearer(owner.accessToken))
      .expect(200);
    const [recordId] = (
      await db().query(`SELECT id FROM analyzer_records WHERE annonce_id = 'W-1'`)
    ).map((row: { id: number }) => row.id);
    const item = {
      id: expect.any(Number),
      kind: 'watch',
      createdAt: expect.any(String),
      readAt: null,
      record: {
        id: recordId,
        nom_complet: 'Suivie SA',
        type_annonce: 'collective',
        date_parution: '2026-11-20',
        siren: '552100554',
        type_jugement: null,
        date_jugement: null,
      },
      source: { watchId, name: 'Suivie SA' },
    };
    expect(event.payload).toEqual({ unreadCount: 1, notifications: [item] });
    expect(listed.body).toEqual({
      notifications: [item],
      unreadCount: 1,
      meta: { page: 1, limit: 10, total: 1 },
    });
    expect(await notificationsOf(t, owner.user.id)).toEqual([
      {
        kind: 'watch',
        watch_id: watchId,
        saved_search_id: null,
        job_run_id: run.id,
        annonce_id: 'W-1',
      },
    ]);

    // One e-mail for the run, to the owner only, listing the notice, with a working unsubscribe.
    await sendInstantMails();
    const [mail] = await eventually(
      () => mailsTo(owner),
      (mails) => mails.length > 0,
    );
    expect(mail.subject).toMatch(/1 nouvelle annonce/);
    expect(mail.text).toContain(`/analyzer/records/${recordId}`);
    expect(mail.text).toContain('Suivie SA');
    const unsubscribe =
      /^<http:\/\/app\.test(\/api\/notifications\/unsubscribe\?token=[^>]+)>$/.exec(
        mail.headerLines
          .find((line) => line.key === 'list-unsubscribe')
          ?.line.replace(/^[^:]+:\s*/, '')
          .replace(/\r?\n\s+/g, '') ?? '',
      )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(mail.text).toContain(`http://app.test${unsubscribe}`);

    // The same file again updates the records: nobody is told twice.
    const again = await ingestCsv(t, admin.accessToken, other.user.id, csv);
    expect(again.inserted).toBe(0);
    await sendInstantMails();
    await pause(500);
    expect(mailsTo(owner)).toHaveLength(1);
    expect([...mailsTo(other), ...mailsTo(admin)]).toEqual([]);
    expect(eventsOf(ownerSocket)).toHaveLength(1);
    expect(await notifiedNotices(owner)).toEqual(['W-1']);
    expect(eventsOf(otherSocket)).toEqual([]);
    expect(eventsOf(adminSocket)).toEqual([]);
    expect(await notifiedNotices(other)).toEqual([]);

    // The link's page asks (issue 28); its form's POST turns the e-mails off.
    const emailOf = async () =>
      (
        await db().query(`SELECT email FROM notification_settings WHERE user_id = $1`, [
          owner.user.id,
        ])
      )[0].email;
    const page = await t.http
      .get(unsubscribe!)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(page.text).toContain('Se désabonner des alertes par e-mail ?');
    expect(await emailOf()).toBe('instant');
    const form = unsubscribeFormOf(page.text, unsubscribe!);
    const confirmed = await t.http.post(form.target).type('form').send(form.body).expect(200);
    expect(confirmed.text).toContain('Désabonnement confirmé');
    expect(await emailOf()).toBe('off');
  });

  it('tells the watchers of the notices a BODACC import and transfer add, once per notice', async () => {
    const owner = await signedInUser(t);
    const { id: watchId } = await watch(owner, '880878145');
    const ownerSocket = await listen(owner);

    await loadSampleCatalogue(t, admin.accessToken);
    const named: { annonce_id: string }[] = await db().query(
      `SELECT annonce_id FROM analyzer_records WHERE sirens @> ARRAY['880878145'] ORDER BY annonce_id`,
    );
    expect(named.length).toBeGreaterThan(1);
    const [transfer] = await db().query(
      `SELECT id FROM job_runs WHERE kind = 'bodacc_transfer' ORDER BY created_at DESC LIMIT 1`,
    );
    const notifications = await notificationsOf(t, owner.user.id);
    expect(notifications.map((n) => n.annonce_id).sort()).toEqual(named.map((n) => n.annonce_id));
    expect(new Set(notifications.map((n) => `${n.kind} ${n.watch_id} ${n.job_run_id}`))).toEqual(
      new Set([`watch ${watchId} ${transfer.id}`]),
    );
    const events = await eventually(
      () => eventsOf(ownerSocket),
      (received) =>
        received.reduce((sum, e) => sum + (e.payload.notifications as []).length, 0) ===
        named.length,
    );
    expect(events[events.length - 1].payload.unreadCount).toBe(named.length);

    // A second transfer of the same announcements adds nothing and tells nobody.
    const started = await t.http
      .post('/api/admin/transfer/bodacc-to-analyzer')
      .set(bearer(admin.accessToken))
      .send({})
      .expect(200);
    expect(await waitForRun(t, started.body.processId)).toMatchObject({
      state: 'completed',
      inserted: 0,
    });
    expect(await notificationsOf(t, owner.user.id)).toHaveLength(named.length);
  });

  it("never shows a saved search another user's records; a grant opens them", async () => {
    const searcher = await signedInUser(t);
    const other = await signedInUser(t);
    await subscribe(t, searcher.accessToken, 'Débutant');
    const { id: searchId } = await saveAlert(searcher, 'Boulangeries en difficulté', {
      q: 'boulangerie',
      typeAnnonce: 'collective',
    });
    const row = (id: string, type: string, name: string, departement: string) =>
      `${id},2026-11-21,${type},${name},${departement},,Ville,Tribunal`;

    // Assigned to the other user only: not the searcher's to see, so not theirs to hear of.
    await ingestCsv(t, admin.accessToken, other.user.id, [
      ANALYZER_CSV_HEADER,
      row('S-1', 'collective', 'Boulangerie Dupont', '44'),
    ]);
    expect(await notifiedNotices(searcher)).toEqual([]);
    expect(await notifiedNotices(other)).toEqual([]);

    // A grant on the department opens its notices, present and future (CONTRACT §7.2).
    await grant(searcher.user.id, { departements: ['44'] });
    await ingestCsv(t, admin.accessToken, other.user.id, [
      ANALYZER_CSV_HEADER,
      row('S-2', 'collective', 'BOULANGÉRIE MARTIN', '44'),
      row('S-3', 'collective', 'Boulangerie du Port', '13'),
      row('S-4', 'creation', 'Boulangerie Neuve', '44'),
      row('S-5', 'collective', 'Garage Central', '44'),
    ]);
    // Assigned to the searcher: theirs to see whatever the grants.
    await ingestCsv(t, admin.accessToken, searcher.user.id, [
      ANALYZER_CSV_HEADER,
      row('S-6', 'collective', 'Boulangerie du Port', '13'),
    ]);
    expect(await notificationsOf(t, searcher.user.id)).toEqual(
      ['S-2', 'S-6'].map((annonce_id) => ({
        kind: 'saved_search',
        watch_id: null,
        saved_search_id: searchId,
        job_run_id: expect.any(String),
        annonce_id,
      })),
    );
    expect(await notifiedNotices(other)).toEqual([]);
  });

  it('tells an owner once when a watch and a saved search both match, and never of an updated notice', async () => {
    const user = await signedInUser(t);
    await subscribe(t, user.accessToken, 'Professionnel');
    await grant(user.user.id, { departements: ['69'] });
    const { id: watchId } = await watch(user, '732829320');
    await saveAlert(user, 'Lyon', { departement: '69' });

    await ingestCsv(t, admin.accessToken, admin.user.id, [
      ANALYZER_CSV_HEADER,
      'B-1,2026-11-22,collective,Double SA,69,732829320,Lyon,Tribunal',
      'B-2,2026-11-22,creation,Autre Lyon SA,01,,Bourg,Tribunal',
    ]);
    expect(await notificationsOf(t, user.user.id)).toEqual([
      expect.objectContaining({ kind: 'watch', watch_id: watchId, annonce_id: 'B-1' }),
    ]);
    // B-2 moves to the department: an update of a known notice is not news.
    await ingestCsv(t, admin.accessToken, admin.user.id, [
      ANALYZER_CSV_HEADER,
      'B-2,2026-11-22,creation,Autre Lyon SA,69,,Lyon,Tribunal',
    ]);
    expect(await notifiedNotices(user)).toEqual(['B-1']);
  });

  it("leaves out inactive companies' notices unless the search includes them", async () => {
    const [quiet, inclusive] = await Promise.all([signedInUser(t), signedInUser(t)]);
    for (const user of [quiet, inclusive]) {
      await subscribe(t, user.accessToken, 'Débutant');
      await grant(user.user.id, { departements: ['33'] });
    }
    await saveAlert(quiet, 'Radiations', { typeAnnonce: 'radiation' });
    await saveAlert(inclusive, 'Radiations', { typeAnnonce: 'radiation', includeInactive: true });

    // A radiation strikes its company off: its own notice is an inactive company's.
    await ingestCsv(t, admin.accessToken, admin.user.id, [
      ANALYZER_CSV_HEADER,
      'R-1,2026-11-23,radiation,Radiée SARL,33,419405245,Bordeaux,Tribunal',
    ]);
    const [flag] = await db().query(
      `SELECT company_inactive FROM analyzer_records WHERE annonce_id = 'R-1'`,
    );
    expect(flag.company_inactive).toBe(true);
    expect(await notifiedNotices(quiet)).toEqual([]);
    expect(await notifiedNotices(inclusive)).toEqual(['R-1']);
  });

  it('reads the words of a search as the search does: accents, case and wildcards taken literally', async () => {
    const user = await signedInUser(t);
    await subscribe(t, user.accessToken, 'Débutant');
    await grant(user.user.id, { departements: ['35'] });
    await saveAlert(user, 'Bio', { q: 'FÉRME 100%_bio', tribunal: 'rennes' });
    await ingestCsv(t, admin.accessToken, admin.user.id, [
      ANALYZER_CSV_HEADER,
      'L-1,2026-11-24,creation,La Ferme 100%_Bio,35,,Rennes,Tribunal de commerce de Rennes',
      'L-2,2026-11-24,creation,La Ferme 1000 Bio,35,,Rennes,Tribunal de commerce de Rennes',
      'L-3,2026-11-24,creation,La Ferme 100%_Bio,35,,Rennes,Tribunal de commerce de Saint-Malo',
    ]);
    expect(await notifiedNotices(user)).toEqual(['L-1']);
  });
});
