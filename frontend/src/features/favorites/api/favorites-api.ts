import { api, asFormData, binary } from '../../../shared/api';
import type { EnrichResult, FavoritesPage } from '../types';

/** Spec §9: 10 favorites a page. */
export const FAVORITES_PAGE_SIZE = 10;

export const favoritesApi = {
  list: (page: number, limit = FAVORITES_PAGE_SIZE): Promise<FavoritesPage> =>
    api.get('/api/favorites', { params: { query: { page, limit } } }),
  findOne: async (id: number) =>
    (await api.get('/api/favorites/{id}', { params: { path: { id } } })).favorite,
  add: async (analyzerRecordId: number) =>
    (await api.post('/api/favorites', { body: { analyzerRecordId } })).favorite,
  remove: (id: number) => api.delete('/api/favorites/{id}', { params: { path: { id } } }),
  check: (recordId: number) =>
    api.get('/api/favorites/check/{recordId}', { params: { path: { recordId } } }),
  /** What the person wrote; the server keeps an enrichment beside it. */
  updateNotes: async (id: number, writtenNotes: string) =>
    (
      await api.patch('/api/favorites/{id}/notes', {
        params: { path: { id } },
        body: { writtenNotes },
      })
    ).favorite,
  /** Within 24 h of the last enrichment the server returns it free, unless `refresh` (5 credits). */
  enrich: (id: number, refresh = false): Promise<EnrichResult> =>
    api.post('/api/favorites/{id}/enrich', {
      params: { path: { id }, query: refresh ? { refresh } : {} },
    }),
  exportCsv: () => api.get('/api/favorites/export', { parseAs: 'blob' }),
  documents: async (id: number) =>
    (await api.get('/api/favorites/{id}/documents', { params: { path: { id } } })).documents,
  upload: async (id: number, file: File) =>
    (
      await api.post('/api/favorites/{id}/documents', {
        params: { path: { id } },
        body: { document: binary(file) },
        bodySerializer: asFormData,
      })
    ).document,
  download: (documentId: number) =>
    api.get('/api/favorites/documents/{documentId}/download', {
      params: { path: { documentId } },
      parseAs: 'blob',
    }),
  removeDocument: (documentId: number) =>
    api.delete('/api/favorites/documents/{documentId}', { params: { path: { documentId } } }),
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
