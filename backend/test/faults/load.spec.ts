import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { writeGeneratedBodacc } from '../support/ingestion-helpers';
import { FaultEnvironment, Session } from './support/fault-environment';
import { countAnnouncements, jobRun, startBodaccImport, waitForRun } from './support/ingestion';
import { makeLoadPopulation, LoadUser } from './support/load-population';
import { EXPECTED_STATUSES, figuresOf, Operation, runLoad, Sample } from './support/load-runner';

/** 45 s in `make test`; LOAD_SECONDS=180 gave the figures of docs/performance.md. */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 45);
const USERS = Number(process.env.LOAD_USERS ?? 200);
const RECORDS = 500;
/** Sized to keep the import running for most of the load (about 1,000 rows/s under it). */
const IMPORT_ROWS = Math.min(200_000, SECONDS * 800);

describe('fault: load of 200 users with an import running', () => {
  let env: FaultEnvironment;
  let admin: Session;
  let users: LoadUser[];
  let recordIds: number[];

  beforeAll(async () => {
    env = await FaultEnvironment.start();
    admin = await env.admin();
    ({ users, recordIds } = await makeLoadPopulation(env, admin, USERS, RECORDS));
  }, 120000);
  afterAll(() => env?.close());

  it(
    'answers no 5xx, keeps the ledger equal to the balances, meters every opening once',
    async () => {
      writeGeneratedBodacc(env.ingestDir, 'load.csv', IMPORT_ROWS, 'L');
      const importId = await startBodaccImport(env, admin, 'load.csv', 1000);
      const started = Date.now();
      const samples = await runLoad(env, users, recordIds, SECONDS);
      const elapsed = (Date.now() - started) / 1000;
      const importDuringLoad = await jobRun(env, importId);

      report(samples, elapsed, importDuringLoad?.processed ?? 0);
      const unexpected = samples.filter(
        (sample) => !EXPECTED_STATUSES[sample.operation].includes(sample.status),
      );
      expect(summarise(unexpected)).toEqual({});
      // With the default population some users run out of credits: the 402 path is exercised.
      if (USERS >= 100) expect(samples.some((sample) => sample.status === 402)).toBe(true);

      expect(await ledgerMismatches()).toEqual([]);
      expect(await meteringMismatches()).toEqual([]);
      const run = await waitForRun(
        env,
        importId,
        (r) => r.state !== 'running' && r.state !== 'queued',
        120000,
      );
      expect(run).toMatchObject({
        state: 'completed',
        processed: IMPORT_ROWS,
        inserted: IMPORT_ROWS,
      });
      expect(await countAnnouncements(env, 'L')).toBe(IMPORT_ROWS);
    },
    240000 + SECONDS * 1000,
  );

  /** Users whose balance is not the sum of their ledger, or not the ledger's last balance_after. */
  async function ledgerMismatches() {
    const { rows } = await env.db.query(
      `SELECT u.id, b.balance, l.total, l.last_after
       FROM users u
       LEFT JOIN credit_balances b ON b.user_id = u.id
       LEFT JOIN LATERAL (
         SELECT sum(amount)::int AS total,
                (array_agg(balance_after ORDER BY id DESC))[1] AS last_after
         FROM credit_transactions t WHERE t.user_id = u.id) l ON true
       WHERE coalesce(b.balance, 0) <> coalesce(l.total, 0)
          OR (l.last_after IS NOT NULL AND l.last_after <> b.balance)`,
    );
    return rows;
  }

  /** CONTRACT §4.5: past the plan's limit each distinct record of the month costs one credit. */
  async function meteringMismatches() {
    const limits = users.map((user) => user.recordLimit ?? -1);
    const { rows } = await env.db.query(
      `WITH plan AS (SELECT * FROM unnest($1::int[], $2::int[]) AS p(user_id, record_limit)),
            owed AS (
              SELECT c.user_id, sum(greatest(0, c.opened - p.record_limit)) AS credits
              FROM (SELECT user_id, month, count(*) AS opened FROM record_consultations
                    GROUP BY user_id, month) c
              JOIN plan p USING (user_id) WHERE p.record_limit >= 0 GROUP BY c.user_id),
            spent AS (
              SELECT user_id, count(*) AS credits FROM credit_transactions WHERE type = 'usage'
              GROUP BY user_id)
       SELECT p.user_id, coalesce(o.credits, 0)::int AS owed, coalesce(s.credits, 0)::int AS spent
       FROM plan p LEFT JOIN owed o USING (user_id) LEFT JOIN spent s USING (user_id)
       WHERE coalesce(o.credits, 0) <> coalesce(s.credits, 0)`,
      [users.map((user) => user.userId), limits],
    );
    return rows;
  }
});

function summarise(samples: Sample[]) {
  const counts: Record<string, number> = {};
  for (const { operation, status } of samples) {
    counts[`${operation} ${status}`] = (counts[`${operation} ${status}`] ?? 0) + 1;
  }
  return counts;
}

/** The figures, on stdout and (LOAD_REPORT=file) as JSON for docs/performance.md. */
function report(samples: Sample[], seconds: number, importedRows: number) {
  const figures = figuresOf(samples);
  const serverErrors = samples.filter((sample) => sample.status >= 500 || sample.status === 0);
  const lines = figures.map(
    (f) =>
      `${f.operation.padEnd(16)} ${String(f.requests).padStart(6)} req  p50 ${f.p50} ms  p95 ${f.p95} ms  max ${f.max} ms  ${JSON.stringify(f.statuses)}`,
  );
  const header = `load: ${USERS} users, ${seconds.toFixed(0)} s, ${samples.length} requests (${(samples.length / seconds).toFixed(0)}/s), 5xx or network errors: ${serverErrors.length}, import rows during the load: ${importedRows}`;
  process.stdout.write(`\n${header}\n${lines.join('\n')}\n`);
  if (process.env.LOAD_REPORT) {
    const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGb: totalmem() / 2 ** 30 };
    const operations = figures.map((f) => ({ ...f, operation: f.operation as Operation | 'all' }));
    writeFileSync(
      process.env.LOAD_REPORT,
      JSON.stringify(
        {
          users: USERS,
          seconds,
          importedRows,
          serverErrors: serverErrors.length,
          machine,
          operations,
        },
        null,
        2,
      ),
    );
  }
}
