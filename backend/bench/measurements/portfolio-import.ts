/**
 * Issue 33: a portfolio of 10,000 companies imported as a CSV file by the admin (not limited),
 * beside the same watches written by PostgreSQL alone.
 */
import { figure, log } from '../figures';
import { RunningBench } from '../harness';

const LINES = 10_000;

/** 9 digits passing the Luhn check, from a running number. */
function sirenOf(n: number): string {
  const base = String(10_000_000 + n);
  for (let check = 0; check < 10; check += 1) {
    const digits = base + check;
    const sum = [...digits].reverse().reduce((total, char, i) => {
      const doubled = Number(char) * (i % 2 ? 2 : 1);
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

export async function measurePortfolioImport(bench: RunningBench): Promise<void> {
  const { db, users, apiUrl } = bench;
  const sirens = Array.from({ length: LINES }, (_, i) => sirenOf(i));
  const csv = ['Client;SIREN', ...sirens.map((siren, i) => `Client ${i};${siren}`)].join('\r\n');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'portfolio.csv');
  const started = performance.now();
  const response = await fetch(`${apiUrl}/api/watches/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bench.token(users.admin)}` },
    body: form,
  });
  const seconds = (performance.now() - started) / 1000;
  const report = (await response.json()) as { added: number };
  if (response.status !== 201 || report.added !== LINES)
    throw new Error(`import: ${response.status} ${JSON.stringify(report).slice(0, 300)}`);

  const sqlStarted = performance.now();
  await db.query('BEGIN');
  await db.query(`DELETE FROM watches WHERE user_id = $1`, [users.admin]);
  await db.query(`INSERT INTO watches (user_id, siren) SELECT $1, unnest($2::text[])`, [
    users.admin,
    sirens,
  ]);
  await db.query('ROLLBACK');
  const sqlSeconds = (performance.now() - sqlStarted) / 1000;
  await db.query(`DELETE FROM watches WHERE user_id = $1`, [users.admin]);
  log(`portfolio of ${LINES} lines imported in ${seconds.toFixed(2)} s`);
  figure('portfolio_import_10k_s', seconds, 's', sqlSeconds, {
    lines: LINES,
    target: '<= 10 s',
    baselineName: 'the same 10,000 watches inserted in one statement',
  });
}
