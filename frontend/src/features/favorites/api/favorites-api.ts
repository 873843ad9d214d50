import { http } from '../../../shared/api';
import type { EnrichResult, Favorite, FavoriteDocument, FavoritesPage } from '../types';

/** Spec §9: 10 favorites a page. */
export const FAVORITES_PAGE_SIZE = 10;

export const favoritesApi = {
  list: (page: number, limit = FAVORITES_PAGE_SIZE) =>
    http.get<FavoritesPage>('/favorites', { query: { page, limit } }),
  findOne: async (id: number) =>
    (await http.get<{ favorite: Favorite }>(`/favorites/${id}`)).favorite,
  add: async (analyzerRecordId: number) =>
    (await http.post<{ favorite: Favorite }>('/favorites', { analyzerRecordId })).favorite,
  remove: (id: number) => http.delete<{ success: true }>(`/favorites/${id}`),
  check: (recordId: number) =>
    http.get<{ isFavorite: boolean; favorite: Favorite | null }>(`/favorites/check/${recordId}`),
  updateNotes: async (id: number, notes: string | null) =>
    (await http.patch<{ favorite: Favorite }>(`/favorites/${id}/notes`, { notes })).favorite,
  enrich: (id: number) => http.post<EnrichResult>(`/favorites/${id}/enrich`),
  exportCsv: () => http.get<Blob>('/favorites/export', { responseType: 'blob' }),
  documents: async (id: number) =>
    (await http.get<{ documents: FavoriteDocument[] }>(`/favorites/${id}/documents`)).documents,
  upload: async (id: number, file: File) => {
    const form = new FormData();
    form.append('document', file);
    return (await http.post<{ document: FavoriteDocument }>(`/favorites/${id}/documents`, form))
      .document;
  },
  download: (documentId: number) =>
    http.get<Blob>(`/favorites/documents/${documentId}/download`, { responseType: 'blob' }),
  removeDocument: (documentId: number) =>
    http.delete<{ success: true }>(`/favorites/documents/${documentId}`),
};

export const favoritesKeys = {
  all: ['favorites'] as const,
  lists: () => [...favoritesKeys.all, 'list'] as const,
  list: (page: number, limit = FAVORITES_PAGE_SIZE) =>
    [...favoritesKeys.lists(), { page, limit }] as const,
  detail: (id: number) => [...favoritesKeys.all, 'detail', id] as const,
  documents: (id: number) => [...favoritesKeys.all, 'documents', id] as const,
  check: (recordId: number) => [...favoritesKeys.all, 'check', recordId] as const,
};

/** The Analyzer's cache, refreshed when a favorite appears or goes. */
export const ANALYZER_KEY = ['analyzer'] as const;
