/** The bench's command-line options (`npm run bench -- --rows N …`; docs/performance.md). */
export interface Options {
  rows: number;
  seed: number;
  duration: number;
  ingestRows: number;
  /** Batch size of the transfer (the product's default when absent). */
  transferBatch: number | null;
  /** Grow the catalogue to this many records (copies, in SQL) before the search loads. */
  searchRecords: number | null;
  /** Rows of each fresh file imported and transferred without, and with, alerts. */
  alertRows: number;
  /** Passes on each side (without / with alerts), alternated ABBA…; the best of each is kept. */
  alertPasses: number;
  /** Stop after the import and the transfer (their figures and the end to end). */
  backfillOnly: boolean;
  /** --profile-worker DIR: a V8 CPU profile of the worker, written when it stops. */
  profileWorkerDir?: string;
  /** --profile-api DIR: a V8 CPU profile of the API, and the search loads' stretches of time. */
  profileApiDir?: string;
  /** --keep: the database is left for EXPLAIN or `api-ab.js` afterwards. */
  keep: boolean;
  /**
   * --real: the 123,976 real notices of early 2020 (test/fixtures/real-a-2020-h1.csv.gz) instead
   * of generated ones; `rows` becomes their count.
   */
  real: boolean;
  /** --history: the catalogue loaded by the history job (from a local portal), not the backfill. */
  history: boolean;
  /**
   * --history-records N (implies --history): the portal also serves copies of the file's months in
   * the years before, as many as make N notices at least; the load's last stretch beside its first.
   */
  historyRecords: number | null;
  /**
   * --only search,portfolio…: the measurements after the load to run (all when absent): search,
   * analytics, company, portfolio, alerts.
   */
  only: string[] | null;
}

export function parseOptions(argv: string[]): Options {
  const value = (name: string, fallback: number) => {
    const i = argv.indexOf(`--${name}`);
    const parsed = i >= 0 ? Number(argv[i + 1]) : fallback;
    if (!Number.isInteger(parsed) || parsed <= 0)
      throw new Error(`--${name} must be a positive integer`);
    return parsed;
  };
  const text = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const rows = value('rows', 200000);
  return {
    rows,
    seed: value('seed', 42),
    duration: value('duration', 10),
    ingestRows: value('ingest-rows', Math.min(rows, 50000)),
    transferBatch: argv.includes('--transfer-batch') ? value('transfer-batch', 1000) : null,
    searchRecords: argv.includes('--search-records') ? value('search-records', 1) : null,
    alertRows: value('alert-rows', Math.min(rows, 50000)),
    alertPasses: value('alert-passes', 2),
    backfillOnly: argv.includes('--backfill-only'),
    profileWorkerDir: text('profile-worker'),
    profileApiDir: text('profile-api'),
    keep: argv.includes('--keep'),
    real: argv.includes('--real'),
    history: argv.includes('--history') || argv.includes('--history-records'),
    historyRecords: argv.includes('--history-records') ? value('history-records', 1) : null,
    only: text('only')?.split(',') ?? null,
  };
}
