import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  COMPANY_IDENTITY_JOB,
  companyIdentityJobId,
} from '../../../src/modules/analyzer/company-identity.job';
import { CompanyIdentityService } from '../../../src/modules/analyzer/company-identity.service';
import { CreditsService } from '../../../src/modules/credits';
import { companyResult, FakeCompanySearchServer } from '../../support/fake-company-search-server';
import { makeRecord } from '../../support/favorites-helpers';
import { signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix, startWorkerProcess } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof signedInUser>>;
type Database = Awaited<ReturnType<typeof createIsolatedDatabase>>;

const KNOWN = '123456789';
const CLOSED = '552120222';
const UNKNOWN = '987654321';
const SLOW = '111222333';
const NEVER_ASKED = '444555666';
/** Twenty-one companies asked for at once: three seconds of the API's rate. */
const BURST = Array.from({ length: 21 }, (_, i) => String(700000000 + i));

/** A result of the API for a company the register says closed (etat_administratif C). */
const closedResult = (siren: string, name: string) => ({
  ...companyResult(siren, name),
  etat_administratif: 'C',
});

/** Resolves once `check` holds, asking every 50 ms; fails after `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The most arrivals within any one second (a window of 1,000 ms from each arrival). */
function busiestSecond(arrivals: number[]): number {
  const sorted = [...arrivals].sort((a, b) => a - b);
  return Math.max(
    0,
    ...sorted.map((start, i) => sorted.filter((at, j) => j >= i && at - start < 1000).length),
  );
}

const companyPage = (t: TestApp, session: Session, siren: string) =>
  t.http.get(`/api/companies/${siren}`).set(bearer(session.accessToken)).expect(200);

/**
 * The company page's identity from the Sirene register (CONTRACT §8.3), against a local
 * stand-in of recherche-entreprises in its real format, fetched by worker processes.
 */
