import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

interface HeldRequest {
  path: string;
  body: string;
  response: ServerResponse;
}

/**
 * A webhook receiver that takes each POST and keeps it waiting: it answers only when the test
 * says so (`answerAll`), or never (a receiver that hangs). `closeAll` drops the waiting ones.
 */
export class HeldWebhookReceiver {
  /** Every request that arrived, answered or not. */
  readonly received: { path: string; body: string }[] = [];
  private readonly held: HeldRequest[] = [];
  private readonly server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      this.received.push({ path, body });
      this.held.push({ path, body, response });
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Requests waiting for an answer now (the sender has not given up on them). */
  get waiting(): number {
    return this.held.filter(({ response }) => !response.destroyed && !response.writableEnded)
      .length;
  }

  /** Answers every waiting request with this status. */
  answerAll(status: number): void {
    for (const { response } of this.held.splice(0)) {
      if (!response.destroyed) response.writeHead(status).end();
    }
  }

  /** Drops every connection (senders see them reset), then stops listening. */
  async stop(): Promise<void> {
    this.held.splice(0);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
