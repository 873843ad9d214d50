/**
 * Matching (issue 17): fresh files of the same rows (new ids), each imported and transferred on
 * its own (the announcements table emptied before), without then with 10,000 watches and 1,000
 * alerting saved searches, then with, then without (the machine is shared: the best run of each
 * side is compared, the order evens out a catalogue that grows).
 */
import { join } from 'node:path';
import { seedAlertLoad, setAlertsPresent } from '../alert-load';
import { figure, log } from '../figures';
import { writeBodaccCsv } from '../generate-bodacc';
import { RunningBench } from '../harness';

interface Rates {
  importRate: number;
  transferRate: number;
}

/** One pass: a fresh file imported, then transferred, from the same state every time. */
async function importAndTransfer(bench: RunningBench, pass: number, fileSeed: number) {
  const { db, opts } = bench;
  await db.query(`TRUNCATE bodacc_announcements`);
  // Every pass starts from the same state: no vacuum or checkpoint owed by what ran before.
  await db.query('VACUUM ANALYZE');
  await db.query('CHECKPOINT');
  const name = `fresh-${pass}.csv`;
  await writeBodaccCsv(
    join(bench.workDir, name),
    opts.alertRows,
    fileSeed,
    opts.rows + pass * opts.alertRows,
  );
  const fresh = await bench.runJob('/api/admin/ingest/bodacc-csv', { filePath: name });
  const moved = await bench.runJob(
    '/api/admin/transfer/bodacc-to-analyzer',
    opts.transferBatch ? { batchSize: opts.transferBatch } : {},
  );
  return {
    importRate: fresh.processed / fresh.seconds,
    transferRate: moved.processed / moved.seconds,
  };
}

export async function measureAlerts(bench: RunningBench): Promise<void> {
  const { db, opts } = bench;
  const alertSeed = opts.seed + 1;
  const started = Date.now();
  const load = await seedAlertLoad(
    db,
    {
      seed: opts.seed,
      fileSeed: alertSeed,
      fileRows: opts.alertRows,
      watches: 10_000,
      alertingSearches: 1_000,
    },
    async (userId, body) => {
      if (!bench.hasSession(userId)) await bench.openSession(userId);
      await bench.http('POST', '/api/saved-searches', body, userId);
    },
  );
  log(
    `${load.watches} watches, ${load.alertingSearches} alerting searches in ${Date.now() - started} ms`,
  );
  const best: Record<'with' | 'without', Rates> = {
    with: { importRate: 0, transferRate: 0 },
    without: { importRate: 0, transferRate: 0 },
  };
  // Without, with, with, without, … so that neither side always runs on the bigger catalogue.
  const order = Array.from({ length: opts.alertPasses }, (_, i) =>
    i % 2 === 0 ? [false, true] : [true, false],
  ).flat();
  for (const [pass, isPresent] of order.entries()) {
    await setAlertsPresent(db, isPresent);
    const rates = await importAndTransfer(bench, pass, alertSeed);
    const side = best[isPresent ? 'with' : 'without'];
    side.importRate = Math.max(side.importRate, rates.importRate);
    side.transferRate = Math.max(side.transferRate, rates.transferRate);
  }
  const {
    rows: [notified],
  } = await db.query(
    `SELECT count(*)::int AS notifications, count(DISTINCT record_id)::int AS "notifiedRecords",
       count(*) FILTER (WHERE kind = 'watch')::int AS "byWatch"
     FROM notifications`,
  );
  const alertContext = {
    rows: opts.alertRows,
    records: await bench.catalogueSize(),
    watches: load.watches,
    alertingSearches: load.alertingSearches,
    passes: opts.alertPasses,
    ...notified,
    baselineName: `the same job on a file of the same rows without watches or searches (best of ${opts.alertPasses})`,
    target: 'ratio >= 0.9',
  };
  for (const job of ['import', 'transfer'] as const) {
    const rate = `${job}Rate` as const;
    figure(
      `bodacc_${job}_with_alerts`,
      best.with[rate],
      'rows/s',
      best.without[rate],
      alertContext,
    );
  }
}
