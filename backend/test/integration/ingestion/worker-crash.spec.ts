import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { io, Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { splitCsvRecord } from '../../../src/modules/ingestion/csv-record-reader';
import { makeAdminWithoutMail } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  exitOf,
  makeIngestDir,
  sampleLines,
  startWorkerProcess,
  waitForRun,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The security trial's file, one line of 50 MB, against real worker processes with the heap of
 * `npm run worker` (192 MB): read past when rows are bounded; failed after two worker crashes
 * when they are not.
 */
describe('a file that crashes its workers', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let ingestDir: string;
  let admin: Awaited<ReturnType<typeof makeAdminWithoutMail>>;
  let url: string;
  let hugeLength: number;
  const prefix = `test-crash-${randomUUID()}`;
  const workers: ChildProcess[] = [];
  const sockets: Socket[] = [];
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    database = await createIsolatedDatabase('crash');
    ingestDir = makeIngestDir();
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      PROCESS_ROLE: 'api',
      REDIS_KEY_PREFIX: prefix,
    });
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    admin = await makeAdminWithoutMail(t);
    const [header, ...rows] = sampleLines();
    const good = rows.filter((row) => /^[AB]\d+;/.test(row) && row.split('"').length % 2 === 1);
    // 50 MB of JSON objects in listepersonnes: parsed, they take far more than a worker's heap.
    const fields = splitCsvRecord(good[1]);
    fields[0] = 'X2';
    fields[header.split(';').indexOf('listepersonnes')] = `[${'{},'.repeat(17 * 1024 * 1024)}{}]`;
    const huge = fields
      .map((field) => (/[;"]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field))
      .join(';');
    hugeLength = huge.length;
    const lines = [
      header,
      good[0].replace(/^[AB]\d+;/, 'X1;'),
      huge,
      good[2].replace(/^[AB]\d+;/, 'X3;'),
    ];
    writeFileSync(join(ingestDir, 'one-huge-line.csv'), lines.join('\n') + '\n');
  }, 60000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    workers.forEach((worker) => worker.exitCode === null && worker.kill('SIGKILL'));
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  const startWorker = async (env: Record<string, string> = {}) => {
    const worker = await startWorkerProcess({
      databaseUrl: database.url,
      redisKeyPrefix: prefix,
      heapMb: 192,
      env: { JOB_LOCK_MS: '3000', ...env },
    });
    workers.push(worker);
    return worker;
  };
  const startImport = async () =>
    (
      await t.http
        .post('/api/admin/ingest/bodacc-csv')
        .set(bearer(admin.accessToken))
        .send({ filePath: 'one-huge-line.csv' })
        .expect(200)
    ).body.processId as string;
  const logsOf = async (processId: string) =>
    (
      await db().query(`SELECT message FROM job_run_logs WHERE job_run_id = $1 ORDER BY id`, [
        processId,
      ])
    ).map((log: { message: string }) => log.message) as string[];

  it('reads past the 50 MB line within the heap of a worker, skipping it', async () => {
    const worker = await startWorker();
    const processId = await startImport();
    const run = await waitForRun(t, processId, undefined, 30000);
    expect(run).toMatchObject({ state: 'completed', processed: 3, inserted: 2, skipped: 1 });
    expect(await logsOf(processId)).toContain(
      `Line 3 skipped: row of ${hugeLength} characters, over the limit of 1048576`,
    );
    expect(worker.exitCode).toBeNull();
    worker.kill('SIGTERM');
    await exitOf(worker);
  }, 60000);

  it('fails a job that crashed its worker twice, with a clear message, and runs it no more', async () => {
    // Rows unbounded, in length and in JSON values, as before the fixes: the line exhausts each
    // worker's heap.
    const unbounded = { INGEST_MAX_ROW_KB: '1000000', INGEST_MAX_JSON_NODES: '1000000000' };
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: admin.accessToken },
      reconnection: false,
    });
    sockets.push(socket);
    const completions: Record<string, unknown>[] = [];
    socket.on('analyzer:admin:ingest:complete', (payload) => completions.push(payload));

    const first = await startWorker(unbounded);
    const processId = await startImport();
    expect(await exitOf(first)).not.toBe(0);
    const second = await startWorker(unbounded);
    expect(await exitOf(second)).not.toBe(0);
    const third = await startWorker(unbounded);

    const message =
      'The job interrupted its worker 2 times (out of memory or killed); abandoned, not retried';
    const run = await waitForRun(t, processId, (r) => r.state === 'failed', 30000);
    expect(run.message).toBe(message);
    for (let i = 0; i < 100 && completions.length === 0; i += 1) await pause(50);
    expect(completions).toEqual([
      { processId, success: false, message, code: 'crashedTooOften', params: { times: 2 } },
    ]);

    await pause(3000); // several lock and stall periods: nothing takes the job again
    expect(third.exitCode).toBeNull();
    expect((await waitForRun(t, processId)).state).toBe('failed');
    const logs = await logsOf(processId);
    expect(logs.filter((log) => log.startsWith('Started on worker'))).toHaveLength(2);
    expect(logs[logs.length - 1]).toBe(`Failed: ${message}`);
    const queue = t.app.get<Queue>(getQueueToken('bodacc-import'));
    expect(await queue.getJobState(processId)).toBe('failed');
  }, 120000);
});
