import { registerAs } from '@nestjs/config';
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
    adminEmail: readString(env, 'ADMIN_EMAIL', 'admin@example.com').toLowerCase(),
    adminPassword: readOptional(env, 'ADMIN_PASSWORD'),
  };
}

export const authConfig = registerAs('auth', () => loadAuthConfig(process.env));
