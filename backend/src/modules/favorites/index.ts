export { FavoriteStatusModule } from './favorite-status.module';
export { FavoritesModule } from './favorites.module';
