import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Checks `X-Signature: t=…,v1=…` the way a receiver's documentation tells it to: recompute the
 * HMAC-SHA256 of "t.body" with the secret and compare in constant time.
 */
export function verifySignature(secret: string, header: string | undefined, body: string): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !v1 || !/^\d+$/.test(t)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A local receiver of webhooks: records every POST and answers the statuses queued in
 * `answers` (then 200). `redirectTo` answers 302 to that location instead.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  readonly answers: number[] = [];
  private readonly server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      this.received.push({ path: request.url ?? '/', headers: request.headers, body });
      if (request.url?.startsWith('/redirect')) {
        response.writeHead(302, { Location: '/elsewhere' }).end();
        return;
      }
      response.statusCode = this.answers.shift() ?? 200;
      response.end('ok');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What reached this path. */
  at(path: string): ReceivedWebhook[] {
    return this.received.filter((received) => received.path === path);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
