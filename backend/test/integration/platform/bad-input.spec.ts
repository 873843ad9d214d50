import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addFavorite, makeRecord } from '../../support/favorites-helpers';
import { makeAdmin, signedInUser, uniqueEmail } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

type Caller = 'anonymous' | 'user' | 'admin';

interface Ids {
  favoriteId: number;
  userId: number;
}

type Body = Record<string, unknown>;
type Upload = { upload: string; filename: string; content: string };

/** [what, who, 'METHOD /path' (":favorite" and ":user" are filled in), JSON body or upload] */
type BadInput = [string, Caller, string, (Body | Upload | (() => Body))?];

const BIG = '99999999999';
const INT_MAX = 2147483647;
const isUpload = (payload: Body | Upload): payload is Upload => 'upload' in payload;
const pdf = (filename: string): Upload => ({ upload: 'document', filename, content: '%PDF-1.4\n' });

/** Issue 13, finding 6: each of these once answered 500 (or could); all must be a clear 4xx. */
// prettier-ignore
const BAD_INPUTS: BadInput[] = [
  ['record id above 2^31', 'user', `GET /api/analyzer/records/${BIG}`],
  ['favorite id above 2^31', 'user', `GET /api/favorites/${BIG}`],
  ['favorite check above 2^31', 'user', `GET /api/favorites/check/${BIG}`],
  ['favorite delete above 2^31', 'user', `DELETE /api/favorites/${BIG}`],
  ['document download above 2^31', 'user', `GET /api/favorites/documents/${BIG}/download`],
  ['subscription cancel above 2^31', 'user', `POST /api/subscriptions/${BIG}/cancel`],
  ['admin user above 2^31', 'admin', `GET /api/admin/usermanagement/${BIG}`],
  ['admin user edit above 2^31', 'admin', `PUT /api/admin/usermanagement/${BIG}`, { role: 'user' }],
  ['admin credits above 2^31', 'admin', `POST /api/admin/usermanagement/${BIG}/credits`, { amount: 5, description: 'x' }],
  ['favorite of a record above 2^31', 'user', 'POST /api/favorites', { analyzerRecordId: Number(BIG) }],
  ['plan id above 2^31', 'user', 'POST /api/payments/checkout/subscription', { planId: Number(BIG) }],
  ['ingest target above 2^31', 'admin', 'POST /api/admin/analyzer-ingest/start', { targetUserId: Number(BIG), csvFilePath: 'a.csv' }],

  ['records page=1e20', 'user', 'GET /api/analyzer/records?page=1e20'],
  ['favorites page=1e20', 'user', 'GET /api/favorites?page=1e20'],
  ['transactions offset=1e20', 'user', 'GET /api/credits/transactions?offset=1e20'],
  ['transactions limit=1e20', 'user', 'GET /api/credits/transactions?limit=1e20'],
  ['admin users page=1e20', 'admin', 'GET /api/admin/usermanagement?page=1e20'],
  ['admin users page=Infinity', 'admin', 'GET /api/admin/usermanagement?page=Infinity'],

  ['dateFrom=2024-02-30', 'user', 'GET /api/analyzer/records?dateFrom=2024-02-30'],
  ['dateTo=2024-13-01', 'user', 'GET /api/analyzer/records?dateTo=2024-13-01'],
  ['dateFrom=0000-01-01', 'user', 'GET /api/analyzer/records?dateFrom=0000-01-01'],

  ['NUL in the search query', 'user', 'GET /api/analyzer/records?q=a%00b'],
  ['NUL in a type filter', 'user', 'GET /api/analyzer/records?typeAnnonce=a%00'],
  ['NUL in the admin user search', 'admin', 'GET /api/admin/usermanagement?search=a%00'],
  ['NUL in a register name', 'anonymous', 'POST /api/auth/register', () => ({ email: uniqueEmail(), password: 'motdepasse', fullName: 'Marie\u0000Curie' })],
  ['NUL in a login e-mail', 'anonymous', 'POST /api/auth/login', { email: 'a\u0000@example.fr', password: 'motdepasse' }],
  ['NUL in a password', 'anonymous', 'POST /api/auth/login', { email: 'a@example.fr', password: 'mot\u0000depasse' }],
  ['NUL in a refresh token', 'anonymous', 'POST /api/auth/refresh-token', { refreshToken: 'a\u0000b' }],
  ['NUL in a reset token', 'anonymous', 'POST /api/auth/reset-password', { token: 'a\u0000b', password: 'motdepasse' }],
  ['NUL in a verification token', 'anonymous', 'GET /api/auth/verify-email/a%00b'],
  ['NUL in a profile name', 'user', 'PUT /api/auth/profile', { fullName: 'Marie\u0000' }],
  ['NUL in favorite notes', 'user', 'PATCH /api/favorites/:favorite/notes', { notes: 'note\u0000' }],
  ['NUL in written notes', 'user', 'PATCH /api/favorites/:favorite/notes', { writtenNotes: 'note\u0000' }],
  ['NUL in an admin edit', 'admin', 'PUT /api/admin/usermanagement/:user', { fullName: 'a\u0000' }],
  ['NUL in a credit reason', 'admin', 'POST /api/admin/usermanagement/:user/credits', { amount: 5, description: 'a\u0000' }],
  ['NUL in a pack id', 'user', 'POST /api/payments/checkout/credits', { packId: 'pack\u0000', amountInCents: 999, credits: 100 }],
  ['NUL in a server path', 'admin', 'POST /api/admin/analyzer-ingest/start', { targetUserId: 1, csvFilePath: 'a\u0000.csv' }],
  ['NUL in a document name', 'user', 'POST /api/favorites/:favorite/documents', pdf('rel\u0000eve.pdf')],
  ['NUL in an ingestion upload name', 'admin', 'POST /api/admin/analyzer-ingest/start', { upload: 'csvFile', filename: 'a\u0000.csv', content: 'x\n' }],

  ['credits checkout at 2147483647', 'user', 'POST /api/payments/checkout/credits', { packId: 'pack_100', amountInCents: INT_MAX, credits: INT_MAX }],
  ['credits checkout above 2^31', 'user', 'POST /api/payments/checkout/credits', { packId: 'pack_100', amountInCents: 1e20, credits: 100 }],
  ['credit adjustment of 2147483647', 'admin', 'POST /api/admin/usermanagement/:user/credits', { amount: INT_MAX, description: 'x' }],
  ['credit adjustment of -2147483647', 'admin', 'POST /api/admin/usermanagement/:user/credits', { amount: -INT_MAX, description: 'x' }],

  ['test checkout page, not a uuid', 'anonymous', 'GET /api/payments/test-checkout/not-a-uuid'],
  ['test checkout page, 36 hex digits', 'anonymous', `GET /api/payments/test-checkout/${'0'.repeat(36)}`],
  ['test checkout completion, 36 dashes', 'anonymous', `POST /api/payments/test-checkout/${'-'.repeat(36)}/complete`],
  ['test checkout cancel, NUL', 'anonymous', 'POST /api/payments/test-checkout/%00/cancel'],
  ['invalid percent-encoding in a path', 'anonymous', 'GET /api/auth/verify-email/%E0%A4%A'],

  // Issue 15, item 6: the company page and the new search filters.
  ['record cost above 2^31', 'user', `GET /api/analyzer/records/${BIG}/cost`],
  ['company SIREN of 10 digits', 'user', 'GET /api/companies/1234567890'],
  ['company SIREN with NUL', 'user', 'GET /api/companies/12345678%00'],
  ['company page=1e20', 'user', 'GET /api/companies/880878145?page=1e20'],
  ['company limit=abc', 'user', 'GET /api/companies/880878145?limit=abc'],
  ['NUL in a tribunal filter', 'user', 'GET /api/analyzer/records?tribunal=a%00'],
  ['NUL in a department filter', 'user', 'GET /api/analyzer/records?departement=75%00'],
  ['NUL in a SIREN filter', 'user', 'GET /api/analyzer/records?siren=88087814%00'],
  ['department filter given twice', 'user', 'GET /api/analyzer/records?departement=75&departement=69'],
  ['invalid UTF-8 in the search query', 'user', 'GET /api/analyzer/records?q=%C3%28'],
  ['invalid UTF-8 in a tribunal filter', 'user', 'GET /api/analyzer/records?tribunal=%FF'],
];

