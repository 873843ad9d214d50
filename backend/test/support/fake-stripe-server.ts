import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
}

/** A local HTTP server answering like Stripe's API for the calls we make; records each request. */
export class FakeStripeServer {
  readonly requests: StripeRequest[] = [];
  private customerCount = 0;
  private sessionCount = 0;
  private readonly server: Server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const path = request.url ?? '';
    this.requests.push({ method: request.method ?? '', path, form });
    response.setHeader('Content-Type', 'application/json');
    response.setHeader('Request-Id', `req_${this.requests.length}`);
    response.end(JSON.stringify(this.answer(path, form)));
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  to(path: string): StripeRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  private answer(path: string, form: URLSearchParams): object {
    if (path === '/v1/customers') {
      return {
        id: `cus_test_${++this.customerCount}`,
        object: 'customer',
        email: form.get('email'),
      };
    }
    if (path === '/v1/checkout/sessions') {
      const id = `cs_test_${++this.sessionCount}`;
      return {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        url: `https://checkout.stripe.test/pay/${id}`,
      };
    }
    const subscription = /^\/v1\/subscriptions\/(.+)$/.exec(path);
    if (subscription) {
      return {
        id: subscription[1],
        object: 'subscription',
        cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
        status: 'trialing',
        items: {
          object: 'list',
          data: [{ id: 'si_test_1', price: { id: 'price_test_1', product: 'prod_test_1' } }],
        },
      };
    }
    return {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    };
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}
