import { uniqueEmail } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

describe('rate limits kept in Redis', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' })));
  afterAll(() => t.close());

  it('answers 429 with a clear message once the limit is reached, per route', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) {
      await t.http.post('/api/auth/login').send({ email, password: 'whatever' }).expect(401);
    }
    const limited = await t.http
      .post('/api/auth/login')
      .send({ email, password: 'whatever' })
      .expect(429);
    expect(limited.body).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      error: 'Too Many Requests',
    });
    expect(limited.body.message).toMatch(/Too many attempts/);
    await t.http.post('/api/auth/forgot-password').send({ email }).expect(200);
  });

  it('shares the counters between API processes through Redis', async () => {
    const second = await startTestApp({
      RATE_LIMIT_PER_MINUTE: '3',
      REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX!,
    });
    try {
      const email = uniqueEmail();
      await t.http.post('/api/auth/resend-verification').send({ email }).expect(200);
      await second.http.post('/api/auth/resend-verification').send({ email }).expect(200);
      await t.http.post('/api/auth/resend-verification').send({ email }).expect(200);
      await second.http.post('/api/auth/resend-verification').send({ email }).expect(429);
    } finally {
      await second.close();
    }
  });
});
