import { writeGeneratedBodacc } from '../support/ingestion-helpers';
import { FaultEnvironment, Session } from './support/fault-environment';
import { sleep, waitUntil } from './support/free-port';
import { countAnnouncements, startBodaccImport, waitForRun } from './support/ingestion';

const ROWS = 50_000;

describe('fault: PostgreSQL restarted while an import runs', () => {
  let env: FaultEnvironment;
  let admin: Session;

  beforeAll(async () => {
    env = await FaultEnvironment.start();
    admin = await env.admin();
  }, 90000);
  afterAll(() => env?.close());

  it('answers 503 meanwhile, resumes the import by itself, ends with the exact row count', async () => {
    writeGeneratedBodacc(env.ingestDir, 'restart.csv', ROWS, 'R');
    const processId = await startBodaccImport(env, admin, 'restart.csv', 500);
    const before = await waitForRun(env, processId, (run) => run.processed >= 5000, 60000);
    expect(before.state).toBe('running');

    env.postgres.stop('fast');
    const stoppedAt = Date.now();
    const meanwhile: number[] = [];
    while (Date.now() - stoppedAt < 4000) {
      meanwhile.push(await env.health());
      await sleep(250);
    }
    await env.postgres.start();
    expect(meanwhile.filter((status) => status !== 503)).toEqual([]);

    const run = await waitForRun(
      env,
      processId,
      (r) => ['completed', 'failed', 'stopped'].includes(r.state),
      120000,
    );
    expect(run).toMatchObject({ state: 'completed', processed: ROWS, inserted: ROWS, skipped: 0 });
    expect(await countAnnouncements(env, 'R')).toBe(ROWS);
    const { rows: logs } = await env.db.query<{ message: string }>(
      `SELECT message FROM job_run_logs WHERE job_run_id = $1 ORDER BY id`,
      [processId],
    );
    expect(logs.map((log) => log.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Resuming after line \d+/)]),
    );
    await waitUntil('the API to be healthy again', async () => (await env.health()) === 200);
  }, 200000);
});
