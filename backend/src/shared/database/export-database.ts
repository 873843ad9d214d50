import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { Pool, PoolClient } from 'pg';
import { databaseConfig, exportConfig } from '../config';
import { ExportSession } from './export-session';

/** How exports show in pg_stat_activity, apart from the requests' connections. */
export const EXPORT_APPLICATION_NAME = 'bodacc-export';

/**
 * The owner's export slots are transaction-level advisory locks (EXPORT_SLOT_LOCK + slot, owner
 * id) taken on the export's own connection: every API process reading from the same server
 * sees them, and they end with the transaction, or with the connection if the process dies.
 * Nothing to expire or renew, nothing left behind (a Redis lease would need both).
 */
const EXPORT_SLOT_LOCK = 7500;

/** Why an export cannot start now: this process's export pool is full, or the owner's slots are. */
export type ExportRefusal = 'pool-full' | 'owner-limit';

/**
 * Long reads (streamed exports) on a small pool of their own, never the pool every request
 * needs: a download nobody reads holds one of these connections at most. Reads the replica when
 * DATABASE_READ_URL names one, like ReadDatabase. A full pool refuses at once, never queues.
 */
@Injectable()
export class ExportDatabase implements OnApplicationShutdown {
  private readonly logger = new Logger(ExportDatabase.name);
  private readonly pool: Pool;
  private readonly sessions = new Set<ExportSession>();
  /** Connections taken or being taken, in all and per owner (counted before they are made). */
  private inUse = 0;
  private readonly inUseByOwner = new Map<number, number>();

  constructor(
    @Inject(databaseConfig.KEY) database: ConfigType<typeof databaseConfig>,
    @Inject(exportConfig.KEY) private readonly limits: ConfigType<typeof exportConfig>,
  ) {
    this.pool = new Pool({
      connectionString: database.readUrl ?? database.url,
      max: limits.maxConnections,
      application_name: EXPORT_APPLICATION_NAME,
      // The server ends a transaction left idle past the longest export: a last guard should
      // this process fail to close one. No parallel workers, as on the main pool.
      options:
        `-c idle_in_transaction_session_timeout=${limits.maxDurationMs} ` +
        '-c max_parallel_workers_per_gather=0',
    });
    this.pool.on('error', (error) => this.logger.warn(`idle export connection: ${error.message}`));
  }

  /**
   * A session for one export of `ownerId`, holding one of its EXPORT_MAX_PER_ACCOUNT slots; or
   * why not, at once (never queued). The caller must close it (its `batches` do when they end or
   * stop).
   */
  async open(ownerId: number): Promise<ExportSession | ExportRefusal> {
    // This process's own count first: a burst from one account takes no connection of others.
    if ((this.inUseByOwner.get(ownerId) ?? 0) >= this.limits.maxPerAccount) return 'owner-limit';
    if (this.inUse >= this.limits.maxConnections) return 'pool-full';
    const giveBack = this.reserve(ownerId);
    try {
      const client = await this.connectHoldingSlot(ownerId);
      if (!client) {
        giveBack();
        return 'owner-limit';
      }
      const session = new ExportSession(client, () => {
        this.sessions.delete(session);
        giveBack();
      });
      this.sessions.add(session);
      return session;
    } catch (error) {
      giveBack();
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.sessions].map((session) => session.close()));
    await this.pool.end();
  }

  /** Counts a connection for `ownerId`; the function it returns uncounts it, once. */
  private reserve(ownerId: number): () => void {
    this.inUse += 1;
    this.inUseByOwner.set(ownerId, (this.inUseByOwner.get(ownerId) ?? 0) + 1);
    let isGivenBack = false;
    return () => {
      if (isGivenBack) return;
      isGivenBack = true;
      this.inUse -= 1;
      const left = this.inUseByOwner.get(ownerId)! - 1;
      if (left) this.inUseByOwner.set(ownerId, left);
      else this.inUseByOwner.delete(ownerId);
    };
  }

  /**
   * A connection in a read-only transaction (one snapshot for the export's count and rows)
   * holding a free slot of the owner's, or null when another process holds them all.
   */
  private async connectHoldingSlot(ownerId: number): Promise<PoolClient | null> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      for (let slot = 0; slot < this.limits.maxPerAccount; slot += 1) {
        const { rows } = await client.query<{ taken: boolean }>(
          'SELECT pg_try_advisory_xact_lock($1::int, $2::int) AS taken',
          [EXPORT_SLOT_LOCK + slot, ownerId],
        );
        if (rows[0].taken) return client;
      }
      await client.query('ROLLBACK');
      client.release();
      return null;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }
}
