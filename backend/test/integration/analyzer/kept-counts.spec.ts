import { Client } from 'pg';
import { compileSql, SqlFragment } from '../../../src/shared/database';
import { collectivePeriodOf } from '../../../src/modules/analyzer/analytics-period';
import {
  breakdownsStatement,
  collectiveByMonthStatement,
  isCounted,
} from '../../../src/modules/analyzer/analytics.statements';
import { FOLD_COUNT_CHANGES } from '../../../src/modules/analyzer/analyzer-catalog.statements';
import type { VisibleFilters } from '../../../src/modules/analyzer/analyzer-search.statement';
import type { GrantCriteria } from '../../../src/modules/analyzer/record-visibility';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { NO_FILTER } from '../../support/search-filters';

/** The filters the kept counts answer, with dates on and off month boundaries. */
const CASES: [string, Partial<VisibleFilters>][] = [
  ['no filter', {}],
  ['inactive companies too', { includeInactive: true }],
  ['whole months', { dateFrom: '2020-01-01', dateTo: '2020-02-29' }],
  ['days at both edges', { dateFrom: '2019-12-15', dateTo: '2020-02-10' }],
  ['days within one month', { dateFrom: '2020-01-05', dateTo: '2020-01-20' }],
  ['from a month on', { dateFrom: '2020-01-01' }],
  ['from a day on', { dateFrom: '2020-01-17' }],
  ['up to a month', { dateTo: '2020-01-31' }],
  ['months mostly in, less their days out', { dateFrom: '2019-12-10', dateTo: '2020-03-20' }],
  ['a month up to a day', { dateFrom: '2020-02-01', dateTo: '2020-02-25' }],
  ['most of a month', { dateFrom: '2020-01-03', dateTo: '2020-01-29' }],
  ['up to a day late in a month', { dateTo: '2020-01-27' }],
  ['types and departments', { types: ['collective', 'creation'], departements: ['75', '2A'] }],
  [
    'a type, inactive too, from a day',
    { dateFrom: '2019-11-15', types: ['vente'], includeInactive: true },
  ],
];

const WATCHED = '732829320';
const TYPES = ['collective', 'creation', 'vente', 'radiation', null];
const DEPARTEMENTS = ['75', '2A', '971', null];
/** One tribunal under four spellings, another, and none (null or blank). */
const TRIBUNALS = [
  'Greffe du Tribunal de Commerce de PARIS',
  'tribunal de commerce de  paris\n',
  'Tribunal de commerce de Paris',
  'Tribunal de commerce de Pâris',
  "Tribunal judiciaire d'Ajaccio",
  null,
  '  ',
];

/** `count` records from `start` on, spread over days (some undated), types, places, activity. */
function records(start: number, count: number) {
  return Array.from({ length: count }, (_, n) => {
    const i = start + n;
    const day = new Date(Date.UTC(2019, 10, 1) + ((i * 7) % 140) * 86_400_000);
    return {
      annonceId: `K-${i}`,
      date: i % 23 === 0 ? null : day.toISOString().slice(0, 10),
      type: TYPES[i % TYPES.length],
      departement: DEPARTEMENTS[(i >> 1) % DEPARTEMENTS.length],
      tribunal: TRIBUNALS[(i * 3) % TRIBUNALS.length],
      inactive: i % 5 === 0,
      sirens: i % 7 === 0 ? [WATCHED] : [],
    };
  });
}

