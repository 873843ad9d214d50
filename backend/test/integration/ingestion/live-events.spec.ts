import { writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { io, Socket } from 'socket.io-client';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  makeIngestDir,
  sampleLines,
  waitForRun,
  writeGeneratedBodacc,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

type Received = { event: string; payload: Record<string, unknown> };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live job events over socket.io', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let url: string;
  let ingestDir: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ingestDir = makeIngestDir();
    database = await createIsolatedDatabase('events');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      SOCKET_RECHECK_INTERVAL: '1s',
    });
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  /** A socket recording every event it receives, and whether the server cut it off. */
  function listen(token?: string) {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
    });
    sockets.push(socket);
    const received: Received[] = [];
    const state = { isDisconnected: false };
    socket.onAny((event: string, payload: Record<string, unknown>) =>
      received.push({ event, payload }),
    );
    socket.on('disconnect', () => (state.isDisconnected = true));
    return { socket, received, state };
  }

  /** Waits for the event in the live list (a copy taken now would never see it arrive). */
  async function waitFor(
    received: Received[],
    event: string,
    processId: string,
    matches: (r: Received) => boolean = () => true,
    timeoutMs = 20000,
  ) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(
        (r) => r.event === event && r.payload.processId === processId && matches(r),
      );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${event} for ${processId}`);
      await pause(20);
    }
  }

  it('sends progress and completion to admins only', async () => {
    const admin = await makeAdmin(t);
    const user = await signedInUser(t);
    const adminSocket = listen(admin.accessToken);
    const userSocket = listen(user.accessToken);
    const anonymous = listen();
    const forged = listen('not-a-token');
    await pause(400); // connection handlers have run (room joins, rejections)
    expect(anonymous.state.isDisconnected).toBe(true);
    expect(forged.state.isDisconnected).toBe(true);
    expect(userSocket.state.isDisconnected).toBe(false);

    const started = await t.http
      .post('/api/admin/ingest/bodacc-csv')
      .set(bearer(admin.accessToken))
      .send({ filePath: 'sample-real.csv', batchSize: 10 })
      .expect(200);
    const processId: string = started.body.processId;
    const complete = await waitFor(
      adminSocket.received,
      'analyzer:admin:ingest:complete',
      processId,
    );
    expect(complete.payload).toEqual({
      processId,
      success: true,
      message: expect.stringMatching(/^Completed: 88 rows read/),
      code: 'completed',
      params: { processed: 88, inserted: 88, updated: 0, skipped: 0 },
    });
    const progress = adminSocket.received.filter(
      (r) => r.event === 'analyzer:admin:ingest:progress' && r.payload.processId === processId,
    );
    expect(progress[progress.length - 1].payload).toEqual({
      processId,
      progress: 100,
      total: 88,
      currentRow: 88,
    });
    expect(
      adminSocket.received.find(
        (r) => r.event === 'analyzer:admin:ingest:status' && r.payload.isRunning === true,
      ),
    ).toBeDefined();
    const finalStatus = await waitFor(
      adminSocket.received,
      'analyzer:admin:ingest:status',
      processId,
      (r) => r.payload.isRunning === false,
    );
    expect(finalStatus.payload).toEqual({ processId, isRunning: false, completed: true });
    const logs = adminSocket.received.filter((r) => r.event === 'analyzer:admin:ingest:log');
    expect(logs.map((r) => r.payload.code)).toEqual(['started', 'completed']);

    await pause(200);
    expect(userSocket.received).toEqual([]);
    expect(anonymous.received).toEqual([]);
    expect(forged.received).toEqual([]);
  });

  it('stops admin events to a demoted admin, and drops a socket whose session ended', async () => {
    const admin = await makeAdmin(t);
    const demoted = await makeAdmin(t);
    const loggedOut = await makeAdmin(t);
    const demotedSocket = listen(demoted.accessToken);
    const loggedOutSocket = listen(loggedOut.accessToken);
    await pause(400);
    await t.http
      .put(`/api/admin/usermanagement/${demoted.user.id}`)
      .set(bearer(admin.accessToken))
      .send({ role: 'user' })
      .expect(200);
    await t.http
      .post('/api/auth/logout')
      .send({ refreshToken: loggedOut.refreshToken })
      .expect(200);
    await pause(2500); // past the 1 s recheck

    expect(loggedOutSocket.state.isDisconnected).toBe(true);
    expect(demotedSocket.state.isDisconnected).toBe(false);
    const started = await t.http
      .post('/api/admin/ingest/bodacc-csv')
      .set(bearer(admin.accessToken))
      .send({ filePath: 'sample-real.csv', batchSize: 10 })
      .expect(200);
    await waitForRun(t, started.body.processId);
    await pause(300);
    expect(demotedSocket.received).toEqual([]);
    expect(loggedOutSocket.received).toEqual([]);
  });

  it('bounds each log line to 1,000 characters, stored and sent', async () => {
    const admin = await makeAdmin(t);
    const adminSocket = listen(admin.accessToken);
    await pause(300);
    const [header, row] = sampleLines().filter((line) => !line.startsWith('S'));
    // A 900 KB date, within the row bound, quoted back by the row's warning.
    const badDate = row.replace(/^([^;]*;[^;]*;[^;]*;)[^;]*;/, `$1${'9'.repeat(900_000)};`);
    writeFileSync(join(ingestDir, 'long-warning.csv'), `${header}\n${badDate}\n`);
    const started = await t.http
      .post('/api/admin/ingest/bodacc-csv')
      .set(bearer(admin.accessToken))
      .send({ filePath: 'long-warning.csv' })
      .expect(200);
    const processId: string = started.body.processId;
    await waitFor(adminSocket.received, 'analyzer:admin:ingest:complete', processId);
    const expected = `Line 2 skipped: invalid dateparution "${'9'.repeat(1000 - 39)}…`;
    expect(expected).toHaveLength(1000);
    const sent = adminSocket.received.filter(
      (r) => r.event === 'analyzer:admin:ingest:log' && r.payload.line === 2,
    );
    expect(sent.map((r) => r.payload.message)).toEqual([expected]);
    const job = await t.http
      .get(`/api/admin/jobs/${processId}`)
      .set(bearer(admin.accessToken))
      .expect(200);
    const stored = job.body.logs.filter((log: { line: number }) => log.line === 2);
    expect(stored.map((log: { message: string }) => log.message)).toEqual([expected]);
  });

  it('throttles progress to a few events per second', async () => {
    const admin = await makeAdmin(t);
    const adminSocket = listen(admin.accessToken);
    await pause(300);
    writeGeneratedBodacc(ingestDir, 'throttle.csv', 20000);
    const startedAt = Date.now();
    const started = await t.http
      .post('/api/admin/ingest/bodacc-csv')
      .set(bearer(admin.accessToken))
      .send({ filePath: 'throttle.csv', batchSize: 20 })
      .expect(200);
    const processId: string = started.body.processId;
    await waitFor(
      adminSocket.received,
      'analyzer:admin:ingest:complete',
      processId,
      () => true,
      110_000,
    );
    const elapsed = Date.now() - startedAt;
    const run = await waitForRun(t, processId);
    expect(run.processed).toBe(20000);
    const progressEvents = adminSocket.received.filter(
      (r) => r.event === 'analyzer:admin:ingest:progress' && r.payload.processId === processId,
    );
    // 1000 batches, at most one event per 250 ms plus the final one.
    expect(progressEvents.length).toBeGreaterThan(1);
    expect(progressEvents.length).toBeLessThanOrEqual(Math.ceil(elapsed / 250) + 2);
    // 1,000 batches take 20–25 s on a quiet machine: the import's own wait bounds it, not jest's.
  }, 120_000);
});
