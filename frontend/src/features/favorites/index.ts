export { FavoritesPage } from './pages/FavoritesPage';
export { FavoriteDetailPage } from './pages/FavoriteDetailPage';
/** The one favorite switch, for the Analyzer's table and record modal. */
export { useToggleFavorite, type ToggleTarget } from './hooks/use-toggle-favorite';
export { favoritesKeys } from './api/favorites-api';
export type { Favorite, FavoriteDocument } from './types';
