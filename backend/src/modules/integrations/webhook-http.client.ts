import { Injectable } from '@nestjs/common';
import http from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** The addresses checked for this URL: the connection goes to one of them, never elsewhere. */
  addresses: LookupAddress[];
  timeoutMs: number;
}

export interface WebhookAnswer {
  /** null when no answer came (refused, timed out, reset). */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * Resolves the host to the addresses already checked, so that a DNS answer changed since the
 * check (rebinding) cannot send the request elsewhere. The Host header and TLS name stay the URL's.
 */
const pinnedLookup =
  (addresses: LookupAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };

/** Longest part of a receiver's answer read, to tell its end; the rest is not waited for. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** One POST of a webhook delivery: no redirect followed, no connection reused, a hard timeout. */
@Injectable()
export class WebhookHttpClient {
  post(request: WebhookRequest): Promise<WebhookAnswer> {
    const started = performance.now();
    const target = new URL(request.url);
    const transport = target.protocol === 'https:' ? https : http;
    return new Promise<WebhookAnswer>((resolve) => {
      const finish = (statusCode: number | null, error: string | null) => {
        clearTimeout(timer);
        resolve({ statusCode, error, durationMs: Math.round(performance.now() - started) });
      };
      const outgoing = transport.request(target, {
        method: 'POST',
        headers: { ...request.headers, 'Content-Length': Buffer.byteLength(request.body) },
        lookup: pinnedLookup(request.addresses),
        agent: false,
      });
      const timer = setTimeout(
        () => outgoing.destroy(new Error(`No answer within ${request.timeoutMs} ms`)),
        request.timeoutMs,
      );
      outgoing.on('response', (answer) => {
        let read = 0;
        const status = answer.statusCode ?? null;
        const error =
          status !== null && status >= 300 && status < 400 ? 'Redirect not followed' : null;
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) answer.destroy();
        });
        answer.on('close', () => finish(status, error));
      });
      outgoing.on('error', (error) => finish(null, error.message));
      outgoing.end(request.body);
    });
  }
}
