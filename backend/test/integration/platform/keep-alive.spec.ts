import { readFileSync } from 'node:fs';
import { Agent, get, IncomingHttpHeaders, Server } from 'node:http';
import { join } from 'node:path';
import { listenOnFreePort } from '../../support/alerts-helpers';
import { clearRedisPrefix } from '../../support/ingestion-helpers';
import { startTestApp, TestApp } from '../../support/test-app';

const CADDYFILE = join(__dirname, '..', '..', '..', '..', 'deploy', 'Caddyfile');
/** How long Caddy keeps an idle connection to an upstream when its `keepalive` says nothing. */
const CADDY_DEFAULT_KEEPALIVE_MS = 120_000;
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000 };

/** How long the compose file's proxy keeps an idle connection to an API container open. */
function proxyIdleTimeoutMs(): number {
  const match = /^\s*keepalive\s+(\d+)(ms|s|m)\s*$/m.exec(readFileSync(CADDYFILE, 'utf8'));
  return match ? Number(match[1]) * UNIT_MS[match[2]] : CADDY_DEFAULT_KEEPALIVE_MS;
}

/**
 * Issue 28, a low finding: the server closed idle connections after Node's default 5 s while the
 * proxy kept reusing them, so a request sent just as the server closed one failed ("other side
 * closed"). The server built by createHttpApp (as main.ts builds it) outlives the proxy's idle
 * connections, and waits for a request's headers longer still.
 */
describe('idle connections behind the proxy', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await listenOnFreePort(t);
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
  });

  it('keeps an idle connection open longer than the proxy does, and says so to clients', async () => {
    const server = t.app.getHttpServer() as Server;
    expect(server.keepAliveTimeout).toBeGreaterThan(proxyIdleTimeoutMs());
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    // What the listening server tells a client over a kept-alive connection.
    const agent = new Agent({ keepAlive: true });
    const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) =>
      get(`${baseUrl}/api/health`, { agent }, (response) => {
        response.resume();
        resolve(response.headers);
      }).on('error', reject),
    );
    agent.destroy();
    expect(headers['keep-alive']).toBe(`timeout=${Math.floor(server.keepAliveTimeout / 1000)}`);
  });
});
