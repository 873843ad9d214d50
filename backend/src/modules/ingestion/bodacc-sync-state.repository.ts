import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Database, sql, Transaction } from '../../shared/database';

/** The one row of bodacc_sync_state. */
export interface SyncState {
  isPaused: boolean;
  /** The last publication day whose notices are all in the catalogue (YYYY-MM-DD). */
  syncedThrough: string | null;
  lastRunId: string | null;
}

/** The advisory lock held by the process running a sync, for as long as its connection lives. */
const RUN_LOCK_KEY = `hashtext('bodacc_sync_run')`;

@Injectable()
export class BodaccSyncStateRepository {
  constructor(
    private readonly db: Database,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async read(): Promise<SyncState> {
    return (await this.db.queryOne<SyncState>(
      sql`SELECT is_paused AS "isPaused", synced_through::text AS "syncedThrough",
                 last_run_id AS "lastRunId"
          FROM bodacc_sync_state WHERE id = 1`,
    ))!;
  }

  /** The row, locked until the transaction ends: one run is started at a time. */
  async lockForUpdate(tx: Transaction): Promise<SyncState> {
    return (await this.db.queryOne<SyncState>(
      sql`SELECT is_paused AS "isPaused", synced_through::text AS "syncedThrough",
                 last_run_id AS "lastRunId"
          FROM bodacc_sync_state WHERE id = 1 FOR UPDATE`,
      tx,
    ))!;
  }

  async setLastRun(tx: Transaction, runId: string): Promise<void> {
    await this.db.query(
      sql`UPDATE bodacc_sync_state SET last_run_id = ${runId}, updated_at = now() WHERE id = 1`,
      tx,
    );
  }

  async setPaused(isPaused: boolean): Promise<void> {
    await this.db.query(
      sql`UPDATE bodacc_sync_state SET is_paused = ${isPaused}, updated_at = now() WHERE id = 1`,
    );
  }

  /** Moves the watermark to `day` unless it is already past it; returns the watermark. */
  async advanceSyncedThrough(day: string): Promise<string> {
    const row = await this.db.queryOne<{ syncedThrough: string }>(
      sql`UPDATE bodacc_sync_state
          SET synced_through = greatest(synced_through, ${day}::date), updated_at = now()
          WHERE id = 1 RETURNING synced_through::text AS "syncedThrough"`,
    );
    return row!.syncedThrough;
  }

  /**
   * Runs `work` while this process holds the sync's session lock; returns null at once when
   * another process holds it (it is running a sync). A crashed process's lock ends with its
   * connection.
   */
  async withRunLock<T>(work: () => Promise<T>): Promise<T | null> {
    const connection = this.dataSource.createQueryRunner();
    try {
      const [{ locked }] = (await connection.query(
        `SELECT pg_try_advisory_lock(${RUN_LOCK_KEY}) AS locked`,
      )) as { locked: boolean }[];
      if (!locked) return null;
      try {
        return await work();
      } finally {
        // A connection that died took its lock with it.
        await connection.query(`SELECT pg_advisory_unlock(${RUN_LOCK_KEY})`).catch(() => null);
      }
    } finally {
      await connection.release();
    }
  }
}
