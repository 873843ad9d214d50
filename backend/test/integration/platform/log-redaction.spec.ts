import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { AppModule } from '../../../src/app.module';
import { Public } from '../../../src/shared/auth';
import { Database, sql } from '../../../src/shared/database';
import { setLogDestination } from '../../../src/shared/logging';
import { makeAdmin } from '../../support/identity-factory';
import { startTestApp, TestApp } from '../../support/test-app';

const PASSWORD_HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2g';

/** A statement that fails while one of its parameters is a password hash. */
@Controller('test-only')
class FailingStatementController {
  constructor(private readonly db: Database) {}

  @Public()
  @Get('failing-statement')
  async fail(): Promise<void> {
    await this.db.query(sql`SELECT ${PASSWORD_HASH}::text AS hash, 1 / ${0}::int AS boom`);
  }

  /** PostgreSQL quotes the value it cannot read in its message: "invalid input syntax …". */
  @Public()
  @Post('failing-cast')
  async failCast(@Body() body: { reference: string }): Promise<void> {
    await this.db.query(sql`SELECT ${body.reference}::int AS reference`);
  }
}

/** An API key's shape (`bda_live_` and 43 base64url characters), never a real one. */
const API_KEY = 'bda_live_Zm9yLXRoZS1sb2dzLW9ubHktbm90LWEtcmVhbC1rZXktX2E';

@Module({ imports: [AppModule], controllers: [FailingStatementController] })
class AppWithFailingStatement {}

/** Issue 13, finding 6: secrets in access-log URLs, a password hash in a database-error log. */
describe('what the logs never hold', () => {
  let t: TestApp;
  const lines: string[] = [];
  const logs = () => lines.join('');

  beforeAll(async () => {
    setLogDestination({ write: (line: string) => void lines.push(line) });
    // Debug: every request's line, the successful ones too (info logs only the failed and slow ones).
    t = await startTestApp({ LOG_LEVEL: 'debug' }, AppWithFailingStatement);
    // Nest buffers its own log lines until listen(), which a supertest app never calls.
    t.app.flushLogs();
  });
  afterAll(async () => {
    await t.close();
    setLogDestination(undefined);
  });

  const until = async (contains: string) => {
    for (let i = 0; i < 50 && !logs().includes(contains); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(logs()).toContain(contains);
  };

  it('logs e-mailed tokens in URLs as [redacted]', async () => {
    const token = 'Zm9yLXRoZS1sb2dzLW9ubHk-verify';
    await t.http.get(`/api/auth/verify-email/${token}`);
    await t.http.get(`/api/auth/verify-reset-token/${token}x`);
    await until('/api/auth/verify-reset-token/[redacted]');
    expect(logs()).toContain('/api/auth/verify-email/[redacted]');
    expect(logs()).not.toContain(token);
  });

  it("never logs the job board's ticket", async () => {
    const admin = await makeAdmin(t);
    const { body } = await t.http
      .post('/api/admin/queues-ticket')
      .set('Authorization', `Bearer ${admin.accessToken}`);
    const ticket = new URL(body.url, 'http://app.test').searchParams.get('ticket')!;
    await t.http.get(body.url).expect(303);
    await t.http.get('/api/admin/queues').set('Cookie', 'queue_board=x').expect(401);
    await until('/api/admin/queues-ticket');
    expect(logs()).not.toContain(ticket);
    expect(logs()).not.toContain(admin.accessToken);
  });

  it("logs a failed statement's error without its parameter values", async () => {
    await t.http.get('/api/test-only/failing-statement').expect(500);
    await until('division by zero');
    expect(logs()).toContain('QueryFailedError');
    expect(logs()).not.toContain('argon2id');
  });

  it('never logs an API key, wherever it was sent (issue 28)', async () => {
    await t.http.get(`/api/watches?api_key=${API_KEY}`).expect(401);
    await t.http.get(`/api/analyzer/records?q=x&apikey=${encodeURIComponent(API_KEY)}`).expect(401);
    await t.http.get('/api/watches').set('X-Api-Key', API_KEY).expect(401);
    await t.http.get(`/api/companies/${API_KEY}`).expect(401);
    await t.http.post('/api/test-only/failing-cast').send({ reference: API_KEY }).expect(500);
    await until('invalid input syntax');
    await until('/api/companies/');
    expect(logs()).toContain('bda_live_[redacted]');
    expect(logs()).not.toContain(API_KEY.slice('bda_live_'.length));
  });
});
