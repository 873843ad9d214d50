import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CreditsService } from '../../../src/modules/credits';
import { UserDirectory } from '../../../src/modules/identity';
import { companyResult, FakeCompanySearchServer } from '../../support/fake-company-search-server';
import { addFavorite, makeRecord } from '../../support/favorites-helpers';
import { PASSWORD, uniqueEmail } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = { accessToken: string; user: { id: number } };

const SLOW_SIRENS = ['123456789', '234567891', '345678912'];
/** The stand-in's latency: the five requests all arrive while the first enrichment runs. */
const API_LATENCY_MS = 1500;

/**
 * Issue 28: five parallel enrichments of one favorite took 25 credits. One enrichment per favorite
 * at a time, across API processes: the others wait for it and get its result, free.
 */
describe('parallel enrichments of one favorite', () => {
  let first: TestApp;
  let second: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  const api = new FakeCompanySearchServer();
  SLOW_SIRENS.forEach((siren) => api.add(companyResult(siren, 'LENTE SAS')));

  /** A verified user with the 10 welcome credits, made without e-mail (both apps take mail jobs). */
  const verifiedUser = async (): Promise<Session> => {
    const email = uniqueEmail();
    await first.app.get(UserDirectory).ensureVerifiedUser(email, 'Marie Curie', PASSWORD);
    const login = await first.http
      .post('/api/auth/login')
      .send({ email, password: PASSWORD })
      .expect(200);
    return login.body;
  };
  const balance = (session: Session) => first.app.get(CreditsService).balanceOf(session.user.id);
  const enrichmentLedger = (session: Session) =>
    first.app
      .get(DataSource)
      .query(`SELECT amount FROM credit_transactions WHERE user_id = $1 AND code = 'enrichment'`, [
        session.user.id,
      ]);
  /** Five requests at once, spread over both API processes. */
  const fiveAtOnce = (session: Session, favoriteId: number, query = '') =>
    Promise.all(
      [first, second, first, second, first].map((t) =>
        t.http.post(`/api/favorites/${favoriteId}/enrich${query}`).set(bearer(session.accessToken)),
      ),
    );
  /** On the unlimited plan, so adding the favorite consumes no credit and balances stay round. */
  const favoriteFor = async (session: Session, siren: string) => {
    await first.app.get(DataSource).query(
      `INSERT INTO user_subscriptions (user_id, subscription_plan_id, status, current_period_end)
       SELECT $1, id, 'active', now() + interval '30 days' FROM subscription_plans
        WHERE name = 'Entreprise'`,
      [session.user.id],
    );
    return (
      await addFavorite(
        first,
        session.accessToken,
        await makeRecord(first, [session.user.id], { siren }),
      )
    ).id;
  };

  beforeAll(async () => {
    database = await createIsolatedDatabase('enrich_race');
    SLOW_SIRENS.forEach((siren) => api.slow.set(siren, API_LATENCY_MS));
    const env = {
      DATABASE_URL: database.url,
      ENRICHMENT_API_URL: await api.start(),
      ENRICHMENT_TIMEOUT_MS: '10000',
      // Both processes share Redis keys, as the API processes of one deployment do.
      REDIS_KEY_PREFIX: `test-${randomUUID()}`,
    };
    first = await startTestApp(env);
    second = await startTestApp({ ...env, PROCESS_ROLE: 'api' });
  });
  afterAll(async () => {
    await clearRedisPrefix(first);
    await second.close();
    await first.close();
    await api.stop();
    await database.drop();
  });

  it('calls the API once and charges 5 credits once; every request gets the enrichment', async () => {
    const user = await verifiedUser();
    const id = await favoriteFor(user, SLOW_SIRENS[0]);

    const responses = await fiveAtOnce(user, id);

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(api.searchesFor(SLOW_SIRENS[0])).toHaveLength(1);
    expect(await balance(user)).toBe(5);
    expect(await enrichmentLedger(user)).toEqual([{ amount: -5 }]);
    const charged = responses.map((response) => response.body.data.creditsCharged);
    expect(charged.sort()).toEqual([0, 0, 0, 0, 5]);
    const [enrichedData] = responses.map((response) => response.body.data.enrichedData);
    expect(enrichedData.sirenBasic.siren).toBe(SLOW_SIRENS[0]);
    for (const response of responses) {
      expect(response.body.data.enrichedData).toEqual(enrichedData);
      expect(response.body.data.favorite).toMatchObject({ id, hasEnrichedData: true });
    }
  });

  it('charges parallel refreshes once too', async () => {
    const user = await verifiedUser();
    const id = await favoriteFor(user, SLOW_SIRENS[1]);
    await first.http.post(`/api/favorites/${id}/enrich`).set(bearer(user.accessToken)).expect(200);
    expect(await balance(user)).toBe(5);

    const responses = await fiveAtOnce(user, id, '?refresh=true');

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(api.searchesFor(SLOW_SIRENS[1])).toHaveLength(2);
    expect(await balance(user)).toBe(0);
    expect(await enrichmentLedger(user)).toEqual([{ amount: -5 }, { amount: -5 }]);
    expect(responses.map((response) => response.body.data.creditsCharged).sort()).toEqual([
      0, 0, 0, 0, 5,
    ]);
  });

  it('charges once even when the processes do not share the lock (a lease lost in Redis)', async () => {
    const user = await verifiedUser();
    const id = await favoriteFor(user, SLOW_SIRENS[2]);
    const sharedPrefix = process.env.REDIS_KEY_PREFIX;
    const apart = await startTestApp({ REDIS_KEY_PREFIX: `test-${randomUUID()}` });
    try {
      const responses = await Promise.all(
        [first, apart].map((t) =>
          t.http.post(`/api/favorites/${id}/enrich`).set(bearer(user.accessToken)),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      expect(api.searchesFor(SLOW_SIRENS[2])).toHaveLength(2);
      expect(await balance(user)).toBe(5);
      expect(await enrichmentLedger(user)).toEqual([{ amount: -5 }]);
      expect(responses.map((response) => response.body.data.creditsCharged).sort()).toEqual([0, 5]);
    } finally {
      await clearRedisPrefix(apart);
      await apart.close();
      process.env.REDIS_KEY_PREFIX = sharedPrefix;
    }
  });
});
