export { FavoriteStatusModule } from './favorite-status.module';
export { FavoritesModule } from './favorites.module';
export { DocumentFileSweeper, FAVORITES_JOBS } from './document-file-sweeper';
export { FavoriteFilesModule, FavoritesWorkerModule } from './favorite-files.module';
