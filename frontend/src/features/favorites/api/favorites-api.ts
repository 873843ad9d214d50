import { http, type ApiSchemas } from '../../../shared/api';
import type { EnrichResult, FavoritesPage } from '../types';

type FavoriteEnvelope = ApiSchemas['FavoriteEnvelope'];

/** Spec §9: 10 favorites a page. */
export const FAVORITES_PAGE_SIZE = 10;

export const favoritesApi = {
  list: (page: number, limit = FAVORITES_PAGE_SIZE) =>
    http.get<FavoritesPage>('/favorites', { query: { page, limit } }),
  findOne: async (id: number) => (await http.get<FavoriteEnvelope>(`/favorites/${id}`)).favorite,
  add: async (analyzerRecordId: number) =>
    (await http.post<FavoriteEnvelope>('/favorites', { analyzerRecordId })).favorite,
  remove: (id: number) => http.delete<ApiSchemas['SuccessResponse']>(`/favorites/${id}`),
  check: (recordId: number) =>
    http.get<ApiSchemas['FavoriteCheckResponse']>(`/favorites/check/${recordId}`),
  /** What the person wrote; the server keeps an enrichment beside it. */
  updateNotes: async (id: number, writtenNotes: string) =>
    (await http.patch<FavoriteEnvelope>(`/favorites/${id}/notes`, { writtenNotes })).favorite,
  /** Within 24 h of the last enrichment the server returns it free, unless `refresh` (5 credits). */
  enrich: (id: number, refresh = false) =>
    http.post<EnrichResult>(`/favorites/${id}/enrich${refresh ? '?refresh=true' : ''}`),
  exportCsv: () => http.get<Blob>('/favorites/export', { responseType: 'blob' }),
  documents: async (id: number) =>
    (await http.get<ApiSchemas['FavoriteDocumentsResponse']>(`/favorites/${id}/documents`))
      .documents,
  upload: async (id: number, file: File) => {
    const form = new FormData();
    form.append('document', file);
    return (
      await http.post<ApiSchemas['FavoriteDocumentEnvelope']>(`/favorites/${id}/documents`, form)
    ).document;
  },
  download: (documentId: number) =>
    http.get<Blob>(`/favorites/documents/${documentId}/download`, { responseType: 'blob' }),
  removeDocument: (documentId: number) =>
    http.delete<ApiSchemas['SuccessResponse']>(`/favorites/documents/${documentId}`),
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
