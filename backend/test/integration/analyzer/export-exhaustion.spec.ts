import type { Socket } from 'node:net';
import { Client, type Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { EXPORT_APPLICATION_NAME } from '../../../src/shared/database';
import { eventually, listenOnFreePort } from '../../support/alerts-helpers';
import { signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { subscribeTo } from '../../support/plan-subscription';
import { startTestApp, TestApp } from '../../support/test-app';
import { openUnreadDownload, UnreadDownload } from '../../support/unread-download';

const EXPORT_PATH = '/api/analyzer/export?format=csv&includeInactive=true';
/** Rows of about 1 KB: one export is some 60 MB, far more than the sockets' buffers hold. */
const RECORDS = 60_000;
const LIMITS = { EXPORT_MAX_CONNECTIONS: '4', EXPORT_MAX_PER_ACCOUNT: '2' };

/** The connections reading an export now: in a transaction, their last statement a FETCH. */
const EXPORT_READERS = `
  SELECT application_name AS "applicationName", count(*)::int AS count FROM pg_stat_activity
  WHERE datname = current_database() AND xact_start IS NOT NULL AND query LIKE 'FETCH%'
  GROUP BY application_name ORDER BY application_name`;

/** The status the promise answers within `ms`, or the words saying it did not. */
const statusWithin = (answer: Promise<{ status: number }>, ms: number) =>
  Promise.race([
    answer.then((response) => response.status),
    new Promise<string>((resolve) => setTimeout(() => resolve(`no answer within ${ms} ms`), ms)),
  ]);

/**
 * Issue 28, finding 1: 25 exports that nobody reads held 21 connections of the pool of 20, and
 * the whole API stopped answering. Exports now read on a small pool of their own, at most
 * EXPORT_MAX_PER_ACCOUNT at once per account (its API keys included), and a download whose
 * reader stops reading is cut after EXPORT_STALL_TIMEOUT_MS, its cursor closed. Real sockets,
 * paused once the answer's head is in.
 */
describe('exports that nobody reads', () => {
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let t: TestApp;
  let baseUrl: string;
  let open: UnreadDownload[] = [];

  const startApp = async (env: Record<string, string>) => {
    t = await startTestApp({ DATABASE_URL: database.url, ...LIMITS, ...env });
    baseUrl = await listenOnFreePort(t);
  };
  const stopApp = async () => {
    await clearRedisPrefix(t);
    await t.close();
  };
  const exportReaders = () =>
    t.app.get(DataSource).query(EXPORT_READERS) as Promise<
      { applicationName: string; count: number }[]
    >;
  const unreadExport = (token: string) => {
    const download = openUnreadDownload(baseUrl, EXPORT_PATH, token);
    open.push(download);
    return download;
  };
  const subscriber = async (plan = 'Professionnel') => {
    const session = await signedInUser(t);
    await subscribeTo(t, session.user.id, plan);
    return session;
  };
  const me = (token: string) => fetch(`${baseUrl}/api/auth/me`, { headers: bearer(token) });
  /** Every download's status, or its absence after `ms`. */
  const statusesWithin = (downloads: UnreadDownload[], ms: number) =>
    Promise.all(downloads.map((download) => statusWithin(download.head, ms)));
  const countOf = (values: unknown[]) =>
    values.reduce<Record<string, number>>((counts, value) => {
      counts[String(value)] = (counts[String(value)] ?? 0) + 1;
      return counts;
    }, {});

  beforeAll(async () => {
    database = await createIsolatedDatabase('export_exhaustion');
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      // Seen by every subscriber through their plan's grant on the BODACC catalogue.
      await client.query(
        `INSERT INTO analyzer_records
           (annonce_id, nom_complet, adresse, tribunal, date_parution, type_annonce)
         SELECT 'EX-' || i, 'Entreprise ' || i || ' ' || repeat('n', 400), repeat('rue ', 100),
                'Tribunal ' || repeat('t', 150), date '2000-01-01' + (i % 9000), 'creation'
         FROM generate_series(1, ${RECORDS}) AS i`,
      );
      await client.query('ANALYZE analyzer_records');
    } finally {
      await client.end();
    }
  }, 120000);
  afterEach(async () => {
    // A client that goes away ends its downloads: their cursors close within moments.
    open.forEach((download) => download.socket.destroy());
    open = [];
    await eventually(exportReaders, (readers) => readers.length === 0);
  });
  afterAll(async () => {
    await database.drop();
  });

  describe('while they hang', () => {
    beforeAll(() => startApp({ EXPORT_STALL_TIMEOUT_MS: '600000' }), 60000);
    afterAll(() => stopApp());

    it('keeps answering other users while one account leaves 25 exports unread, and refuses that account past its limit', async () => {
      const pro = await subscriber();
      const other = await signedInUser(t);
      const downloads = Array.from({ length: 25 }, () => unreadExport(pro.accessToken));
      const statuses = await statusesWithin(downloads, 15000);
      // Before issue 28 the exports held every connection of the pool and this never answered.
      expect(await statusWithin(me(other.accessToken), 10000)).toBe(200);
      expect(countOf(statuses)).toEqual({ 200: 2, 429: 23 });
      const refused = await downloads[statuses.indexOf(429)].head;
      expect(JSON.parse(refused.body)).toMatchObject({
        statusCode: 429,
        code: 'EXPORT_LIMIT_REACHED',
        limit: 2,
      });
      // The two running exports read on the export pool, never on the one every request needs.
      const readers = await eventually(exportReaders, (rows) => rows[0]?.count === 2);
      expect(readers).toEqual([{ applicationName: EXPORT_APPLICATION_NAME, count: 2 }]);
      const mainPool = (t.app.get(DataSource).driver as PostgresDriver).master as Pool;
      expect(mainPool.waitingCount).toBe(0);
    }, 60000);

    it('refuses a new export with EXPORT_CAPACITY_REACHED once the export pool is full', async () => {
      const [first, second, third] = [await subscriber(), await subscriber(), await subscriber()];
      const running = [first, first, second, second].map((s) => unreadExport(s.accessToken));
      expect(await statusesWithin(running, 15000)).toEqual([200, 200, 200, 200]);
      const refused = await unreadExport(third.accessToken).head;
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'EXPORT_CAPACITY_REACHED' });
      expect(await statusWithin(me(third.accessToken), 10000)).toBe(200);
    }, 60000);

    it("counts an API key's exports as its owner's", async () => {
      const owner = await subscriber('Entreprise');
      const { secret } = (
        await t.http
          .post('/api/api-keys')
          .set(bearer(owner.accessToken))
          .send({ name: 'CRM' })
          .expect(201)
      ).body as { secret: string };
      const running = [unreadExport(owner.accessToken), unreadExport(secret)];
      expect(await statusesWithin(running, 15000)).toEqual([200, 200]);
      const refused = await unreadExport(secret).head;
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'EXPORT_LIMIT_REACHED' });
    }, 60000);
  });

  describe('with a short stall timeout', () => {
    beforeAll(() => startApp({ EXPORT_STALL_TIMEOUT_MS: '1000' }), 60000);
    afterAll(() => stopApp());

    it('cuts a download nobody reads and closes its cursor', async () => {
      // The server's end of each connection, by the client's port.
      const serverSockets = new Map<number, Socket>();
      t.app
        .getHttpServer()
        .on('connection', (socket: Socket) => serverSockets.set(socket.remotePort!, socket));
      const pro = await subscriber();
      const downloads = [unreadExport(pro.accessToken), unreadExport(pro.accessToken)];
      expect(await statusesWithin(downloads, 15000)).toEqual([200, 200]);
      // The server gives up on the readers and closes their connections...
      await eventually(
        () => downloads.map((d) => serverSockets.get(d.socket.localPort!)?.destroyed),
        (closed) => closed.every(Boolean),
      );
      // ...and their cursors with them.
      await eventually(exportReaders, (readers) => readers.length === 0);
      // The client gets what was already on its way, then the end: not the whole file (a
      // chunked answer ends with an empty chunk).
      for (const download of downloads) {
        const rest = await download.readToClose();
        expect(rest.length).toBeGreaterThan(0);
        expect(rest.endsWith('\r\n0\r\n\r\n')).toBe(false);
      }
      // The account's slots are free again: a new export starts.
      expect((await unreadExport(pro.accessToken).head).status).toBe(200);
    }, 60000);
  });
});
