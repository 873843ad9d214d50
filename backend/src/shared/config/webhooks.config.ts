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
  };
}

export type WebhooksConfig = ReturnType<typeof loadWebhooksConfig>;

export const webhooksConfig = registerAs('webhooks', () => loadWebhooksConfig(process.env));
