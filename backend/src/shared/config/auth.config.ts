import { registerAs } from '@nestjs/config';
import { createHmac } from 'node:crypto';
import {
  Env,
  isProduction,
  persistedDevSecret,
  readDuration,
  readInt,
  readOptional,
  readProductionRequired,
  readString,
} from './env';

function readSecret(env: Env, name: string): string {
  const secret = readOptional(env, name);
  if (secret !== undefined) return secret;
  return readProductionRequired(env, name, isProduction(env) ? '' : persistedDevSecret(env, name));
}

export function loadAuthConfig(env: Env) {
  return {
    accessSecret: readSecret(env, 'JWT_ACCESS_SECRET'),
    refreshSecret: readSecret(env, 'JWT_REFRESH_SECRET'),
    /**
     * Keys the hashes of the addresses that had free offers (issue 28); unset, derived from the
     * refresh secret (set it to rotate that secret without forgetting those addresses).
     */
    accountHashSecret:
      readOptional(env, 'ACCOUNT_HASH_SECRET') ??
      createHmac('sha256', readSecret(env, 'JWT_REFRESH_SECRET'))
        .update('account-address-hash')
        .digest('base64url'),
    accessTtlSeconds: readDuration(env, 'ACCESS_TOKEN_TTL', '15m'),
    refreshTtlSeconds: readDuration(env, 'REFRESH_TOKEN_TTL', '30d'),
    /** How often an open socket's token, session and role are checked again. */
    socketRecheckSeconds: readDuration(env, 'SOCKET_RECHECK_INTERVAL', '30s'),
    verificationTtlSeconds: readDuration(env, 'EMAIL_VERIFICATION_TTL', '24h'),
    resetTtlSeconds: readDuration(env, 'PASSWORD_RESET_TTL', '1h'),
    rateLimitPerMinute: readInt(env, 'RATE_LIMIT_PER_MINUTE', 10, 1),
    sessionRateLimitPerMinute: readInt(env, 'SESSION_RATE_LIMIT_PER_MINUTE', 60, 1),
    /** Requests a second per API key (CONTRACT §7.6), over all the routes a key may call. */
    apiKeyRateLimitPerSecond: readInt(env, 'API_KEY_RATE_LIMIT_PER_SECOND', 10, 1),
    /** Requests a second over all of an account's API keys together (issue 28). */
    apiAccountRateLimitPerSecond: readInt(env, 'API_ACCOUNT_RATE_LIMIT_PER_SECOND', 20, 1),
    /** Watches one account may create a minute, with a session or any of its keys (issue 28). */
    watchRateLimitPerMinute: readInt(env, 'WATCH_RATE_LIMIT_PER_MINUTE', 30, 1),
    /** API keys one account may have (issue 28). */
    apiKeysPerAccount: readInt(env, 'API_KEYS_PER_ACCOUNT', 10, 1),
    adminEmail: readString(env, 'ADMIN_EMAIL', 'admin@example.com').toLowerCase(),
    adminPassword: readOptional(env, 'ADMIN_PASSWORD'),
  };
}

export const authConfig = registerAs('auth', () => loadAuthConfig(process.env));