describe('company identity from the Sirene register', () => {
  let t: TestApp;
  let database: Database;
  let user: Session;
  const prefix = `test-identity-${randomUUID()}`;
  const workers: ChildProcess[] = [];
  const api = new FakeCompanySearchServer()
    .add(companyResult(KNOWN, 'BOULANGERIE DUPONT'))
    .add(closedResult(CLOSED, 'ANCIENNE SARL'))
    .add(companyResult(SLOW, 'LENTE SAS'))
    .add(companyResult(NEVER_ASKED, 'INCONNUE SAS'));
  BURST.forEach((siren) => api.add(companyResult(siren, `SOCIÉTÉ ${siren}`)));
  const db = () => t.app.get(DataSource);
  const keptIdentities = async (sirens: string[]): Promise<number> =>
    (
      await db().query(
        `SELECT count(*)::int AS n FROM company_identities WHERE siren = ANY($1) AND is_found`,
        [sirens],
      )
    )[0].n;

  beforeAll(async () => {
    database = await createIsolatedDatabase('company_identity');
    api.slow.set(SLOW, 5000);
    const env = {
      ENRICHMENT_API_URL: await api.start(),
      // Attempts of the slow company time out; the others are answered at once (a process's first
      // request may take a few hundred milliseconds to leave: not a timeout).
      ENRICHMENT_TIMEOUT_MS: '2000',
    };
    // API-only: the identities are fetched by the two worker processes, as deployed.
    t = await startTestApp({
      ...env,
      DATABASE_URL: database.url,
      PROCESS_ROLE: 'api',
      REDIS_KEY_PREFIX: prefix,
    });
    for (let i = 0; i < 2; i += 1) {
      workers.push(
        await startWorkerProcess({ databaseUrl: database.url, redisKeyPrefix: prefix, env }),
      );
    }
    user = await signedInUser(t);
    for (const siren of [KNOWN, CLOSED, UNKNOWN, SLOW, NEVER_ASKED]) {
      await makeRecord(t, [user.user.id], { siren, nom_complet: `Société ${siren}` });
    }
  }, 120_000);
  afterAll(async () => {
    workers.forEach((worker) => worker.exitCode === null && worker.kill('SIGKILL'));
    await clearRedisPrefix(t);
    await t.close();
    await api.stop();
    await database.drop();
  });

  it('shows the identity the register gives, on the first view', async () => {
    const { body } = await companyPage(t, user, KNOWN);
    expect(api.searchesFor(KNOWN).map((url) => url.search)).toEqual([
      `?q=${KNOWN}&page=1&per_page=1`,
    ]);
    expect(body.company.identity).toEqual({
      naf: '10.71C',
      nafLabel: null,
      headcountRange: '03',
      createdOn: '2015-03-01',
      administrativeState: 'active',
      headOfficeSiret: `${KNOWN}00015`,
      establishments: 3,
      openEstablishments: 2,
      fetchedAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(body.company.identity.fetchedAt)).toBeLessThan(60_000);

    // A company the register says closed, whatever its notices say.
    const closed = await companyPage(t, user, CLOSED);
    expect(closed.body.company.status.code).toBe('active');
    expect(closed.body.company.identity.administrativeState).toBe('closed');
  });

  it('keeps an identity 7 days, then asks the register again', async () => {
    await companyPage(t, user, KNOWN);
    const asked = api.searchesFor(KNOWN).length;
    await db().query(
      `UPDATE company_identities SET fetched_at = now() - interval '6 days 23 hours' WHERE siren = $1`,
      [KNOWN],
    );
    const kept = await companyPage(t, user, KNOWN);
    expect(api.searchesFor(KNOWN)).toHaveLength(asked);
    expect(kept.body.company.identity.administrativeState).toBe('active');

    // Closed since, in the register: the next view past 7 days shows it.
    api.add(closedResult(KNOWN, 'BOULANGERIE DUPONT'));
    await db().query(
      `UPDATE company_identities SET fetched_at = now() - interval '7 days 1 minute' WHERE siren = $1`,
      [KNOWN],
    );
    const refreshed = await companyPage(t, user, KNOWN);
    expect(api.searchesFor(KNOWN)).toHaveLength(asked + 1);
    expect(refreshed.body.company.identity.administrativeState).toBe('closed');
    expect(Date.now() - Date.parse(refreshed.body.company.identity.fetchedAt)).toBeLessThan(60_000);
  });

  it('answers null for a SIREN the register does not have, and remembers it', async () => {
    const first = await companyPage(t, user, UNKNOWN);
    expect(first.body.company.identity).toBeNull();
    expect(api.searchesFor(UNKNOWN)).toHaveLength(1);
    const second = await companyPage(t, user, UNKNOWN);
    expect(second.body.company.identity).toBeNull();
    expect(api.searchesFor(UNKNOWN)).toHaveLength(1);
  });

  it('answers the page with a null identity when the register times out', async () => {
    const started = Date.now();
    const { body } = await companyPage(t, user, SLOW);
    // The page waited a bounded time (IDENTITY_WAIT_MS), not the register.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(body.company.identity).toBeNull();
    expect(body.company.name).toBe(`Société ${SLOW}`);
    // Tried twice by the queue, then dropped: nothing is kept, the next view asks again.
    await eventually(() => api.searchesFor(SLOW).length === 2);
    const queue = t.app.get<Queue>(getQueueToken(COMPANY_IDENTITY_JOB.queue));
    await eventually(async () => !(await queue.getJob(companyIdentityJobId(SLOW))));
    expect(await db().query(`SELECT 1 FROM company_identities WHERE siren = $1`, [SLOW])).toEqual(
      [],
    );
    await companyPage(t, user, SLOW);
    await eventually(() => api.searchesFor(SLOW).length === 4);
  });

  it('never lets the register see more than 7 requests in one second, across processes', async () => {
    const service = t.app.get(CompanyIdentityService);
    const answers = await Promise.all(BURST.map((siren) => service.identityOf(siren)));
    // Those not fetched within the page's wait are fetched all the same, at the API's rate.
    await eventually(() => BURST.every((siren) => api.searchesFor(siren).length >= 1), 20_000);
    // Whatever it was asked for, since this suite began.
    expect(busiestSecond(api.arrivals)).toBeLessThanOrEqual(7);
    expect(answers.filter(Boolean).length).toBeLessThan(BURST.length);
    // Every identity is now kept: asking again reaches the register no more (a busy machine may
    // have retried one whose answer came late, hence counts taken rather than assumed to be 1).
    await eventually(async () => (await keptIdentities(BURST)) === BURST.length);
    const asked = BURST.map((siren) => api.searchesFor(siren).length);
    const kept = await Promise.all(BURST.map((siren) => service.identityOf(siren)));
    expect(kept.every((identity) => identity?.naf === '10.71C')).toBe(true);
    expect(BURST.map((siren) => api.searchesFor(siren).length)).toEqual(asked);
  });

  it('is not metered: no credit spent, no consultation counted', async () => {
    const credits = t.app.get(CreditsService);
    const usage = async () => ({
      balance: await credits.balanceOf(user.user.id),
      ledger: (
        await db().query(`SELECT count(*)::int AS n FROM credit_transactions WHERE user_id = $1`, [
          user.user.id,
        ])
      )[0].n,
      consultations: (
        await db().query(`SELECT count(*)::int AS n FROM record_consultations WHERE user_id = $1`, [
          user.user.id,
        ])
      )[0].n,
    });
    const before = await usage();
    const { body } = await companyPage(t, user, NEVER_ASKED);
    expect(body.company.identity).toMatchObject({ naf: '10.71C' });
    expect(api.searchesFor(NEVER_ASKED)).toHaveLength(1);
    expect(await usage()).toEqual(before);
  });
});

/** The register out of reach: the page answers, without an identity, and keeps nothing. */
describe('company identity when the register cannot be asked', () => {
  let database: Database;
  const api = new FakeCompanySearchServer().add(companyResult(KNOWN, 'BOULANGERIE DUPONT'));
  let apiUrl: string;

  beforeAll(async () => {
    database = await createIsolatedDatabase('company_identity_down');
    apiUrl = await api.start();
  });
  afterAll(async () => {
    await api.stop();
    await database.drop();
  });

  /**
   * An app (role all: it fetches itself) on this register URL, and two views of KNOWN's company
   * page; `keptDaysAgo`: an identity of KNOWN kept that long ago.
   */
  async function viewWith(enrichmentApiUrl: string, keptDaysAgo?: number) {
    const t = await startTestApp({
      DATABASE_URL: database.url,
      ENRICHMENT_API_URL: enrichmentApiUrl,
      PROCESS_ROLE: 'all',
    });
    try {
      const user = await signedInUser(t);
      await makeRecord(t, [user.user.id], { siren: KNOWN });
      await t.app.get(DataSource).query(`DELETE FROM company_identities`);
      if (keptDaysAgo) {
        await t.app.get(DataSource).query(
          `INSERT INTO company_identities (siren, is_found, naf, fetched_at)
           VALUES ($1, true, '10.71C', now() - make_interval(days => $2))`,
          [KNOWN, keptDaysAgo],
        );
      }
      const view = async () => (await companyPage(t, user, KNOWN)).body.company.identity;
      const kept = async () =>
        t.app.get(DataSource).query(`SELECT 1 FROM company_identities WHERE siren = $1`, [KNOWN]);
      return { identities: [await view(), await view()], kept: await kept() };
    } finally {
      await clearRedisPrefix(t);
      await t.close();
    }
  }

  it('answers a 404 of the API with a null identity, asked again at the next view', async () => {
    // Not "no such company": a 404 of the API's route is not remembered, and not retried.
    const { identities, kept } = await viewWith(`${apiUrl}/absent`);
    expect(identities).toEqual([null, null]);
    expect(kept).toEqual([]);
    expect(api.requests.map((url) => url.pathname)).toEqual(['/absent/search', '/absent/search']);
  });

  it('answers a page while the API is down with a null identity', async () => {
    const { identities, kept } = await viewWith('http://127.0.0.1:9');
    expect(identities).toEqual([null, null]);
    expect(kept).toEqual([]);
  });

  it('answers the identity it kept, however old, while the API is down', async () => {
    const { identities } = await viewWith('http://127.0.0.1:9', 30);
    expect(identities.map((identity) => identity?.naf)).toEqual(['10.71C', '10.71C']);
    const fetchedAt = Date.parse(identities[0].fetchedAt);
    expect(Date.now() - fetchedAt).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
  });

  it('asks nothing when ENRICHMENT_API_URL is empty', async () => {
    const before = api.requests.length;
    const { identities } = await viewWith('');
    expect(identities).toEqual([null, null]);
    expect(api.requests).toHaveLength(before);
  });
});
