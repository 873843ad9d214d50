import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { makeRecord } from '../../support/favorites-helpers';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import {
  bearer,
  clearRedisPrefix,
  loadSampleCatalogue,
  makeIngestDir,
} from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { subscribeTo } from '../../support/plan-subscription';
import { startTestApp, TestApp } from '../../support/test-app';

interface SearchRow {
  date_parution: string | null;
  type_annonce: string | null;
  tribunal: string | null;
  numero_departement?: string | null;
}

type Counted<Key extends string> = Record<Key, string | null> & { count: number };

/** Today in Paris, where the analytics' default period ends. */
const todayInParis = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);
/** How many of the rows fall under each key, as `[key, count]` sorted by key. */
const tally = (keys: (string | null)[]) => {
  const counts = new Map<string | null, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => String(a).localeCompare(String(b)));
};
const pairs = <Key extends string>(rows: Counted<Key>[], key: Key) =>
  rows
    .map((row) => [row[key], row.count] as [string | null, number])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));

/** CONTRACT §7.6: the analytics of a search, over the user's visible matching records. */
describe('analytics of a search', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let starter: Awaited<ReturnType<typeof signedInUser>>;
  let boss: Awaited<ReturnType<typeof signedInUser>>;
  const db = () => t.app.get(DataSource);

  const analytics = (token: string, query: object = {}) =>
    t.http.get('/api/analytics').set(bearer(token)).query(query);
  /** Every record the search shows (the sample fits in one page) and its total. */
  const search = async (token: string, query: object) => {
    const response = await t.http
      .get('/api/analyzer/records')
      .set(bearer(token))
      .query({ ...query, limit: 100 })
      .expect(200);
    const { data, meta } = response.body.data;
    expect(meta.totalIsExact).toBe(true);
    expect(data.length).toBe(meta.total);
    return { rows: data as SearchRow[], total: meta.total as number };
  };

  beforeAll(async () => {
    const ingestDir = makeIngestDir();
    database = await createIsolatedDatabase('analytics');
    t = await startTestApp({
      DATABASE_URL: database.url,
      INGEST_DIR: ingestDir,
      BODACC_CSV_PATH: join(ingestDir, 'sample-real.csv'),
    });
    const admin = await makeAdmin(t);
    await loadSampleCatalogue(t, admin.accessToken);
    starter = await signedInUser(t);
    await subscribeTo(t, starter.user.id, 'Débutant');
    boss = await signedInUser(t);
    await subscribeTo(t, boss.user.id, 'Entreprise');
  }, 60000);
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('refuses a user without a plan, whatever they ask, and a visitor', async () => {
    const visitor = await signedInUser(t);
    for (const query of [{}, { departement: '75' }]) {
      const refused = await analytics(visitor.accessToken, query).expect(403);
      expect(refused.body).toMatchObject({ code: 'PLAN_FEATURE_REQUIRED', feature: 'analytics' });
    }
    await t.http.get('/api/analytics').expect(401);
  });

  it('gives a Débutant the basic breakdowns only', async () => {
    const { body } = await analytics(starter.accessToken, { includeInactive: true }).expect(200);
    expect(body.level).toBe('basic');
    expect(body.byMonth.length).toBeGreaterThan(0);
    expect(body.byType.length).toBeGreaterThan(0);
    for (const key of ['byDepartement', 'byTribunal', 'collectiveByMonth', 'collectivePeriod']) {
      expect(body).not.toHaveProperty(key);
    }
  });

  it('gives an Entreprise subscriber every breakdown', async () => {
    const { body } = await analytics(boss.accessToken, { includeInactive: true }).expect(200);
    expect(body.level).toBe('advanced');
    expect(body.byDepartement.length).toBeGreaterThan(1);
    expect(body.byTribunal.length).toBeGreaterThan(1);
    // No filter dates: the last 12 months, beside the 12 before.
    expect(body.collectiveByMonth).toHaveLength(12);
    expect(body.collectivePeriod.to).toBe(todayInParis());
  });

  it.each([
    ['no filter', {}],
    ['inactive companies too', { includeInactive: true }],
    ['a department', { departement: '75,13', includeInactive: true }],
    ['types', { typeAnnonce: 'collective,radiation', includeInactive: true }],
    ['dates', { dateFrom: '2020-01-01', dateTo: '2026-02-04' }],
    ['a tribunal', { tribunal: 'paris', includeInactive: true }],
    ['words', { q: 'societe' }],
  ])('counts what the search shows (%s), in every breakdown', async (_label, query) => {
    const { rows, total } = await search(boss.accessToken, query);
    expect(total).toBeGreaterThan(0);
    const { body } = await analytics(boss.accessToken, query).expect(200);
    expect(body.total).toBe(total);
    expect(sum(body.byType)).toBe(total);
    expect(pairs(body.byType, 'type')).toEqual(tally(rows.map((row) => row.type_annonce)));
    // Per month and type, as the search's own rows say (undated ones are left out).
    const dated = rows.filter((row) => row.date_parution);
    expect(sum(body.byMonth)).toBe(dated.length);
    const monthType = (month: string, type: string | null) => `${month} ${type}`;
    expect(
      pairs(
        body.byMonth.map((row: { month: string; type: string | null; count: number }) => ({
          key: monthType(row.month, row.type),
          count: row.count,
        })),
        'key',
      ),
    ).toEqual(
      tally(dated.map((row) => monthType(row.date_parution!.slice(0, 7), row.type_annonce))),
    );
    expect(pairs(body.byDepartement, 'departement')).toEqual(
      tally(rows.map((row) => row.numero_departement ?? null)),
    );
    expect(sum(body.byTribunal)).toBe(total);
    // The starter's basic analytics count the same records (the plans' grants open the same).
    const basic = await analytics(starter.accessToken, query).expect(200);
    expect(basic.body.byType).toEqual(body.byType);
  });

  it('ranks the departments and tribunals, largest first', async () => {
    const query = { includeInactive: true };
    const { rows } = await search(boss.accessToken, query);
    const { body } = await analytics(boss.accessToken, query).expect(200);
    const counts = body.byDepartement.map((row: { count: number }) => row.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // A tribunal whatever the case of its notices: the search's tribunal filter finds them all.
    const tribunals = tally(rows.map((row) => row.tribunal?.toLowerCase() ?? null)).filter(
      ([name]) => name !== null,
    );
    const largest = Math.max(...tribunals.map(([, count]) => count));
    expect(body.byTribunal[0].count).toBe(largest);
    expect(body.byTribunal.length).toBeLessThanOrEqual(21);
    const named = body.byTribunal.filter((row: { tribunal: string | null }) => row.tribunal);
    const names = named.map((row: { tribunal: string }) => row.tribunal.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const parisCommerce = 'greffe du tribunal de commerce de paris';
    const [paris] = named.filter(
      (row: { tribunal: string }) => row.tribunal.toLowerCase() === parisCommerce,
    );
    // Two spellings in the sample ("GREFFE DU TRIBUNAL…" and "…de paris"), one tribunal.
    const parisTotal = rows.filter((row) => row.tribunal?.toLowerCase() === parisCommerce).length;
    expect(parisTotal).toBeGreaterThan(2);
    expect(paris.count).toBe(parisTotal);
  });

  describe('for a plan whose grant opens nothing', () => {
    let mine: Awaited<ReturnType<typeof signedInUser>>;
    let other: Awaited<ReturnType<typeof signedInUser>>;
    const thisMonth = todayInParis().slice(0, 7);
    const lastYear = `${Number(thisMonth.slice(0, 4)) - 1}${thisMonth.slice(4)}`;

    beforeAll(async () => {
      // Analytics without the plans' catalogue grant: each user sees their assignments only.
      await db().query(
        `INSERT INTO subscription_plans (name, description, price, monthly_credits, analytics)
         VALUES ('Analyses seules', 'Test plan', 0, 0, 'advanced')`,
      );
      mine = await signedInUser(t);
      other = await signedInUser(t);
      for (const user of [mine, other]) await subscribeTo(t, user.user.id, 'Analyses seules');
      const collective = (date: string) => ({ type_annonce: 'collective', date_parution: date });
      await makeRecord(t, [mine.user.id], collective('2024-03-10'));
      await makeRecord(t, [mine.user.id], collective('2024-03-28'));
      await makeRecord(t, [mine.user.id], collective('2023-03-05'));
      await makeRecord(t, [mine.user.id], collective('2022-12-31'));
      await makeRecord(t, [mine.user.id], { date_parution: '2024-05-01' });
      await makeRecord(t, [mine.user.id], collective(`${thisMonth}-01`));
      await makeRecord(t, [mine.user.id], collective(`${lastYear}-01`));
      // Another user's records, in the same months: never counted for the first.
      for (const date of ['2024-03-11', '2023-03-06', `${thisMonth}-01`]) {
        await makeRecord(t, [other.user.id], collective(date));
      }
    });

    it("counts the user's own records, never another user's", async () => {
      const { body } = await analytics(mine.accessToken).expect(200);
      expect(body.total).toBe(7);
      expect(pairs(body.byType, 'type')).toEqual([
        ['collective', 6],
        ['creation', 1],
      ]);
      expect(body.byMonth).toContainEqual({ month: '2024-03', type: 'collective', count: 2 });
      expect(body.byDepartement).toEqual([{ departement: null, count: 7 }]);
      expect(body.byTribunal).toEqual([{ tribunal: null, count: 7 }]);
      const others = await analytics(other.accessToken).expect(200);
      expect(others.body.total).toBe(3);
    });

    it('counts a tribunal once whatever its spelling, as the search finds it', async () => {
      const courts = await signedInUser(t);
      await subscribeTo(t, courts.user.id, 'Analyses seules');
      const spellings = [
        'Greffe du Tribunal de Commerce de Nice',
        'Greffe du Tribunal de Commerce de Nice',
        'GREFFE DU TRIBUNAL DE COMMERCE DE NICE',
        'Greffe du Tribunal de Commerce\nde Nice',
        ' Tribunal de commerce de Nice',
        'Greffe du Tribunal Judiciaire de Mulhouse',
      ];
      for (const tribunal of [...spellings, null]) {
        const id = await makeRecord(t, [courts.user.id]);
        await db().query(`UPDATE analyzer_records SET tribunal = $2 WHERE id = $1`, [id, tribunal]);
      }
      const nice = await search(courts.accessToken, { tribunal: 'nice' });
      expect(nice.total).toBe(5);
      const { body } = await analytics(courts.accessToken).expect(200);
      expect(body.byTribunal).toEqual([
        {
          tribunal: expect.stringMatching(/^(greffe du )?tribunal de commerce de nice$/i),
          count: 5,
        },
        { tribunal: 'Greffe du Tribunal Judiciaire de Mulhouse', count: 1 },
        { tribunal: null, count: 1 },
      ]);
    });

    it("puts each month of the filter's range beside the same month of the previous period", async () => {
      const query = { dateFrom: '2024-01-01', dateTo: '2024-12-31' };
      const { body } = await analytics(mine.accessToken, query).expect(200);
      expect(body.collectivePeriod).toEqual({
        from: '2024-01-01',
        to: '2024-12-31',
        previousFrom: '2023-01-01',
        previousTo: '2023-12-31',
      });
      expect(body.collectiveByMonth).toHaveLength(12);
      expect(body.collectiveByMonth[2]).toEqual({
        month: '2024-03',
        count: 2,
        previousMonth: '2023-03',
        previousCount: 1,
      });
      // Only March has any: the other records are outside both periods, or not collective.
      expect(sum(body.collectiveByMonth)).toBe(2);
      const previous = body.collectiveByMonth.map(
        (row: { previousCount: number }) => row.previousCount,
      );
      expect(previous.reduce((a: number, b: number) => a + b, 0)).toBe(1);
    });

    it('compares 01/01–26/11 with the same days of the year before, month by month', async () => {
      const query = { dateFrom: '2024-01-01', dateTo: '2024-11-26' };
      const { body } = await analytics(mine.accessToken, query).expect(200);
      expect(body.collectivePeriod).toEqual({
        from: '2024-01-01',
        to: '2024-11-26',
        previousFrom: '2023-01-01',
        previousTo: '2023-11-26',
      });
      expect(body.collectiveByMonth).toHaveLength(11);
      expect(body.collectiveByMonth[0]).toMatchObject({
        month: '2024-01',
        previousMonth: '2023-01',
      });
      expect(body.collectiveByMonth[2]).toEqual({
        month: '2024-03',
        count: 2,
        previousMonth: '2023-03',
        previousCount: 1,
      });
    });

    it('compares the last 12 months with the 12 before when the filter has no dates', async () => {
      const { body } = await analytics(mine.accessToken).expect(200);
      expect(body.collectiveByMonth).toHaveLength(12);
      expect(body.collectiveByMonth[11]).toEqual({
        month: thisMonth,
        count: 1,
        previousMonth: lastYear,
        previousCount: 1,
      });
    });

    it('compares a range inside one month with the same days a year earlier', async () => {
      const query = { dateFrom: '2024-03-20', dateTo: '2024-03-31', typeAnnonce: 'collective' };
      const { body } = await analytics(mine.accessToken, query).expect(200);
      expect(body.collectivePeriod).toMatchObject({
        previousFrom: '2023-03-20',
        previousTo: '2023-03-31',
      });
      // 2024-03-10 is before the period, 2023-03-05 before the same days of 2023.
      expect(body.collectiveByMonth).toEqual([
        { month: '2024-03', count: 1, previousMonth: '2023-03', previousCount: 0 },
      ]);
      // Types without the collective procedures: none to chart.
      const creations = await analytics(mine.accessToken, {
        ...query,
        typeAnnonce: 'creation',
      }).expect(200);
      expect(creations.body.collectiveByMonth).toEqual([
        { month: '2024-03', count: 0, previousMonth: '2023-03', previousCount: 0 },
      ]);
    });
  });

  it.each([
    [{ dateFrom: '2024-13-01' }],
    [{ departement: 'ABC' }],
    [{ siren: '12345' }],
    [{ includeInactive: 'maybe' }],
    [{ page: 2 }],
  ])('refuses malformed filters %j with 400', async (query) => {
    const response = await analytics(boss.accessToken, query).expect(400);
    expect(response.body.statusCode).toBe(400);
  });

  it('refuses an inverted date range with its code', async () => {
    const response = await analytics(boss.accessToken, {
      dateFrom: '2024-05-01',
      dateTo: '2024-01-01',
    }).expect(400);
    expect(response.body.code).toBe('INVALID_DATE_RANGE');
  });
});
