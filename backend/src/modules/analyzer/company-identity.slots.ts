import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { favoritesConfig, redisConfig } from '../../shared/config';
import { REDIS_CLIENT } from '../../shared/redis';

/** The recherche-entreprises API's limit: 7 requests in any one second, from one caller. */
export const REGISTER_REQUESTS_PER_SECOND = 7;
const SECOND_MS = 1000;
/** Longer than resolving and reading an answer: the slot of a live request never lapses. */
const LEASE_MARGIN_MS = 5000;

/**
 * Drops the lapsed leases, then takes one unless every slot is held: -1 when taken, else how
 * long until the first lease lapses. KEYS[1] the set; ARGV: now, lapse, slots, lease, lifetime.
 */
const TAKE_SLOT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(first[2]) - tonumber(ARGV[1]))
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return -1`;

export type RegisterSlot = { lease: string } | { waitMs: number };

/**
 * The API's 7 requests per second, kept exactly, over every worker process: a request holds one
 * of 7 slots from before it leaves until one second after its answer came back. Every request
 * the API sees within any second then held its slot at that second's end, together: never more
 * than 7, however late a request leaves after its job started (the queue's limiter alone counts
 * starts, in fixed windows). One sorted set, each lease scored by when it lapses.
 */
@Injectable()
export class RegisterRequestSlots {
  private readonly leaseMs: number;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(redisConfig.KEY) private readonly redisSettings: ConfigType<typeof redisConfig>,
    @Inject(favoritesConfig.KEY) favorites: ConfigType<typeof favoritesConfig>,
  ) {
    this.leaseMs = favorites.enrichmentTimeoutMs + SECOND_MS + LEASE_MARGIN_MS;
  }

  async take(): Promise<RegisterSlot> {
    const lease = randomUUID();
    const now = Date.now();
    const waitMs = Number(
      await this.redis.eval(
        TAKE_SLOT,
        1,
        this.key(),
        now,
        now + this.leaseMs,
        REGISTER_REQUESTS_PER_SECOND,
        lease,
        this.leaseMs,
      ),
    );
    return waitMs < 0 ? { lease } : { waitMs };
  }

  /** The request is answered (or failed): its slot stays held one more second. */
  async holdOneSecond(lease: string): Promise<void> {
    await this.redis.zadd(this.key(), 'XX', Date.now() + SECOND_MS, lease);
  }

  private key(): string {
    return `${this.redisSettings.keyPrefix}:register-request-slots`;
  }
}
