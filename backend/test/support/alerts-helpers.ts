import { AddressInfo } from 'node:net';
import { io, Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { bearer, RunRow, waitForRun } from './ingestion-helpers';
import { TestApp } from './test-app';

export type PlanName = 'Débutant' | 'Professionnel' | 'Entreprise';

/** A subscription to the plan through the local test checkout, as a user buys one. */
export async function subscribe(t: TestApp, token: string, plan: PlanName): Promise<void> {
  const { plans } = (await t.http.get('/api/subscriptions/plans').expect(200)).body;
  const { id } = plans.find((p: { name: string }) => p.name === plan);
  const checkout = await t.http
    .post('/api/payments/checkout/subscription')
    .set(bearer(token))
    .send({ planId: id })
    .expect(201);
  await t.http.post(`${new URL(checkout.body.url).pathname}/complete`).expect(303);
}

/** The analyzer CSV ingestion of these rows (header first) for the target user, run to its end. */
export async function ingestCsv(
  t: TestApp,
  adminToken: string,
  targetUserId: number,
  lines: string[],
): Promise<RunRow> {
  const started = await t.http
    .post('/api/admin/analyzer-ingest/start')
    .set(bearer(adminToken))
    .field('targetUserId', String(targetUserId))
    .field('batchSize', '10')
    .field('rowLimit', '')
    .attach('csvFile', Buffer.from(lines.join('\n')), 'alerts.csv')
    .expect(200);
  const run = await waitForRun(t, started.body.processId);
  if (run.state !== 'completed') throw new Error(`ingestion ${run.state}: ${run.message}`);
  return run;
}

export const ANALYZER_CSV_HEADER =
  'annonce_id,date_parution,type_annonce,nom_complet,numero_departement,siren,ville,tribunal';

/** The app's base URL once it listens on a free port (sockets need a real server). */
export async function listenOnFreePort(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

export interface Listener {
  socket: Socket;
  received: { event: string; payload: Record<string, unknown> }[];
}

/** A socket of this user recording every event it receives; resolves once connected. */
export async function connectSocket(url: string, token: string): Promise<Listener> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  const received: Listener['received'] = [];
  socket.onAny((event: string, payload: Record<string, unknown>) =>
    received.push({ event, payload }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  // The server joins the rooms once the token is checked, just after the connection.
  await pause(300);
  return { socket, received };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `until` holds, or fails after the timeout. */
export async function eventually<T>(read: () => T | Promise<T>, until: (value: T) => boolean) {
  const deadline = Date.now() + 10000;
  for (;;) {
    const value = await read();
    if (until(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await pause(50);
  }
}

export async function notificationsOf(t: TestApp, userId: number) {
  return t.app.get(DataSource).query(
    `SELECT n.kind, n.watch_id, n.saved_search_id, n.job_run_id, r.annonce_id
       FROM notifications n JOIN analyzer_records r ON r.id = n.record_id
       WHERE n.user_id = $1 ORDER BY n.id`,
    [userId],
  ) as Promise<
    {
      kind: string;
      watch_id: number | null;
      saved_search_id: number | null;
      job_run_id: string | null;
      annonce_id: string;
    }[]
  >;
}
