import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AnalyzerCatalogService } from '../../../src/modules/analyzer';
import { INDEXES_PACKED_AFTER_HISTORY } from '../../../src/modules/analyzer/analyzer-catalog.repository';
import { searchStatements } from '../../../src/modules/analyzer/analyzer-search.statement';
import { refreshCompanyStatuses } from '../../../src/modules/analyzer/company-status.refresh';
import { compileSql, Database, SqlFragment } from '../../../src/shared/database';
import { clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { recordInput } from '../../support/record-input';
import { NO_FILTER } from '../../support/search-filters';
import { startTestApp, TestApp } from '../../support/test-app';

const MONTHS_NEWEST_FIRST = ['2020-04', '2020-03', '2020-02', '2020-01'];
const TYPES = ['creation', 'immatriculation', 'vente'];
const NOTICE_TEXT_LENGTH = 500;
const scattered = (n: number) => createHash('md5').update(String(n)).digest().readUInt32BE(0);
const DAYS = 25;
const NOTICES_A_DAY = 200;
/** A date index's entry (16 B) and its line pointer (4 B), in pages PostgreSQL fills to 90 %. */
const PACKED_BYTES_AN_ENTRY = 30;

/**
 * The catalogue's indexes under the history's writes: its months newest first, each month's days
 * in order, as the portal's export gives them (issue 31, storage). The date indexes stay packed;
 * the others are rebuilt packed once the months are in.
 */
describe('the catalogue’s indexes under the history’s writes', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    database = await createIsolatedDatabase('idxpack');
    t = await startTestApp({ DATABASE_URL: database.url });
    for (const [monthIndex, month] of MONTHS_NEWEST_FIRST.entries()) {
      const records = Array.from({ length: DAYS * NOTICES_A_DAY }, (_, i) => {
        // Each notice a company of its own, scattered as a month's companies are.
        const notice = monthIndex * DAYS * NOTICES_A_DAY + i;
        const day = `${month}-${String(1 + Math.floor(i / NOTICES_A_DAY)).padStart(2, '0')}`;
        return recordInput({
          annonce_id: `A${month.replace('-', '')}${String(i).padStart(6, '0')}`,
          date_parution: day,
          type_annonce: TYPES[i % TYPES.length],
          // As wide as a real notice's row, for the planner to weigh reading them all.
          annonce_text: `Annonce ${notice} `.padEnd(NOTICE_TEXT_LENGTH, '.'),
          siren: String(300000000 + (scattered(notice) % 600000000)),
        });
      });
      await t.app
        .get(Database)
        .transaction((tx) =>
          t.app.get(AnalyzerCatalogService).upsert(tx, records, null, { announce: false }),
        );
    }
  }, 120000);
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it.each(['analyzer_records_date', 'analyzer_records_active_date'])(
    '%s fills its pages',
    async (index) => {
      const [{ bytes, entries }] = await db().query(
        `SELECT pg_relation_size($1::regclass)::int AS bytes,
                (SELECT count(*)::int FROM analyzer_records) AS entries`,
        [index],
      );
      expect(entries).toBe(MONTHS_NEWEST_FIRST.length * DAYS * NOTICES_A_DAY);
      expect(bytes / entries).toBeLessThan(PACKED_BYTES_AN_ENTRY);
    },
  );

  it('pages the newest notices by reading the date index backward, without sorting', async () => {
    const statements = searchStatements(NO_FILTER);
    const { text, values } = compileSql(statements.pageIds('all', 0, 20));
    const [{ 'QUERY PLAN': plan }] = await db().query(`EXPLAIN (FORMAT JSON) ${text}`, values);
    const planText = JSON.stringify(plan);
    expect(planText).toContain('"Scan Direction":"Backward"');
    expect(planText).toContain('"Index Name":"analyzer_records_active_date"');
    expect(planText).not.toContain('"Node Type":"Sort"');

    const { text: pageText, values: pageValues } = compileSql(statements.pageIds('all', 0, 3));
    const page: { id: number }[] = await db().query(pageText, pageValues);
    const newest: { id: number }[] = await db().query(
      `SELECT id FROM analyzer_records ORDER BY date_parution DESC, id DESC LIMIT 3`,
    );
    expect(page).toEqual(newest);
  });

  it('takes the statistics again after a bulk write, so a batch finds its companies by index', async () => {
    const sirens: string[] = (
      await db().query(`SELECT siren FROM analyzer_records ORDER BY id LIMIT 100`)
    ).map((row: { siren: string }) => row.siren);
    // Each of the statuses' statements for these companies, planned instead of run.
    const plansOfStatusRefresh = async () => {
      const plans: string[] = [];
      await refreshCompanyStatuses(async <Row>(statement: SqlFragment) => {
        const { text, values } = compileSql(statement);
        const [{ 'QUERY PLAN': plan }] = await db().query(`EXPLAIN (FORMAT JSON) ${text}`, values);
        plans.push(JSON.stringify(plan));
        return [] as Row[];
      }, sirens);
      return plans;
    };

    await t.app.get(AnalyzerCatalogService).tidyAfterBulkWrite();

    const plans = await plansOfStatusRefresh();
    expect(plans).toHaveLength(3);
    for (const plan of plans) {
      expect(plan).not.toMatch(/"Node Type":"Seq Scan","[^}]*"Relation Name":"analyzer_records"/);
    }
    const [stats] = await db().query(
      `SELECT last_analyze IS NOT NULL AS analyzed FROM pg_stat_user_tables
       WHERE relname = 'analyzer_records'`,
    );
    expect(stats.analyzed).toBe(true);
  });

  it('rebuilds the indexes it leaves half full packed, dropping a rebuild interrupted before', async () => {
    const bytesOf = async (index: string) =>
      (await db().query(`SELECT pg_relation_size($1::regclass)::int AS bytes`, [index]))[0].bytes;
    const before = await Promise.all(INDEXES_PACKED_AFTER_HISTORY.map(bytesOf));
    // What a crash during `REINDEX … CONCURRENTLY` leaves: an invalid copy every write updates.
    await db().query(`CREATE INDEX analyzer_records_siren_ccnew ON analyzer_records (siren)`);
    await db().query(
      `UPDATE pg_index SET indisvalid = false
       WHERE indexrelid = 'analyzer_records_siren_ccnew'::regclass`,
    );

    const packed = await t.app.get(AnalyzerCatalogService).packIndexes();

    const after = await Promise.all(INDEXES_PACKED_AFTER_HISTORY.map(bytesOf));
    after.forEach((bytes, i) => expect(bytes).toBeLessThan(before[i] * 0.85));
    expect(packed.before).toBe(before.reduce((sum, bytes) => sum + bytes, 0));
    expect(packed.after).toBe(after.reduce((sum, bytes) => sum + bytes, 0));
    const invalid = await db().query(
      `SELECT indexrelid::regclass::text AS name FROM pg_index
       WHERE indrelid = 'analyzer_records'::regclass AND NOT indisvalid`,
    );
    expect(invalid).toEqual([]);
  });
});
