import { registerAs } from '@nestjs/config';
import { Env, readEnum, readInt } from './env';

export function loadWebhooksConfig(env: Env) {
  return {
    /**
     * Whether webhooks may point at private, loopback or link-local addresses. Off in production:
     * a webhook URL is the user's to choose, and must not reach the machines beside the server.
     */
    allowPrivate: readEnum(env, 'WEBHOOK_ALLOW_PRIVATE', ['true', 'false'], 'false') === 'true',
    /** First wait before trying a failed delivery again; it doubles at each attempt. */
    retryBaseMs: readInt(env, 'WEBHOOK_RETRY_BASE_MS', 21_100, 1),
    /** A receiver that has not answered within this time has failed the attempt. */
    timeoutMs: readInt(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    /** The same for a first attempt, shorter: a receiver that hangs holds a worker less long. */
    firstTimeoutMs: readInt(env, 'WEBHOOK_FIRST_TIMEOUT_MS', 5_000, 100, 60_000),
    /** Deliveries one worker process makes at once, all accounts together. */
    deliveryConcurrency: readInt(env, 'WEBHOOK_DELIVERY_CONCURRENCY', 10, 1, 100),
    /** Of those, how many one account may hold: its slow receivers never delay the others. */
    accountConcurrency: readInt(env, 'WEBHOOK_ACCOUNT_CONCURRENCY', 2, 1, 100),
    /**
     * A webhook is paused (its owner told by e-mail) once this many attempts in a row have failed
     * over at least WEBHOOK_PAUSE_AFTER_FAILING_MS.
     */
    pauseAfterFailures: readInt(env, 'WEBHOOK_PAUSE_AFTER_FAILURES', 20, 1),
    pauseAfterFailingMs: readInt(env, 'WEBHOOK_PAUSE_AFTER_FAILING_MS', 3_600_000, 0),
    /** Webhooks one account may have. */
    perAccount: readInt(env, 'WEBHOOKS_PER_ACCOUNT', 10, 1),
  };
}

export type WebhooksConfig = ReturnType<typeof loadWebhooksConfig>;

export const webhooksConfig = registerAs('webhooks', () => loadWebhooksConfig(process.env));
