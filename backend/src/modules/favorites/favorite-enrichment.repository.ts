import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';

/** The query the enrichment's charging transaction runs before it charges. */
@Injectable()
export class FavoriteEnrichmentRepository {
  constructor(private readonly db: Database) {}

  /**
   * The owned favorite's notes, its row locked until `tx` ends: two enrichments that both got
   * an answer store (and charge) one after the other, the second seeing the first's notes.
   * Undefined when the favorite is gone.
   */
  async lockNotesForUpdate(
    userId: number,
    favoriteId: number,
    tx: Transaction,
  ): Promise<{ notes: string | null } | undefined> {
    return this.db.queryOne<{ notes: string | null }>(
      sql`SELECT notes FROM favorites WHERE id = ${favoriteId} AND user_id = ${userId} FOR UPDATE`,
      tx,
    );
  }
}
