import type { LevelWithSilent } from 'pino';

/** A request slower than this is worth a line even when it succeeds. */
export const SLOW_REQUEST_MS = 1000;

/**
 * The access log's level: a server error is an error, a client error (a refused upload, an
 * expired token) or a slow answer is worth an info line, and every ordinary request is debug,
 * so a development terminal shows what went wrong rather than every poll.
 */
export function requestLogLevel(statusCode: number, responseTimeMs: number): LevelWithSilent {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400 || responseTimeMs >= SLOW_REQUEST_MS) return 'info';
  return 'debug';
}
