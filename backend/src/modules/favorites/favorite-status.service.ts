import { Injectable } from '@nestjs/common';
import { sql, SqlFragment } from '../../shared/database';
import { FavoriteStatusReader } from '../analyzer';
import { FavoritesRepository } from './favorites.repository';

/** Gives the Analyzer each record's favorite status without it depending on this context. */
@Injectable()
export class FavoriteStatusService extends FavoriteStatusReader {
  constructor(private readonly favorites: FavoritesRepository) {
    super();
  }

  favoritesOf(userId: number, recordIds: number[]): Promise<Map<number, number>> {
    return this.favorites.favoriteIdsByRecord(userId, recordIds);
  }

  favoriteIdOf(userId: number, recordId: SqlFragment): SqlFragment {
    return sql`(SELECT f.id FROM favorites f
      WHERE f.user_id = ${userId} AND f.analyzer_record_id = ${recordId})`;
  }
}
