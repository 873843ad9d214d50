import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { InstantNotificationMailHandler } from '../../../src/modules/alerts/notification-mail.job';
import { NotificationMailRepository } from '../../../src/modules/alerts/notification-mail.repository';
import {
  connectSocket,
  eventually,
  Listener,
  listenOnFreePort,
} from '../../support/alerts-helpers';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  loadSampleCatalogue,
  makeIngestDir,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof signedInUser>>;

const GANYMEDE = '880878145'; // the user sees its radiation notice only
const MN_MATERIAUX = '819192899'; // the user sees none of its notices

/** "Signaler une erreur" (CONTRACT §8.3): reports on the real sample, their bounds, their closing. */
describe('company reports', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let admin: Session;
  let user: Session;
  let visibleNoticeId: number;
  let hiddenNoticeId: number;
  const sockets: Listener[] = [];
  const db = () => t.app.get(DataSource);

  const report = (session: Session, siren: string, body: object) =>
    t.http.post(`/api/companies/${siren}/reports`).set(bearer(session.accessToken)).send(body);
  const adminList = (query: object = {}, session = admin) =>
    t.http.get('/api/admin/reports').set(bearer(session.accessToken)).query(query);
  const close = (id: number, body: object = {}, session = admin) =>
    t.http.post(`/api/admin/reports/${id}/close`).set(bearer(session.accessToken)).send(body);
  const notificationsOf = async (session: Session) =>
    (await t.http.get('/api/notifications').set(bearer(session.accessToken)).expect(200)).body;
  const setEmailPreference = (session: Session, email: 'instant' | 'daily') =>
    t.http
      .put('/api/notifications/preferences')
      .set(bearer(session.accessToken))
      .send({ email })
      .expect(200);
  const noticeId = async (annonceId: string) =>
    (await db().query(`SELECT id FROM analyzer_records WHERE annonce_id = $1`, [annonceId]))[0]
      .id as number;

  beforeAll(async () => {
    const ingestDir = makeIngestDir();
    database = await createIsolatedDatabase('company_reports');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      BODACC_CSV_PATH: join(ingestDir, 'sample-real.csv'),
    });
    admin = await makeAdmin(t);
    user = await signedInUser(t);
    await loadSampleCatalogue(t, admin.accessToken);
    visibleNoticeId = await noticeId('B20220227446');
    hiddenNoticeId = await noticeId('C202200902528'); // Ganymède's accounts, not assigned
    await db().query(`INSERT INTO record_assignments (user_id, record_id) VALUES ($1, $2)`, [
      user.user.id,
      visibleNoticeId,
    ]);
  }, 60000);
  afterAll(async () => {
    for (const { socket } of sockets) socket.disconnect();
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('takes a report on a company the user sees, trimmed, from its page or one of its notices', async () => {
    const fromPage = await report(user, GANYMEDE, {
      field: 'status',
      message: '  La société a été radiée puis réimmatriculée.  ',
    }).expect(201);
    expect(fromPage.body).toEqual({
      report: {
        id: expect.any(Number),
        siren: GANYMEDE,
        field: 'status',
        message: 'La société a été radiée puis réimmatriculée.',
        recordId: null,
        createdAt: expect.any(String),
      },
    });
    const fromNotice = await report(user, GANYMEDE, {
      field: 'notice',
      message: "La date de l'annonce est fausse",
      recordId: visibleNoticeId,
    }).expect(201);
    expect(fromNotice.body.report).toMatchObject({ field: 'notice', recordId: visibleNoticeId });
  });

  it('answers 404 like the company page for a company, or a notice, the user does not see', async () => {
    const hidden = await report(user, MN_MATERIAUX, { field: 'other', message: 'Faux' }).expect(
      404,
    );
    expect(hidden.body).toMatchObject({ code: 'COMPANY_NOT_FOUND' });
    await t.http.get(`/api/companies/${MN_MATERIAUX}`).set(bearer(user.accessToken)).expect(404);
    const notice = await report(user, GANYMEDE, {
      field: 'notice',
      message: 'Faux',
      recordId: hiddenNoticeId,
    }).expect(404);
    expect(notice.body).toMatchObject({ code: 'RECORD_NOT_FOUND' });
    // A notice the user sees, but of another company than the one reported.
    const mnNotice = (
      await db().query(`SELECT id FROM analyzer_records WHERE siren = $1 LIMIT 1`, [MN_MATERIAUX])
    )[0].id;
    await db().query(`INSERT INTO record_assignments (user_id, record_id) VALUES ($1, $2)`, [
      user.user.id,
      mnNotice,
    ]);
    try {
      await report(user, GANYMEDE, { field: 'notice', message: 'x', recordId: mnNotice }).expect(
        404,
      );
    } finally {
      await db().query(`DELETE FROM record_assignments WHERE user_id = $1 AND record_id = $2`, [
        user.user.id,
        mnNotice,
      ]);
    }
    await t.http
      .post(`/api/companies/${GANYMEDE}/reports`)
      .send({ field: 'other', message: 'x' })
      .expect(401);
  });

  it.each([
    ['an unknown field', { field: 'statut', message: 'x' }, 'field'],
    ['no field', { message: 'x' }, 'field'],
    ['an empty message', { field: 'other', message: '' }, 'message'],
    ['a message of spaces', { field: 'other', message: '   \n ' }, 'message'],
    ['a message past 2,000 characters', { field: 'other', message: 'é'.repeat(2001) }, 'message'],
    ['a message that is no text', { field: 'other', message: 42 }, 'message'],
    ['a record id that is no id', { field: 'notice', message: 'x', recordId: 'abc' }, 'recordId'],
    ['an unknown body field', { field: 'other', message: 'x', userId: 1 }, 'userId'],
  ])('refuses %s with 400', async (_label, body, field) => {
    const response = await report(user, GANYMEDE, body).expect(400);
    expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('takes a message of exactly 2,000 characters, and refuses a malformed SIREN', async () => {
    await report(user, GANYMEDE, { field: 'other', message: 'é'.repeat(2000) }).expect(201);
    await report(user, '88087814', { field: 'other', message: 'x' }).expect(400);
  });

  it('holds at most 20 open reports per user, counted one request at a time, and frees a place on closing', async () => {
    const busy = await signedInUser(t);
    await db().query(`INSERT INTO record_assignments (user_id, record_id) VALUES ($1, $2)`, [
      busy.user.id,
      visibleNoticeId,
    ]);
    for (let i = 0; i < 19; i += 1) {
      await report(busy, GANYMEDE, { field: 'other', message: `n° ${i}` }).expect(201);
    }
    // Another request of the same user is adding the 20th: this one waits for it, then counts it.
    const other = db().createQueryRunner();
    await other.connect();
    await other.startTransaction();
    await other.query(`SELECT pg_advisory_xact_lock(hashtext('company_reports'), $1)`, [
      busy.user.id,
    ]);
    const pending = report(busy, GANYMEDE, { field: 'other', message: 'en même temps' }).then(
      (response) => response,
    );
    await eventually(
      () =>
        db().query(
          `SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
        ),
      ([{ waiting }]) => waiting > 0,
    );
    await other.query(
      `INSERT INTO company_reports (user_id, siren, field, message)
       VALUES ($1, $2, 'other', 'la vingtième')`,
      [busy.user.id, GANYMEDE],
    );
    await other.commitTransaction();
    await other.release();
    expect((await pending).status).toBe(409);
    const refused = await report(busy, GANYMEDE, { field: 'other', message: 'une de plus' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'OPEN_REPORTS_LIMIT_REACHED' });
    const [{ open }] = await db().query(
      `SELECT count(*)::int AS open FROM company_reports WHERE user_id = $1 AND closed_at IS NULL`,
      [busy.user.id],
    );
    expect(open).toBe(20);

    const [{ id }] = await db().query(
      `SELECT id FROM company_reports WHERE user_id = $1 ORDER BY id LIMIT 1`,
      [busy.user.id],
    );
    await close(id).expect(200);
    await report(busy, GANYMEDE, { field: 'other', message: 'une place libre' }).expect(201);
  });

  it('keeps the admin routes to admins', async () => {
    await adminList({}, user).expect(403);
    await close(1, {}, user).expect(403);
    await t.http.get('/api/admin/reports').expect(401);
    await t.http.post('/api/admin/reports/1/close').send({}).expect(401);
  });

  it('lists open reports oldest first with the company, the reporter and the notice', async () => {
    const response = await adminList({ state: 'open', limit: 100 }).expect(200);
    expect(response.body).toMatchObject({ page: 1, limit: 100, total: expect.any(Number) });
    const mine = response.body.reports.filter(
      (row: { reporterEmail: string }) => row.reporterEmail === user.email,
    );
    expect(mine.map((row: { field: string }) => row.field)).toEqual(['status', 'notice', 'other']);
    expect(mine[0]).toEqual({
      id: expect.any(Number),
      siren: GANYMEDE,
      companyName: 'Ganymède',
      field: 'status',
      message: 'La société a été radiée puis réimmatriculée.',
      recordId: null,
      reporterEmail: user.email,
      createdAt: expect.any(String),
      closedAt: null,
      closedByEmail: null,
      reply: null,
    });
    await adminList({ state: 'archived' }).expect(400);
  });

  it('closes a report once and tells its reporter in their feed and live', async () => {
    const url = await listenOnFreePort(t);
    const listener = await connectSocket(url, user.accessToken);
    sockets.push(listener);
    const { reports } = (await adminList({ limit: 100 }).expect(200)).body;
    const target = reports.find(
      (row: { reporterEmail: string; field: string }) =>
        row.reporterEmail === user.email && row.field === 'status',
    );
    const before = (await notificationsOf(user)).unreadCount;

    const closed = await close(target.id, { reply: '  Corrigé, merci !  ' }).expect(200);
    expect(closed.body.report).toMatchObject({
      id: target.id,
      closedAt: expect.any(String),
      closedByEmail: admin.email,
      reply: 'Corrigé, merci !',
    });

    const feed = await notificationsOf(user);
    expect(feed.unreadCount).toBe(before + 1);
    const expected = {
      id: expect.any(Number),
      kind: 'report_closed',
      createdAt: expect.any(String),
      readAt: null,
      record: null,
      report: {
        id: target.id,
        siren: GANYMEDE,
        companyName: 'Ganymède',
        field: 'status',
        reply: 'Corrigé, merci !',
      },
      source: { name: null },
    };
    expect(feed.notifications[0]).toEqual(expected);
    const event = await eventually(
      () => listener.received.find((received) => received.event === 'notifications:new'),
      Boolean,
    );
    expect(event!.payload).toEqual({ unreadCount: before + 1, notifications: [expected] });

    // Closing again: a conflict, and nobody is told twice.
    const again = await close(target.id, { reply: 'encore' }).expect(409);
    expect(again.body).toMatchObject({ code: 'REPORT_ALREADY_CLOSED' });
    expect((await notificationsOf(user)).unreadCount).toBe(before + 1);
    await close(999999).expect(404);

    // It is read like any other notification.
    await t.http
      .post(`/api/notifications/${feed.notifications[0].id}/read`)
      .set(bearer(user.accessToken))
      .expect((response) => expect(response.status).toBeLessThan(300));
    expect((await notificationsOf(user)).unreadCount).toBe(before);

    const closedList = (await adminList({ state: 'closed', limit: 100 }).expect(200)).body;
    expect(closedList.reports[0]).toMatchObject({ id: target.id, reply: 'Corrigé, merci !' });
    const openList = (await adminList({ state: 'open', limit: 100 }).expect(200)).body;
    expect(openList.reports.map((row: { id: number }) => row.id)).not.toContain(target.id);
  });

  it('puts a closed report in no notice e-mail, instant or daily, while the notices still go', async () => {
    const reporter = await signedInUser(t);
    await db().query(`INSERT INTO record_assignments (user_id, record_id) VALUES ($1, $2)`, [
      reporter.user.id,
      visibleNoticeId,
    ]);
    const { id } = (
      await report(reporter, GANYMEDE, { field: 'officers', message: 'Dirigeant manquant' }).expect(
        201,
      )
    ).body.report;
    await close(id).expect(200);
    await db().query(
      `UPDATE notifications SET created_at = now() - interval '5 minutes' WHERE user_id = $1`,
      [reporter.user.id],
    );
    const mails = t.app.get(NotificationMailRepository);
    const groupsOf = async (groups: Promise<{ userId: number }[]>) =>
      (await groups).filter((group) => group.userId === reporter.user.id);
    // Alone, the closed report makes no instant e-mail and no digest.
    expect(await groupsOf(mails.readyInstantGroups(10000))).toEqual([]);
    await setEmailPreference(reporter, 'daily');
    expect(await groupsOf(mails.digestGroups('daily', 10000))).toEqual([]);
    await setEmailPreference(reporter, 'instant');

    // Beside a notice's notification, the e-mail lists the notice only.
    await db().query(
      `INSERT INTO notifications (user_id, record_id, kind, created_at)
       VALUES ($1, $2, 'watch', now() - interval '5 minutes')`,
      [reporter.user.id, visibleNoticeId],
    );
    await t.app.get(InstantNotificationMailHandler).handle();
    const mail = await t.mail.waitFor(reporter.email, 'Alerte');
    expect(mail.subject).toBe('Alerte : 1 nouvelle annonce');
    expect(mail.text).toContain(`/analyzer/records/${visibleNoticeId}`);
    expect(
      await db().query(
        `SELECT kind, emailed_at IS NOT NULL AS "isEmailed" FROM notifications
         WHERE user_id = $1 ORDER BY id`,
        [reporter.user.id],
      ),
    ).toEqual([
      { kind: 'report_closed', isEmailed: true },
      { kind: 'watch', isEmailed: true },
    ]);
  });
});
