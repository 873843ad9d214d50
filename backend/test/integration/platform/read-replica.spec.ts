import { Client } from 'pg';
import { AnalyzerCatalogService } from '../../../src/modules/analyzer';
import { CreditsService } from '../../../src/modules/credits';
import { Database } from '../../../src/shared/database';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { recordInput } from '../../support/record-input';
import {
  hasPostgresBinaries,
  PG_BIN_DIR,
  ReplicaPair,
  startReplicaPair,
} from '../../support/replica-pair';
import { startTestApp, TestApp } from '../../support/test-app';

const describeWithServers = hasPostgresBinaries() ? describe : describe.skip;
if (!hasPostgresBinaries()) {
  console.warn(
    `read-replica.spec skipped: no initdb, pg_ctl and pg_basebackup in ${PG_BIN_DIR} (set PG_BIN_DIR)`,
  );
}

/**
 * Issue 19, "Past one machine": with DATABASE_READ_URL the search, the company page, the
 * analytics and the export read from a streaming replica (a real one: its own data directory and port, made by
 * pg_basebackup), while opening a record, metering and every write stay on the primary.
 * Pausing the replica's replay makes it lag on purpose.
 */
describeWithServers('a streaming read replica (DATABASE_READ_URL)', () => {
  let pair: ReplicaPair | undefined;
  let t: TestApp | undefined;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  const app = () => t!;

  /** Written on the primary the way the jobs write, assigned to the user. */
  const write = (annonceId: string, siren: string, day: string) =>
    app()
      .app.get(Database)
      .transaction((tx) =>
        app()
          .app.get(AnalyzerCatalogService)
          .upsertAndAssign(
            tx,
            [
              recordInput({
                annonce_id: annonceId,
                nom_complet: `Société ${annonceId}`,
                siren,
                date_parution: day,
                type_annonce: 'creation',
              }),
            ],
            user.user.id,
          ),
      );
  const searched = async () => {
    const response = await app()
      .http.get('/api/analyzer/records')
      .set(bearer(user.accessToken))
      .query({ limit: 50 })
      .expect(200);
    const { data, meta } = response.body.data as {
      data: { annonce_id: string }[];
      meta: { total: number };
    };
    return { ids: data.map((record) => record.annonce_id), total: meta.total };
  };
  const companyPage = (siren: string) =>
    app().http.get(`/api/companies/${siren}`).set(bearer(user.accessToken));
  const exported = async () =>
    (
      await app()
        .http.get('/api/analyzer/export')
        .set(bearer(admin.accessToken))
        .query({ format: 'csv', includeInactive: true })
        .expect(200)
    ).text;
  const analyticsTotal = async () =>
    (
      await app()
        .http.get('/api/analytics')
        .set(bearer(admin.accessToken))
        .query({ includeInactive: true })
        .expect(200)
    ).body.total as number;
  /** One value read on one server of the pair. */
  const readOn = async (url: string, statement: string, values: unknown[]) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(statement, values)).rows[0]?.value;
    } finally {
      await client.end();
    }
  };
  const balanceOn = (url: string) =>
    readOn(url, `SELECT balance AS value FROM credit_balances WHERE user_id = $1`, [user.user.id]);
  const consultationsOn = (url: string) =>
    readOn(url, `SELECT count(*)::int AS value FROM record_consultations WHERE user_id = $1`, [
      user.user.id,
    ]);

  beforeAll(async () => {
    pair = await startReplicaPair();
    t = await startTestApp({ DATABASE_URL: pair.primaryUrl, DATABASE_READ_URL: pair.replicaUrl });
    admin = await makeAdmin(t);
    user = await signedInUser(t);
    await write('RR-OLD', '111111111', '2026-01-05');
    await pair.caughtUp();
  }, 60000);
  afterAll(async () => {
    if (t) {
      await clearRedisPrefix(t);
      await t.close();
    }
    await pair?.stop();
  });

  it('serves the search, the company page, the analytics and the export from the replica, current again once it catches up', async () => {
    expect(await searched()).toEqual({ ids: ['RR-OLD'], total: 1 });

    await pair!.pauseReplay();
    await write('RR-LAGGING', '222222222', '2026-01-06');
    expect(
      await readOn(
        pair!.primaryUrl,
        `SELECT count(*)::int AS value FROM analyzer_records
        WHERE annonce_id = $1`,
        ['RR-LAGGING'],
      ),
    ).toBe(1);
    // Committed on the primary, not yet replayed: every screen read from the replica misses it.
    expect(await searched()).toEqual({ ids: ['RR-OLD'], total: 1 });
    await companyPage('222222222').expect(404);
    await companyPage('111111111').expect(200);
    expect(await exported()).not.toContain('RR-LAGGING');
    expect(await analyticsTotal()).toBe(1);

    await pair!.resumeReplay();
    await pair!.caughtUp();
    expect(await searched()).toEqual({ ids: ['RR-LAGGING', 'RR-OLD'], total: 2 });
    const company = await companyPage('222222222').expect(200);
    expect(
      company.body.announcements.data.map((r: { annonce_id: string }) => r.annonce_id),
    ).toEqual(['RR-LAGGING']);
    expect(await exported()).toMatch(/RR-LAGGING[\s\S]*RR-OLD/);
    expect(await analyticsTotal()).toBe(2);
  });

  it("shows a favorite added while the replica lags: the page's favorites are read on the primary", async () => {
    const recordId = await readOn(
      pair!.primaryUrl,
      `SELECT id AS value FROM analyzer_records WHERE annonce_id = $1`,
      ['RR-OLD'],
    );
    const favoriteOf = async () => {
      const response = await app()
        .http.get('/api/analyzer/records')
        .set(bearer(user.accessToken))
        .query({ q: 'Société' })
        .expect(200);
      const records = response.body.data.data as { id: number; favorite: { id: number } | null }[];
      return records.find((record) => record.id === recordId)?.favorite;
    };
    expect(await favoriteOf()).toBeNull();

    await pair!.pauseReplay();
    const added = await app()
      .http.post('/api/favorites')
      .set(bearer(user.accessToken))
      .send({ analyzerRecordId: recordId })
      .expect(201);
    expect(await favoriteOf()).toEqual({ id: added.body.favorite.id });
    await pair!.resumeReplay();
    await pair!.caughtUp();
  });

  it('opens and meters a record on the primary while the replica lags', async () => {
    await pair!.pauseReplay();
    await write('RR-NEW', '333333333', '2026-01-07');
    const id = await readOn(
      pair!.primaryUrl,
      `SELECT id AS value FROM analyzer_records WHERE annonce_id = $1`,
      ['RR-NEW'],
    );
    const before = await balanceOn(pair!.primaryUrl);
    // Adding a favorite opened a record too (the test above).
    const consulted = await consultationsOn(pair!.primaryUrl);
    expect(before).toBe(await app().app.get(CreditsService).balanceOf(user.user.id));

    // Not searchable yet (the replica lags), but a link to it (a notification's) opens: the
    // detail reads the primary, and the credit it costs is spent there.
    expect((await searched()).ids).not.toContain('RR-NEW');
    const opened = await app()
      .http.get(`/api/analyzer/records/${id}`)
      .set(bearer(user.accessToken))
      .expect(200);
    expect(opened.body.data.annonce_id).toBe('RR-NEW');
    expect(await balanceOn(pair!.primaryUrl)).toBe(before - 1);
    expect(await consultationsOn(pair!.primaryUrl)).toBe(consulted + 1);
    expect(await balanceOn(pair!.replicaUrl)).toBe(before);
    expect(await consultationsOn(pair!.replicaUrl)).toBe(consulted);

    await pair!.resumeReplay();
    await pair!.caughtUp();
    expect(await balanceOn(pair!.replicaUrl)).toBe(before - 1);
    expect(await consultationsOn(pair!.replicaUrl)).toBe(consulted + 1);
    expect((await searched()).ids).toContain('RR-NEW');
  });
});