/** The kept counts (folded or pending) answer as the records themselves do. */
describe('analytics from the counts the catalogue keeps', () => {
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let db: Client;
  let userId: number;
  const run = async (statement: SqlFragment) => {
    const { text, values } = compileSql(statement);
    return (await db.query(text, values)).rows;
  };
  const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();
  const insert = (rows: ReturnType<typeof records>) =>
    db.query(
      `INSERT INTO analyzer_records (annonce_id, date_parution, type_annonce, numero_departement,
         tribunal, company_inactive, sirens)
       SELECT a, d, t, n, tr, i, CASE WHEN s IS NULL THEN '{}' ELSE ARRAY[s] END
       FROM unnest($1::text[], $2::date[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::text[])
         AS u(a, d, t, n, tr, i, s)`,
      [
        rows.map((r) => r.annonceId),
        rows.map((r) => r.date),
        rows.map((r) => r.type),
        rows.map((r) => r.departement),
        rows.map((r) => r.tribunal),
        rows.map((r) => r.inactive),
        rows.map((r) => r.sirens[0] ?? null),
      ],
    );
  const fold = () => run(FOLD_COUNT_CHANGES);
  const pendingChanges = async () =>
    (await db.query('SELECT count(*)::int AS n FROM catalogue_count_changes')).rows[0].n;

  /**
   * Every case, for an admin and for a plan's viewer (a grant of two types, a watch, records
   * assigned), basic and advanced, and the collective chart: counts and records agree.
   */
  async function expectCountsToAgree() {
    await db.query(
      `INSERT INTO record_assignments (user_id, record_id)
      SELECT $1, id FROM analyzer_records WHERE id % 11 = 0 ON CONFLICT DO NOTHING`,
      [userId],
    );
    const planViewer = {
      userId,
      grants: [{ departements: null, types: ['collective', 'creation'], from: null }],
      watchedSirens: [WATCHED],
    };
    for (const [label, filters] of CASES.flatMap(([label, filters]) => [
      [label, filters],
      [`${label}, a plan's viewer`, { ...filters, visibleTo: planViewer }],
    ]) as [string, Partial<VisibleFilters>][]) {
      const search = { ...NO_FILTER, ...filters };
      expect(isCounted(search)).toBe(true);
      for (const isAdvanced of [false, true]) {
        const fromCounts = await run(breakdownsStatement(search, isAdvanced, true));
        const fromRecords = await run(breakdownsStatement(search, isAdvanced, false));
        expect({ label, isAdvanced, rows: sorted(fromCounts) }).toEqual({
          label,
          isAdvanced,
          rows: sorted(fromRecords),
        });
      }
      const period = collectivePeriodOf(search.dateFrom, search.dateTo, '2020-03-20');
      expect(sorted(await run(collectiveByMonthStatement(search, period, true)))).toEqual(
        sorted(await run(collectiveByMonthStatement(search, period, false))),
      );
    }
  }

  beforeAll(async () => {
    database = await createIsolatedDatabase('kept_counts');
    db = new Client({ connectionString: database.url });
    await db.connect();
    const { rows } = await db.query(`INSERT INTO users (email, full_name, password_hash)
      VALUES ('plan@example.com', 'Plan Viewer', 'x') RETURNING id`);
    userId = rows[0].id;
  });
  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  it('counts new records once folded, and pending changes before', async () => {
    await insert(records(0, 300));
    expect(await pendingChanges()).toBeGreaterThan(0);
    await expectCountsToAgree();
    await fold();
    expect(await pendingChanges()).toBe(0);
    const [{ kept }] = (await db.query('SELECT sum(count)::int AS kept FROM catalogue_counts'))
      .rows;
    expect(kept).toBe(300);
    const [{ days, dated }] = (
      await db.query(`SELECT (SELECT sum(count)::int FROM catalogue_day_counts) AS days,
        (SELECT count(*)::int FROM analyzer_records WHERE date_parution IS NOT NULL) AS dated`)
    ).rows;
    expect(days).toBe(dated);
    await insert(records(300, 120));
    await expectCountsToAgree();
  });

  it('moves records between counts when their company, day or type changes, or they go', async () => {
    await db.query(`UPDATE analyzer_records SET company_inactive = NOT company_inactive
      WHERE annonce_id LIKE 'K-1%'`);
    await db.query(`UPDATE analyzer_records SET date_parution = date_parution + 20
      WHERE annonce_id LIKE 'K-2%'`);
    await db.query(`UPDATE analyzer_records SET type_annonce = 'collective', tribunal = NULL
      WHERE annonce_id LIKE 'K-3%'`);
    // Most updates move nothing: they leave no change behind.
    const before = await pendingChanges();
    await db.query(`UPDATE analyzer_records SET updated_at = now()`);
    expect(await pendingChanges()).toBe(before);
    await db.query(`DELETE FROM analyzer_records WHERE annonce_id LIKE 'K-4%'`);
    await expectCountsToAgree();
    await fold();
    await expectCountsToAgree();
  });

  it('is read for whole months: a wrong count shows (the test would see a path not taken)', async () => {
    const search = { ...NO_FILTER, dateFrom: '2020-01-01', dateTo: '2020-01-31' };
    const totalOf = async (fromCounts: boolean) =>
      (await run(breakdownsStatement(search, false, fromCounts))).reduce(
        (sum, row) => sum + row.count,
        0,
      );
    const truth = await totalOf(false);
    await db.query(`UPDATE catalogue_counts SET count = count + 1000
      WHERE month = '2020-01' AND NOT company_inactive AND ctid = (SELECT min(ctid)
        FROM catalogue_counts WHERE month = '2020-01' AND NOT company_inactive)`);
    expect(await totalOf(true)).toBe(truth + 1000);
    await db.query(`UPDATE catalogue_counts SET count = count - 1000 WHERE count >= 1000`);
  });

  it('forgets the counts when the catalogue is emptied', async () => {
    await db.query('TRUNCATE analyzer_records CASCADE');
    await expectCountsToAgree();
    const [{ months, days }] = (
      await db.query(`SELECT (SELECT count(*)::int FROM catalogue_counts) AS months,
        (SELECT count(*)::int FROM catalogue_day_counts) AS days`)
    ).rows;
    expect({ months, days }).toEqual({ months: 0, days: 0 });
  });

  it('answers from the counts only viewers who see everything, and counted filters', () => {
    const grant: GrantCriteria = { departements: null, types: null, from: null };
    const viewer = (grants: GrantCriteria[]) => ({ userId: 1, grants, watchedSirens: [] });
    expect(isCounted({ ...NO_FILTER })).toBe(true);
    expect(isCounted({ ...NO_FILTER, visibleTo: viewer([grant]) })).toBe(true);
    expect(isCounted({ ...NO_FILTER, visibleTo: viewer([{ ...grant, types: ['vente'] }]) })).toBe(
      true,
    );
    const inParis = { ...grant, departements: ['75'] };
    expect(isCounted({ ...NO_FILTER, visibleTo: viewer([inParis]) })).toBe(false);
    const sinceMarch = { ...grant, from: '2020-03-01' };
    expect(isCounted({ ...NO_FILTER, visibleTo: viewer([grant, sinceMarch]) })).toBe(true);
    expect(isCounted({ ...NO_FILTER, visibleTo: viewer([{ ...grant, types: [] }]) })).toBe(false);
    expect(isCounted({ ...NO_FILTER, visibleTo: viewer([]) })).toBe(false);
    expect(isCounted({ ...NO_FILTER, terms: ['boulangerie'] })).toBe(false);
    expect(isCounted({ ...NO_FILTER, tribunal: 'paris' })).toBe(false);
    expect(isCounted({ ...NO_FILTER, siren: '552100554' })).toBe(false);
    expect(isCounted({ ...NO_FILTER, statuses: ['liquidation_judiciaire'] })).toBe(false);
    expect(isCounted({ ...NO_FILTER, judgments: ['opening'] })).toBe(false);
  });
});
