import Stripe from 'stripe';
import { gzipSync } from 'node:zlib';
import { FakeStripeServer } from '../../support/fake-stripe-server';
import { uniqueEmail } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';

const contractError = (statusCode: number, code: string) =>
  expect.objectContaining({
    statusCode,
    code,
    message: expect.any(String),
    error: expect.any(String),
  });

/** Issue 13, finding 5 and 6: bodies that once cost CPU or answered 500. */
describe('request bodies', () => {
  let t: TestApp;
  let fake: FakeStripeServer;
  beforeAll(async () => {
    fake = new FakeStripeServer();
    t = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: await fake.start(),
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  // superagent would serialize a Buffer as JSON; these bodies go out as the bytes given.
  const postJson = (path: string, raw: string | Buffer, contentType = 'application/json') =>
    t.http
      .post(path)
      .set('Content-Type', contentType)
      .serialize((body) => body)
      .send(raw);
  const postGzip = (raw: Buffer) =>
    postJson('/api/auth/login', raw).set('Content-Encoding', 'gzip');

  it('refuses deeply nested JSON before parsing it, quickly and without authentication', async () => {
    const depth = 100_000;
    const started = Date.now();
    const arrays = await postJson('/api/auth/login', '['.repeat(depth) + ']'.repeat(depth));
    const objects = await postJson(
      '/api/auth/login',
      '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(arrays.status).toBe(400);
    expect(arrays.body).toEqual(contractError(400, 'JSON_TOO_DEEP'));
    expect(objects.body).toEqual(contractError(400, 'JSON_TOO_DEEP'));
  });

  it('counts only the brackets outside strings, so ordinary bodies still parse', async () => {
    const name = `${'['.repeat(50)}\\"{{{${'{'.repeat(50)}`;
    const response = await postJson(
      '/api/auth/register',
      JSON.stringify({ email: uniqueEmail(), password: 'motdepasse', fullName: name }),
    );
    expect(response.status).toBe(201);
    expect(response.body.user.fullName).toBe(name);
  });

  it('accepts nesting up to the bound', async () => {
    const nested = '['.repeat(32) + ']'.repeat(32);
    const response = await postJson(
      '/api/auth/login',
      `{"email":"a@b.fr","password":"x","n":${nested.slice(1, -1)}}`,
    );
    // Nested 32 deep counting the outer object: parsed, then refused as an unknown field.
    expect(response.body).toEqual(contractError(400, 'VALIDATION_FAILED'));
    const deeper = await postJson('/api/auth/login', `{"n":${nested}}`);
    expect(deeper.body).toEqual(contractError(400, 'JSON_TOO_DEEP'));
  });

  it('answers a corrupt gzip body with 400 and the contract body', async () => {
    const response = await postGzip(Buffer.from('this is not gzip at all'));
    expect(response.body).toEqual(contractError(400, 'MALFORMED_BODY'));
  });

  it('still reads a well-formed gzip body', async () => {
    const response = await postGzip(
      gzipSync(JSON.stringify({ email: uniqueEmail(), password: 'whatever' })),
    );
    expect(response.body).toEqual(contractError(401, expect.any(String)));
  });

  it('answers an unknown content encoding with 415', async () => {
    const response = await postJson('/api/auth/login', '{}').set('Content-Encoding', 'snappy');
    expect(response.body).toEqual(contractError(415, 'UNSUPPORTED_MEDIA_TYPE'));
  });

  it.each(['utf-7', 'utf-16', 'latin1', 'x-unknown'])(
    'answers JSON in charset %s with 415 (JSON is UTF-8)',
    async (charset) => {
      const response = await postJson(
        '/api/auth/login',
        JSON.stringify({ email: 'a@b.fr', password: 'x' }),
        `application/json; charset=${charset}`,
      );
      expect(response.body).toEqual(contractError(415, 'UNSUPPORTED_MEDIA_TYPE'));
    },
  );

  it('reads JSON declared as utf-8 in any spelling', async () => {
    const response = await postJson(
      '/api/auth/login',
      JSON.stringify({ email: uniqueEmail(), password: 'whatever' }),
      'application/json; charset=UTF-8',
    );
    expect(response.status).toBe(401);
  });

  it('answers a form body in an unknown charset with 415', async () => {
    const response = await postJson(
      '/api/auth/login',
      'email=a%40b.fr&password=x',
      'application/x-www-form-urlencoded; charset=x-unknown',
    );
    expect(response.body).toEqual(contractError(415, 'UNSUPPORTED_MEDIA_TYPE'));
  });

  it('keeps the exact webhook bytes, so Stripe signatures still verify', async () => {
    const stripe = new Stripe('sk_test_local');
    // Spacing that JSON.stringify would not reproduce: only the raw bytes verify.
    const payload = `{ "id": "evt_${Date.now()}",  "object": "event", "type": "customer.created", "data": { "object": {} } }`;
    const send = (secret: string) =>
      postJson('/api/payments/webhook', payload).set(
        'Stripe-Signature',
        stripe.webhooks.generateTestHeaderString({ payload, secret }),
      );
    expect((await send(WEBHOOK_SECRET)).status).toBe(200);
    expect((await send('whsec_other')).status).toBe(400);
  });
});
