import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';
import { Watch } from './entities/watch.entity';
import { heldWatchSlots } from './watches.statements';

/** The places of a plan's watch limit a user takes (issue 28). */
export interface WatchSlots {
  /** Watches, and places deleted watches still hold. */
  taken: number;
  /** When the first held place frees; null when none is held. */
  nextFreeAt: Date | null;
}

@Injectable()
export class WatchesRepository {
  constructor(private readonly db: Database) {}

  /** One statement over every watch of the user, so a batch of new watches is counted at once. */
  async slotsTakenBy(
    userId: number,
    cooldownSeconds: number,
    tx: Transaction,
  ): Promise<WatchSlots> {
    const row = await this.db.queryOne<WatchSlots>(
      sql`SELECT (SELECT count(*) FROM watches WHERE user_id = ${userId})::int + count(*)::int AS taken,
                 min(held.frees_at) AS "nextFreeAt"
          FROM (${heldWatchSlots(userId, cooldownSeconds)}) held`,
      tx,
    );
    return row!;
  }

  /** When each place held by a deleted watch frees, soonest first. */
  async heldSlotsOf(userId: number, cooldownSeconds: number): Promise<Date[]> {
    const rows = await this.db.query<{ freesAt: Date }>(
      sql`SELECT held.frees_at AS "freesAt" FROM (${heldWatchSlots(userId, cooldownSeconds)}) held
          ORDER BY held.frees_at`,
    );
    return rows.map((row) => row.freesAt);
  }

  /** The new watch, or null when the user already watches that SIREN. */
  async insert(userId: number, siren: string, tx: Transaction): Promise<Watch | null> {
    const row = await this.db.queryOne<Watch>(
      sql`INSERT INTO watches (user_id, siren) VALUES (${userId}, ${siren})
          ON CONFLICT (user_id, siren) DO NOTHING
          RETURNING id, user_id AS "userId", siren, created_at AS "createdAt"`,
      tx,
    );
    return row ?? null;
  }

  /** Which of these SIRENs the user watches already. */
  async watchedAmong(userId: number, sirens: string[], tx: Transaction): Promise<string[]> {
    const rows = await this.db.query<{ siren: string }>(
      sql`SELECT siren FROM watches WHERE user_id = ${userId} AND siren = ANY(${sirens}::text[])`,
      tx,
    );
    return rows.map((row) => row.siren);
  }

  /** Watches of these SIRENs, one statement; how many were new. */
  async insertMany(userId: number, sirens: string[], tx: Transaction): Promise<number> {
    if (!sirens.length) return 0;
    const rows = await this.db.query(
      sql`INSERT INTO watches (user_id, siren) SELECT ${userId}, unnest(${sirens}::text[])
          ON CONFLICT (user_id, siren) DO NOTHING RETURNING id`,
      tx,
    );
    return rows.length;
  }

  /** The SIRENs the user watches. */
  async sirensWatchedBy(userId: number): Promise<string[]> {
    const rows = await this.db.query<{ siren: string }>(
      sql`SELECT siren FROM watches WHERE user_id = ${userId}`,
    );
    return rows.map((row) => row.siren);
  }

  /** Newest first. */
  listOf(userId: number): Promise<Watch[]> {
    return this.db
      .repository(Watch)
      .find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * Deletes the watch (it opens nothing from now on) and, in the same statement, keeps its place
   * held: a count taken meanwhile sees either the watch or its place. Whether the user had it.
   */
  async releaseOwned(id: number, userId: number): Promise<boolean> {
    const rows = await this.db.query(
      sql`WITH removed AS (DELETE FROM watches WHERE id = ${id} AND user_id = ${userId}
                           RETURNING user_id, siren)
          INSERT INTO released_watch_slots (user_id, siren) SELECT user_id, siren FROM removed
          ON CONFLICT (user_id, siren) DO UPDATE SET released_at = now()
          RETURNING siren`,
    );
    return rows.length > 0;
  }

  /** Places whose cooldown has passed hold nothing: which companies a user left is not kept. */
  async forgetFreedSlots(cooldownSeconds: number): Promise<void> {
    await this.db.query(
      sql`DELETE FROM released_watch_slots
          WHERE released_at <= now() - make_interval(secs => ${cooldownSeconds})`,
    );
  }
}
