import { Global, Module } from '@nestjs/common';
import { FavoriteStatusReader } from '../analyzer';
import { FavoriteStatusService } from './favorite-status.service';
import { FavoritesRepository } from './favorites.repository';

/**
 * Global so the Analyzer module (which Favorites imports) finds its FavoriteStatusReader port,
 * like shared/auth's AuthUserResolver is provided by Identity.
 */
@Global()
@Module({
  providers: [
    FavoritesRepository,
    FavoriteStatusService,
    { provide: FavoriteStatusReader, useExisting: FavoriteStatusService },
  ],
  exports: [FavoriteStatusReader, FavoritesRepository],
})
export class FavoriteStatusModule {}
