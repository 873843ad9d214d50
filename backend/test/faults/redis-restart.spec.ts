import { writeGeneratedBodacc } from '../support/ingestion-helpers';
import { AdminSocket } from './support/admin-socket';
import { FaultEnvironment, Session } from './support/fault-environment';
import { sleep, waitUntil } from './support/free-port';
import { countAnnouncements, startBodaccImport, waitForRun } from './support/ingestion';

const COMPLETE = 'analyzer:admin:ingest:complete';
const isFinished = (run: { state: string }) =>
  ['completed', 'failed', 'stopped'].includes(run.state);

describe('fault: Redis restarted', () => {
  let env: FaultEnvironment;
  let admin: Session;
  let socket: AdminSocket;

  beforeAll(async () => {
    env = await FaultEnvironment.start();
    admin = await env.admin();
    socket = new AdminSocket(env.baseUrl, admin.accessToken);
    await waitUntil('the admin socket to connect', () => socket.isConnected);
  }, 90000);
  afterAll(async () => {
    socket?.close();
    await env?.close();
  });

  it('answers 503 meanwhile, recovers by itself, loses no queued job and keeps the admin socket', async () => {
    writeGeneratedBodacc(env.ingestDir, 'running.csv', 30_000, 'A');
    writeGeneratedBodacc(env.ingestDir, 'queued.csv', 2_000, 'B');
    writeGeneratedBodacc(env.ingestDir, 'after.csv', 1_000, 'C');
    const running = await startBodaccImport(env, admin, 'running.csv', 500);
    await waitForRun(env, running, (run) => run.processed >= 2000, 60000);
    // One worker runs one import at a time: this one waits in Redis behind the first.
    const queued = await startBodaccImport(env, admin, 'queued.csv', 500);

    await env.redis.stop();
    const restartedAt = Date.now();
    await waitUntil(
      'the health check to answer 503',
      async () => (await env.health()) === 503,
      5000,
    );
    const meanwhile: number[] = [];
    while (Date.now() - restartedAt < 4000) {
      meanwhile.push(await env.health());
      await sleep(250);
    }
    await env.redis.start();
    await waitUntil(
      'the health check to recover by itself',
      async () => (await env.health()) === 200,
      30000,
    );
    expect(meanwhile.filter((status) => status !== 503)).toEqual([]);

    const after = await startBodaccImport(env, admin, 'after.csv', 500);
    for (const [id, rows, prefix] of [
      [running, 30_000, 'A'],
      [queued, 2_000, 'B'],
      [after, 1_000, 'C'],
    ] as const) {
      const run = await waitForRun(env, id, isFinished, 90000);
      expect(run).toMatchObject({ state: 'completed', processed: rows, inserted: rows });
      expect(await countAnnouncements(env, prefix)).toBe(rows);
    }
    // The socket opened before the restart still gets the jobs' events after it.
    await waitUntil(
      'the complete event of the queued job',
      () => socket.eventsOf(queued, COMPLETE).length > 0,
    );
    await waitUntil(
      'the complete event of the job enqueued after',
      () => socket.eventsOf(after, COMPLETE).length > 0,
    );
    expect(socket.eventsOf(queued, COMPLETE)[0].at).toBeGreaterThan(restartedAt);
    expect(socket.eventsOf(after, COMPLETE)[0].payload.success).toBe(true);
  }, 200000);
});
