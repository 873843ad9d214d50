export { FavoritesPage } from './pages/FavoritesPage';
export { FavoriteDetailPage } from './pages/FavoriteDetailPage';
/** For the Analyzer's favorite switch. */
export { useToggleFavorite } from './hooks/use-toggle-favorite';
export { favoritesKeys } from './api/favorites-api';
export type { Favorite, FavoriteDocument } from './types';