describe('bad input answers a clear 4xx with the contract body, never 5xx (issue 13, finding 6)', () => {
  let t: TestApp;
  let tokens: Record<Caller, string | null>;
  let ids: Ids;

  beforeAll(async () => {
    t = await startTestApp({
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      INGEST_DIR: mkdtempSync(join(tmpdir(), 'bad-input-')),
    });
    const user = await signedInUser(t);
    const admin = await makeAdmin(t);
    const favorite = await addFavorite(t, user.accessToken, await makeRecord(t, [user.user.id]));
    tokens = { anonymous: null, user: user.accessToken, admin: admin.accessToken };
    ids = { favoriteId: favorite.id, userId: user.user.id };
  });
  afterAll(() => t.close());

  // Each row as one argument: jest would take a missing fourth column for a `done` callback.
  it.each(BAD_INPUTS.map((row) => [row[0], row] as const))('%s', async (_name, row) => {
    const [, as, route, payload] = row;
    const [method, path] = route
      .replace(':favorite', String(ids.favoriteId))
      .replace(':user', String(ids.userId))
      .split(' ');
    let request = t.http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path);
    if (tokens[as]) request = request.set('Authorization', `Bearer ${tokens[as]}`);
    const body = typeof payload === 'function' ? payload() : payload;
    if (body && isUpload(body)) {
      request = request.attach(body.upload, Buffer.from(body.content), { filename: body.filename });
    } else if (body) {
      request = request.send(body);
    }
    const response = await request;

    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toEqual(
      expect.objectContaining({
        statusCode: response.status,
        code: expect.any(String),
        message: expect.any(String),
        error: expect.any(String),
      }),
    );
  });

  it('caps a huge page size at 100 (CONTRACT 4.4) rather than failing', async () => {
    const response = await t.http
      .get('/api/analyzer/records?limit=1e20')
      .set('Authorization', `Bearer ${tokens.user}`)
      .expect(200);
    expect(response.body.data.meta.limit).toBe(100);
  });
});
