import { DataSource } from 'typeorm';
import { AnalyzerCatalogService } from '../../../src/modules/analyzer';
import { Database, ReadDatabase } from '../../../src/shared/database';
import { recordInput } from '../../support/record-input';
import { signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { subscribeTo } from '../../support/plan-subscription';
import { startTestApp, TestApp } from '../../support/test-app';

type SignedIn = Awaited<ReturnType<typeof signedInUser>>;

/**
 * Issue 19: a search's counts and the analytics are kept until the catalogue changes, and stay
 * exact whatever changes it (a job, plain SQL, a grant, a watch), for each viewer apart.
 */
describe('counts and analytics kept until the catalogue changes', () => {
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;

  beforeAll(async () => {
    database = await createIsolatedDatabase('count_cache');
  });
  afterAll(() => database.drop());

  describe('with the cache (the default)', () => {
    let t: TestApp;
    let alice: SignedIn;
    let bob: SignedIn;
    const db = () => t.app.get(DataSource);
    const version = async () =>
      Number((await db().query(`SELECT version FROM catalogue_version`))[0].version);
    const meta = async (user: SignedIn, query: Record<string, string> = {}) =>
      (
        await t.http
          .get('/api/analyzer/records')
          .set(bearer(user.accessToken))
          .query({ limit: '10', ...query })
          .expect(200)
      ).body.data.meta;
    /** Count statements the search sends to the database while `run` runs. */
    const countsSent = async (run: () => Promise<unknown>) => {
      const spy = jest.spyOn(t.app.get(ReadDatabase), 'queryOne');
      try {
        await run();
        return spy.mock.calls.filter(([statement]) =>
          JSON.stringify(statement).includes('count(*)'),
        ).length;
      } finally {
        spy.mockRestore();
      }
    };
    const assignTo = (user: SignedIn, annonceIds: string[]) =>
      db().query(
        `INSERT INTO record_assignments (user_id, record_id)
         SELECT $1, id FROM analyzer_records WHERE annonce_id = ANY($2)`,
        [user.user.id, annonceIds],
      );

    beforeAll(async () => {
      t = await startTestApp({ DATABASE_URL: database.url, CATALOGUE_CACHE_ROWS: '1000' });
      alice = await signedInUser(t);
      bob = await signedInUser(t);
      // 25 Boulangerie notices (SIREN 100000001…025), all Alice's; Bob is given 3 of them.
      await db().query(
        `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, siren, sirens)
         SELECT 'C-' || i, 'Boulangerie ' || i, date '2024-01-01' + i, 'creation',
                (100000000 + i)::text, ARRAY[(100000000 + i)::text]
         FROM generate_series(1, 25) AS i`,
      );
      await assignTo(
        alice,
        Array.from({ length: 25 }, (_, i) => `C-${i + 1}`),
      );
      await assignTo(bob, ['C-1', 'C-2', 'C-3']);
    });
    afterAll(async () => {
      await clearRedisPrefix(t);
      await t.close();
    });

    it('counts a repeated search once, and each viewer apart', async () => {
      expect(await countsSent(() => meta(alice))).toBe(2); // the total and the hidden inactive
      expect(await countsSent(() => meta(alice))).toBe(0);
      expect(await countsSent(() => meta(alice, { page: '2' }))).toBe(0);
      expect(await meta(alice)).toMatchObject({ total: 25, totalIsExact: true });
      // Same filters, another viewer: counted apart (its last page needs only the hidden count).
      expect(await countsSent(() => meta(bob))).toBe(1);
      expect(await countsSent(() => meta(bob))).toBe(0);
      expect((await meta(bob)).total).toBe(3);
      expect((await meta(alice)).total).toBe(25);
    });

    it('reads the version and the favorites in the page statement: a kept search sends its page alone', async () => {
      const replica = t.app.get(ReadDatabase);
      const primary = t.app.get(Database);
      // Every read goes through `query` (`queryOne` too).
      const statementsSent = async (run: () => Promise<unknown>) => {
        const spies = [jest.spyOn(replica, 'query'), jest.spyOn(primary, 'query')];
        try {
          await run();
          return spies.map((spy) => spy.mock.calls.map(([statement]) => JSON.stringify(statement)));
        } finally {
          spies.forEach((spy) => spy.mockRestore());
        }
      };
      const readsVersionAlone = (statement: string) =>
        statement.includes('FROM catalogue_version') && !statement.includes('catalogueVersion');
      await meta(alice, { q: 'Boulangerie' });
      const [kept, onPrimary] = await statementsSent(() => meta(alice, { q: 'Boulangerie' }));
      expect(kept).toHaveLength(1);
      expect(kept[0]).toContain('catalogueVersion');
      expect(kept[0]).toContain('FROM favorites');
      expect(onPrimary.filter((statement) => statement.includes('favorites'))).toEqual([]);
      // No row to carry it: the version is read on its own, for the hidden count.
      const [empty] = await statementsSent(() => meta(alice, { q: 'Pâtisserie' }));
      expect(empty.filter(readsVersionAlone)).toHaveLength(1);
      expect(await meta(alice, { q: 'Pâtisserie' })).toMatchObject({ total: 0 });
    });

    it('moves the version once per committed transaction writing records or assignments', async () => {
      const before = await version();
      await t.app
        .get(Database)
        .transaction((tx) =>
          t.app
            .get(AnalyzerCatalogService)
            .upsertAndAssign(
              tx,
              [recordInput({ annonce_id: 'J-1' }), recordInput({ annonce_id: 'J-2' })],
              alice.user.id,
            ),
        );
      expect(await version()).toBe(before + 1);
      await db()
        .transaction(async (manager) => {
          await manager.query(`DELETE FROM record_assignments WHERE user_id = $1`, [bob.user.id]);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await version()).toBe(before + 1);
      expect((await meta(bob)).total).toBe(3);
    });

    it('stays exact after the catalogue changes, however it is written', async () => {
      const total = async () => (await meta(alice)).total;
      const start = await total();
      // Plain SQL, outside the application: a new record assigned to Alice.
      await db().query(
        `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce)
         VALUES ('P-1', 'Boulangerie P', '2024-06-01', 'creation')`,
      );
      await assignTo(alice, ['P-1']);
      expect(await total()).toBe(start + 1);
      // A company closed: its notice leaves the default search and is counted as hidden.
      await db().query(
        `UPDATE analyzer_records SET company_inactive = true WHERE annonce_id = 'C-4'`,
      );
      expect(await meta(alice)).toMatchObject({ total: start, hiddenInactive: 1 });
      await db().query(
        `DELETE FROM record_assignments
         WHERE user_id = $1 AND record_id = (SELECT id FROM analyzer_records WHERE annonce_id = 'C-5')`,
        [alice.user.id],
      );
      expect(await total()).toBe(start - 1);
    });

    it('follows what the viewer sees: a grant, a watch', async () => {
      const before = (await meta(bob)).total;
      await db().query(`INSERT INTO watches (user_id, siren) VALUES ($1, '100000010')`, [
        bob.user.id,
      ]);
      expect((await meta(bob)).total).toBe(before + 1);
      await db().query(`INSERT INTO access_grants (user_id, types) VALUES ($1, '{creation}')`, [
        bob.user.id,
      ]);
      const everyCreation = await db().query(
        `SELECT count(*)::int AS n FROM analyzer_records
         WHERE type_annonce = 'creation' AND NOT company_inactive`,
      );
      expect((await meta(bob)).total).toBe(everyCreation[0].n);
    });
    it('keeps the analytics of a view until the catalogue changes', async () => {
      await subscribeTo(t, alice.user.id, 'Entreprise');
      const groupings = async () => {
        const spy = jest.spyOn(t.app.get(ReadDatabase), 'query');
        try {
          const { body } = await t.http
            .get('/api/analytics')
            .set(bearer(alice.accessToken))
            .query({ includeInactive: 'true' })
            .expect(200);
          const sent = spy.mock.calls.filter(([statement]) =>
            JSON.stringify(statement).includes('GROUP BY'),
          ).length;
          const total = body.byType.reduce(
            (sum: number, row: { count: number }) => sum + row.count,
            0,
          );
          return { sent, total };
        } finally {
          spy.mockRestore();
        }
      };
      const first = await groupings();
      expect(first.sent).toBe(2); // the breakdowns and the collective months
      expect(await groupings()).toEqual({ sent: 0, total: first.total });
      await db().query(
        `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce)
         VALUES ('A-1', 'Boulangerie A', '2024-07-01', 'vente')`,
      );
      await assignTo(alice, ['A-1']);
      expect(await groupings()).toEqual({ sent: 2, total: first.total + 1 });
    });
  });

  describe('with CATALOGUE_CACHE_ROWS=0', () => {
    let t: TestApp;
    let user: SignedIn;

    beforeAll(async () => {
      t = await startTestApp({ DATABASE_URL: database.url, CATALOGUE_CACHE_ROWS: '0' });
      user = await signedInUser(t);
      await t.app.get(Database).transaction((tx) =>
        t.app.get(AnalyzerCatalogService).upsertAndAssign(
          tx,
          Array.from({ length: 12 }, (_, i) => recordInput({ annonce_id: `N-${i}` })),
          user.user.id,
        ),
      );
    });
    afterAll(async () => {
      await clearRedisPrefix(t);
      await t.close();
    });

    it('counts every time', async () => {
      const spy = jest.spyOn(t.app.get(ReadDatabase), 'queryOne');
      for (let i = 0; i < 3; i += 1) {
        await t.http
          .get('/api/analyzer/records')
          .set(bearer(user.accessToken))
          .query({ limit: '10' })
          .expect(200);
      }
      const counts = spy.mock.calls.filter(([statement]) =>
        JSON.stringify(statement).includes('count(*)'),
      );
      expect(counts).toHaveLength(6);
      spy.mockRestore();
    });
  });
});
