import type { SqlFragment } from '../../shared/database';

/**
 * Favorite status of records for one user, implemented by the Favorites context (which depends
 * on this one), so the Analyzer can show `isFavorite` without importing Favorites.
 */
export abstract class FavoriteStatusReader {
  /** Record id → favorite id, for the given records that the user keeps as favorites. */
  abstract favoritesOf(userId: number, recordIds: number[]): Promise<Map<number, number>>;

  /**
   * An `int` expression: the id of the favorite the user keeps of the record `recordId` (a
   * column), or null. A statement fragment, so that a page is read with its favorites.
   */
  abstract favoriteIdOf(userId: number, recordId: SqlFragment): SqlFragment;
}
