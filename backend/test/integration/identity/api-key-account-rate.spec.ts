import { Response } from 'supertest';
import { signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { subscribeTo } from '../../support/plan-subscription';
import { startTestApp, TestApp } from '../../support/test-app';

const KEY_LIMIT = 10;
const ACCOUNT_LIMIT = 12;

/** Issue 28, finding 7: the API-key limit is per account as well as per key. */
describe('the rate limit of all the API keys of one account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      API_KEY_RATE_LIMIT_PER_SECOND: String(KEY_LIMIT),
      API_ACCOUNT_RATE_LIMIT_PER_SECOND: String(ACCOUNT_LIMIT),
    });
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
  });

  /** A new Entreprise account (own counters, so each test starts a fresh window) and its keys. */
  const accountWithKeys = async (count: number): Promise<string[]> => {
    const owner = await signedInUser(t);
    await subscribeTo(t, owner.user.id, 'Entreprise');
    const secrets: string[] = [];
    for (let i = 0; i < count; i++) {
      const created = await t.http
        .post('/api/api-keys')
        .set(bearer(owner.accessToken))
        .send({ name: `Clé ${i}` })
        .expect(201);
      secrets.push(created.body.secret);
    }
    return secrets;
  };
  const call = (secret: string) => t.http.get('/api/watches').set(bearer(secret));
  const limitHeaders = (response: Response) => ({
    limit: response.headers['ratelimit-limit'],
    remaining: response.headers['ratelimit-remaining'],
  });

  it("lets several keys together make no more than the account's limit in one second", async () => {
    // 8 requests per key: each key stays under its own limit of 10, together they make 24. A
    // machine too busy to answer them within the one-second window is given a fresh account.
    let responses: Response[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const secrets = await accountWithKeys(3);
      const startedAt = Date.now();
      responses = await Promise.all(
        secrets.flatMap((secret) => Array.from({ length: 8 }, () => call(secret))),
      );
      if (Date.now() - startedAt < 900) break;
    }
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(ACCOUNT_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(24 - ACCOUNT_LIMIT);
    for (const limited of responses.filter((response) => response.status === 429)) {
      expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
      expect(limitHeaders(limited)).toEqual({ limit: String(ACCOUNT_LIMIT), remaining: '0' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(1);
    }
  });

  it('answers the RateLimit headers of the tighter of the two limits', async () => {
    const [first, second] = await accountWithKeys(2);
    // The key's own limit is the tighter at first: 9 left of 10, against 11 of 12.
    expect(limitHeaders(await call(first).expect(200))).toEqual({ limit: '10', remaining: '9' });
    // Another key of the account takes 10 more: 1 left to the account, 9 to the first key.
    await Promise.all(Array.from({ length: KEY_LIMIT }, () => call(second).expect(200)));
    const last = await call(first).expect(200);
    expect(limitHeaders(last)).toEqual({ limit: String(ACCOUNT_LIMIT), remaining: '0' });
    const refused = await call(first).expect(429);
    expect(limitHeaders(refused)).toEqual({ limit: String(ACCOUNT_LIMIT), remaining: '0' });
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
