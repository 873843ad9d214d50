/**
 * With `--history` and `--search-records N`: the history job loads the same real months again
 * into the catalogue grown to N records (their own notices deleted first), beside its first load
 * into an empty catalogue. CONTRACT §8.1 wants it as fast at 10,000,000 records as at 0 (at
 * least 0.8 of the rate). The copies keep the real notices' companies, so each company the load
 * touches holds about N / 123,976 notices (a real one holds a handful): its statuses cost more
 * here than they would.
 */
import { figure, log } from '../figures';
import { RunningBench } from '../harness';

export async function measureHistoryAtSize(
  bench: RunningBench,
  rateIntoEmpty: number,
  { firstDay }: { firstDay: string },
): Promise<void> {
  const { db } = bench;
  await db.query(`DELETE FROM notice_officers WHERE annonce_id NOT LIKE '~%'`);
  const { rowCount } = await db.query(
    `DELETE FROM analyzer_records WHERE annonce_id NOT LIKE '~%'`,
  );
  const before = await bench.catalogueSize();
  log(`history at size: ${rowCount} real notices deleted, ${before} records left`);
  const loaded = await bench.runJob('/api/admin/history/start', { from: firstDay });
  const records = await bench.catalogueSize();
  const rate = (records - before) / loaded.seconds;
  figure('bodacc_history_at_size', rate, 'rows/s', rateIntoEmpty, {
    records,
    recordsBefore: before,
    measure: 'the history job loading the real months again into the grown catalogue',
    baselineName: 'the same job into an empty catalogue, same run',
    target: '>= 0.8 of the baseline',
  });
}
