import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { isApiError } from '../../../shared/api';
import { favoritesApi, favoritesKeys } from '../api/favorites-api';
import type { Favorite } from '../types';

/** What went wrong when the detail cannot be shown (spec §8 "Detail page"). */
export type DetailProblem = 'invalid' | 'notFound' | 'loadFailed';

const isFavorite = (value: unknown, id: number): value is Favorite =>
  Boolean(value) && typeof value === 'object' && (value as Favorite).id === id;

/**
 * The favorite of /favorites/:favoriteId: shown at once from the navigation state when the list
 * passed it, and always read from the API (direct access, or fresher data).
 */
export function useFavoriteDetail(favoriteIdParam: string | undefined) {
  const location = useLocation();
  const id = Number(favoriteIdParam);
  const isValidId = Number.isInteger(id) && id > 0;
  const passed = (location.state as { favorite?: unknown } | null)?.favorite;
  const query = useQuery({
    queryKey: favoritesKeys.detail(isValidId ? id : 0),
    queryFn: () => favoritesApi.findOne(id),
    enabled: isValidId,
    placeholderData: isFavorite(passed, id) ? passed : undefined,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  let problem: DetailProblem | null = null;
  if (!isValidId) problem = 'invalid';
  else if (query.isError && !query.data)
    problem = isApiError(query.error) && query.error.status === 404 ? 'notFound' : 'loadFailed';
  return {
    id,
    favorite: query.data,
    isLoading: isValidId && query.isPending && !query.data,
    problem,
    error: query.error,
  };
}
