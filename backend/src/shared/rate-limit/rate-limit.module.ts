import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ExecutionContext, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import { authConfig, redisConfig } from '../config';
import { REDIS_CLIENT } from '../redis';
import {
  API_ACCOUNT_THROTTLER,
  API_KEY_THROTTLER,
  apiKeyOf,
  rateLimitKindOf,
} from './rate-limit.guard';

const ONE_MINUTE_MS = 60_000;
const ONE_SECOND_MS = 1_000;

/** The account a request is about: the e-mail it names, else the signed-in user, else its IP. */
export function accountOf(request: {
  body?: { email?: unknown };
  user?: { id: number };
  ip?: string;
}): string {
  const email = request.body?.email;
  if (typeof email === 'string') return `email:${email.trim().toLowerCase()}`;
  if (request.user) return `user:${request.user.id}`;
  return `ip:${request.ip}`;
}

/**
 * Counters live in Redis so every API process shares them. Two limits apply to each limited
 * route (see RateLimitGuard for which): per client IP and per account; a request made with an
 * API key counts against its key and against all its account's keys together, over every route
 * it calls. A `watchCreation` route counts per account only, the session's requests and every
 * key's together.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [authConfig.KEY, redisConfig.KEY, REDIS_CLIENT],
      useFactory: (
        auth: ConfigType<typeof authConfig>,
        redis: ConfigType<typeof redisConfig>,
        client: Redis,
      ) => {
        const reflector = new Reflector();
        const kindOf = (context: ExecutionContext) => rateLimitKindOf(reflector, context);
        const limit = (context: ExecutionContext) => {
          const kind = kindOf(context);
          if (kind === 'session') return auth.sessionRateLimitPerMinute;
          if (kind === 'watchCreation') return auth.watchRateLimitPerMinute;
          return auth.rateLimitPerMinute;
        };
        const isKeyRequest = (context: ExecutionContext) => apiKeyOf(context) !== undefined;
        /** One counter over every route (a key's, or its account's). */
        const apiKeyCounter = (_context: ExecutionContext, tracker: string, name: string) =>
          `${redis.keyPrefix}:rate:${name}:${tracker}`;
        // Counted per account whatever the credential, so more keys do not mean more watches.
        const isPerAccountOnly = (context: ExecutionContext) => kindOf(context) === 'watchCreation';
        return {
          throttlers: [
            {
              name: 'perIp',
              ttl: ONE_MINUTE_MS,
              limit,
              skipIf: (context) => isKeyRequest(context) || isPerAccountOnly(context),
            },
            {
              name: 'perAccount',
              ttl: ONE_MINUTE_MS,
              limit,
              getTracker: accountOf,
              skipIf: (context) => isKeyRequest(context) && !isPerAccountOnly(context),
            },
            {
              name: API_KEY_THROTTLER,
              ttl: ONE_SECOND_MS,
              limit: auth.apiKeyRateLimitPerSecond,
              skipIf: (context) => !isKeyRequest(context),
              getTracker: (request) => `apiKey:${request.user.apiKeyId}`,
              generateKey: apiKeyCounter,
            },
            {
              // All the keys of one account together: more keys do not make more requests.
              name: API_ACCOUNT_THROTTLER,
              ttl: ONE_SECOND_MS,
              limit: auth.apiAccountRateLimitPerSecond,
              skipIf: (context) => !isKeyRequest(context),
              getTracker: (request) => `apiAccount:${request.user.id}`,
              generateKey: apiKeyCounter,
            },
          ],
          storage: new ThrottlerStorageRedisService(client),
          generateKey: (context, tracker, throttlerName) => {
            const route = `${context.getClass().name}.${context.getHandler().name}`;
            const digest = createHash('sha256').update(tracker).digest('hex');
            return `${redis.keyPrefix}:rate:${route}:${throttlerName}:${digest}`;
          },
        };
      },
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
