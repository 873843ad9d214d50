import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { ThrottlerModule } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import { authConfig, redisConfig } from '../config';
import { REDIS_CLIENT } from '../redis';

const ONE_MINUTE_MS = 60_000;

function emailOf(request: { body?: { email?: unknown }; ip?: string }): string {
  const email = request.body?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : `no-email:${request.ip}`;
}

/**
 * Counters live in Redis so every API process shares them. Two limits apply to each throttled
 * route: per client IP and per e-mail address in the body.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [authConfig.KEY, redisConfig.KEY, REDIS_CLIENT],
      useFactory: (
        auth: ConfigType<typeof authConfig>,
        redis: ConfigType<typeof redisConfig>,
        client: Redis,
      ) => ({
        throttlers: [
          { name: 'perIp', ttl: ONE_MINUTE_MS, limit: auth.rateLimitPerMinute },
          {
            name: 'perEmail',
            ttl: ONE_MINUTE_MS,
            limit: auth.rateLimitPerMinute,
            getTracker: emailOf,
          },
        ],
        storage: new ThrottlerStorageRedisService(client),
        generateKey: (context, tracker, throttlerName) => {
          const route = `${context.getClass().name}.${context.getHandler().name}`;
          const digest = createHash('sha256').update(tracker).digest('hex');
          return `${redis.keyPrefix}:rate:${route}:${throttlerName}:${digest}`;
        },
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
