import { randomUUID } from 'node:crypto';
import { signedInUser, uniqueEmail } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

const LIMIT = 2;
const SESSION_LIMIT = 3;

type Route = [string, () => Promise<{ status: number; body: unknown }>];

const tooManyRequests = {
  statusCode: 429,
  code: 'TOO_MANY_REQUESTS',
  error: 'Too Many Requests',
  message: expect.stringMatching(/Too many attempts/),
};

/** Issue 13, finding 5: every route reachable without a token is rate-limited per IP. */
describe('rate limits of the routes reachable without a token', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await startTestApp({
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
        SESSION_RATE_LIMIT_PER_MINUTE: String(SESSION_LIMIT),
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
      })),
  );
  afterAll(() => t.close());

  const token = () => randomUUID().replaceAll('-', '');
  const checkout = randomUUID();

  // prettier-ignore
  const credentialRoutes: Route[] = [
    ['register', () => t.http.post('/api/auth/register').send({ email: uniqueEmail(), password: 'motdepasse', fullName: 'A' })],
    ['login', () => t.http.post('/api/auth/login').send({ email: uniqueEmail(), password: 'motdepasse' })],
    ['forgot-password', () => t.http.post('/api/auth/forgot-password').send({ email: uniqueEmail() })],
    ['resend-verification', () => t.http.post('/api/auth/resend-verification').send({ email: uniqueEmail() })],
    ['verify-email', () => t.http.get(`/api/auth/verify-email/${token()}`)],
    ['verify-reset-token', () => t.http.get(`/api/auth/verify-reset-token/${token()}`)],
    ['reset-password', () => t.http.post('/api/auth/reset-password').send({ token: token(), password: 'motdepasse' })],
    ['test checkout page', () => t.http.get(`/api/payments/test-checkout/${checkout}`)],
    ['test checkout completion', () => t.http.post(`/api/payments/test-checkout/${checkout}/complete`)],
    ['test checkout cancel', () => t.http.post(`/api/payments/test-checkout/${checkout}/cancel`)],
  ];

  // prettier-ignore
  const sessionRoutes: Route[] = [
    ['refresh-token', () => t.http.post('/api/auth/refresh-token').send({ refreshToken: token() })],
    ['logout', () => t.http.post('/api/auth/logout').send({ refreshToken: token() })],
  ];

  async function hammer(send: Route[1], times: number) {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await send()).status);
    return { statuses, last: await send() };
  }

  it.each(credentialRoutes)('%s: 429 past RATE_LIMIT_PER_MINUTE per IP', async (_name, send) => {
    const { statuses, last } = await hammer(send, LIMIT);
    expect(statuses.every((status) => status < 429)).toBe(true);
    expect(last.status).toBe(429);
    expect(last.body).toEqual(tooManyRequests);
  });

  it.each(sessionRoutes)('%s: 429 past SESSION_RATE_LIMIT_PER_MINUTE', async (_name, send) => {
    const { statuses, last } = await hammer(send, SESSION_LIMIT);
    expect(statuses.every((status) => status < 429)).toBe(true);
    expect(last.status).toBe(429);
    expect(last.body).toEqual(tooManyRequests);
  });

  it.each([
    ['the plan catalogue', () => t.http.get('/api/subscriptions/plans')],
    ['the Stripe webhook', () => t.http.post('/api/payments/webhook').send({})],
    ['the health check', () => t.http.get('/api/health')],
  ])('leaves %s unlimited', async (_name, send) => {
    const { statuses, last } = await hammer(send, SESSION_LIMIT * 2);
    expect([...statuses, last.status]).not.toContain(429);
  });
});

describe('rate limit of change-password (its current-password check)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' })));
  afterAll(() => t.close());

  it('answers 429 once the limit of wrong current passwords is reached', async () => {
    const session = await signedInUser(t);
    const attempt = () =>
      t.http
        .post('/api/auth/change-password')
        .set('Authorization', `Bearer ${session.accessToken}`)
        .send({ currentPassword: 'not-the-password', newPassword: 'nouveau-motdepasse' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBeLessThan(429);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(tooManyRequests);
  });
});

/** Behind a proxy (TRUST_PROXY_HOPS), each client is limited on its own forwarded address. */
describe('the per-IP rate limit behind a reverse proxy', () => {
  const login = (t: TestApp, forwardedFor: string) =>
    t.http
      .post('/api/auth/login')
      .set('X-Forwarded-For', forwardedFor)
      .send({ email: uniqueEmail(), password: 'motdepasse' });
  const statusesOf = async (t: TestApp, forwardedFor: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await login(t, forwardedFor)).status);
    return statuses;
  };

  it('counts each forwarded client apart when the proxy is trusted', async () => {
    const t = await startTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY_HOPS: '1' });
    try {
      expect(await statusesOf(t, '203.0.113.7', LIMIT + 1)).toEqual([401, 401, 429]);
      // Another client behind the same proxy still gets in.
      expect(await statusesOf(t, '203.0.113.8', 1)).toEqual([401]);
    } finally {
      await t.close();
    }
  });

  it('ignores a forwarded address a client sends itself when no proxy is trusted', async () => {
    const t = await startTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY_HOPS: '0' });
    try {
      expect(await statusesOf(t, '203.0.113.7', LIMIT)).toEqual([401, 401]);
      // A made-up address does not buy a fresh allowance.
      expect(await statusesOf(t, '198.51.100.9', 1)).toEqual([429]);
    } finally {
      await t.close();
    }
  });
});
