/**
 * `npm run bench [-- --rows N --seed S --duration SECONDS …]`: generates a BODACC export, then
 * measures import, transfer, analyzer ingestion, worker memory, search, analytics and the
 * company page on a throwaway database, each beside what PostgreSQL itself does on the same
 * data, then import and transfer with 10,000 watches and 1,000 alerting saved searches beside
 * the same without them. One JSON line per figure on stdout; progress on stderr; a summary of
 * the targets last. One module per measurement (`measurements/`). See docs/performance.md.
 */
import { BenchPortal, startBenchPortal } from './bodacc-portal';
import { printSummary } from './figures';
import { prepareBench, startApiAndWorker } from './harness';
import { measureAlerts } from './measurements/alerts';
import { measureAnalytics } from './measurements/analytics';
import { measureAnalyzerIngest } from './measurements/analyzer-ingest';
import { measureBackfill, measureCopyBaseline, measureHistory } from './measurements/backfill';
import { measureCompanyPage } from './measurements/company-page';
import { measurePortfolio } from './measurements/portfolio-import';
import { measureSearch } from './measurements/search';
import { growCatalogue, prepareSearchCatalogue } from './measurements/search-catalogue';
import { parseOptions } from './options';
import { createScratch, removeScratch } from './scratch';

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  const scratch = await createScratch(opts);
  let portal: BenchPortal | undefined;
  try {
    const prepared = await prepareBench(scratch);
    // Before the API and the worker start, so that they take no CPU from it.
    const copyRate = await measureCopyBaseline(prepared);
    if (opts.history) {
      const copies = Math.ceil((opts.historyRecords ?? opts.rows) / opts.rows);
      portal = await startBenchPortal(prepared.csvPath, scratch.workDir, copies);
      prepared.env.BODACC_SYNC_URL = portal.url;
    }
    const bench = await startApiAndWorker(prepared);
    if (portal) await measureHistory(bench, copyRate, portal);
    else await measureBackfill(bench, copyRate);
    if (opts.backfillOnly) return;
    const isAsked = (name: string) => !opts.only || opts.only.includes(name);
    if (!opts.only) await measureAnalyzerIngest(bench);
    if (opts.searchRecords) await growCatalogue(bench.db, opts.searchRecords);
    const catalogue = await prepareSearchCatalogue(bench);
    if (isAsked('search')) await measureSearch(bench, catalogue);
    if (isAsked('analytics')) await measureAnalytics(bench, catalogue);
    if (isAsked('company')) await measureCompanyPage(bench, catalogue);
    if (isAsked('portfolio')) await measurePortfolio(bench, catalogue);
    if (isAsked('alerts')) await measureAlerts(bench);
  } finally {
    await portal?.close();
    await removeScratch(scratch);
    printSummary();
  }
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
