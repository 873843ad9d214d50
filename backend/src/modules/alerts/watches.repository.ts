import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';
import { Watch } from './entities/watch.entity';

@Injectable()
export class WatchesRepository {
  constructor(private readonly db: Database) {}

  countOf(userId: number, tx: Transaction): Promise<number> {
    return this.db.repository(Watch, tx).countBy({ userId });
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

  /** Newest first. */
  listOf(userId: number): Promise<Watch[]> {
    return this.db
      .repository(Watch)
      .find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Whether the user had that watch (it is gone either way). */
  async deleteOwned(id: number, userId: number): Promise<boolean> {
    const result = await this.db.repository(Watch).delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }
}
