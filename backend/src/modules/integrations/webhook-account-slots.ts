import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { redisConfig, webhooksConfig } from '../../shared/config';
import { REDIS_CLIENT } from '../../shared/redis';

/** Longer than any attempt (its timeout plus resolving and logging): a live lease never lapses. */
const LEASE_MARGIN_MS = 30_000;

/**
 * Drops the lapsed leases, then takes one if the account holds fewer than its share; 1 if taken.
 * KEYS[1] the account's set; ARGV: now, lease expiry, share, lease id, key lifetime.
 */
const TAKE_SLOT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/**
 * The delivery slots an account holds, over every worker process (issue 28): at most
 * WEBHOOK_ACCOUNT_CONCURRENCY deliveries of one account are under way at once, so its slow
 * receivers cannot take every slot. One sorted set per account, one member per delivery scored
 * by when its lease lapses, so the slot of a worker that crashed frees itself.
 */
@Injectable()
export class WebhookAccountSlots {
  private readonly leaseMs: number;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(redisConfig.KEY) private readonly redisSettings: ConfigType<typeof redisConfig>,
    @Inject(webhooksConfig.KEY) private readonly config: ConfigType<typeof webhooksConfig>,
  ) {
    this.leaseMs = Math.max(config.timeoutMs, config.firstTimeoutMs) + LEASE_MARGIN_MS;
  }

  /** A slot's lease, or null when the account holds its share already. */
  async take(userId: number): Promise<string | null> {
    const lease = randomUUID();
    const now = Date.now();
    const taken = await this.redis.eval(
      TAKE_SLOT,
      1,
      this.keyOf(userId),
      now,
      now + this.leaseMs,
      this.config.accountConcurrency,
      lease,
      this.leaseMs,
    );
    return taken === 1 ? lease : null;
  }

  async release(userId: number, lease: string): Promise<void> {
    await this.redis.zrem(this.keyOf(userId), lease);
  }

  private keyOf(userId: number): string {
    return `${this.redisSettings.keyPrefix}:webhook-slots:${userId}`;
  }
}
