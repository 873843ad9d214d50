import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { favoritesConfig, redisConfig } from '../../shared/config';
import { DomainException } from '../../shared/errors';
import { REDIS_CLIENT } from '../../shared/redis';
import { FavoritesError } from './favorites.errors';

/** How often a waiting request asks whether the lease is free. */
const POLL_MS = 50;
/** Beyond the two attempts of the enrichment client, for the database work around them. */
const MARGIN_MS = 5000;

/** Deletes the lease only if this holder still has it (it may have expired and moved on). */
const RELEASE_IF_HELD = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) else return 0 end`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One enrichment per favorite at a time, across API processes: a Redis key with a TTL, so a
 * crashed holder never blocks the favorite for longer than one enrichment can take. Holding
 * it costs no database connection while the public API answers.
 */
@Injectable()
export class EnrichmentLease {
  private readonly logger = new Logger(EnrichmentLease.name);
  /** The longest an enrichment may hold the lease: two timed-out attempts and the margin. */
  private readonly ttlMs: number;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(redisConfig.KEY) private readonly redisSettings: ConfigType<typeof redisConfig>,
    @Inject(favoritesConfig.KEY) favorites: ConfigType<typeof favoritesConfig>,
  ) {
    this.ttlMs = 2 * favorites.enrichmentTimeoutMs + MARGIN_MS;
  }

  /**
   * Runs `work` holding the favorite's lease, once the request holding it has finished; 409
   * ENRICHMENT_IN_PROGRESS when it is still held after the longest an enrichment takes. While
   * Redis is unreachable the work runs unleased: the charging transaction still charges once.
   */
  async runExclusive<T>(favoriteId: number, work: () => Promise<T>): Promise<T> {
    const key = `${this.redisSettings.keyPrefix}:enrichment-lease:${favoriteId}`;
    const token = randomUUID();
    const isHeld = await this.acquire(key, token);
    try {
      return await work();
    } finally {
      if (isHeld) {
        await this.redis
          .eval(RELEASE_IF_HELD, 1, key, token)
          .catch((error: Error) => this.logger.warn(`Enrichment lease kept: ${error.message}`));
      }
    }
  }

  /** True once this request holds the lease; false when Redis cannot be asked. */
  private async acquire(key: string, token: string): Promise<boolean> {
    const deadline = Date.now() + this.ttlMs;
    for (;;) {
      let isAcquired: boolean;
      try {
        isAcquired = (await this.redis.set(key, token, 'PX', this.ttlMs, 'NX')) === 'OK';
      } catch (error) {
        this.logger.warn(`Enrichment lease unavailable, enriching unleased: ${String(error)}`);
        return false;
      }
      if (isAcquired) return true;
      if (Date.now() >= deadline) throw new DomainException(FavoritesError.EnrichmentInProgress);
      await pause(POLL_MS);
    }
  }
}
