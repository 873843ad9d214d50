import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** Whether `X-Signature: t=…,v1=…` is the HMAC-SHA256 of "t.body" under the secret. */
export function isSignedWith(secret: string, received: ReceivedWebhook): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(received.headers['x-signature']));
  if (!match) return false;
  const expected = createHmac('sha256', secret)
    .update(`${match[1]}.${received.body}`)
    .digest('hex');
  return expected === match[2];
}

/** A local webhook receiver: records each POST, answers the queued statuses (then 200). */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answers.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answers,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
