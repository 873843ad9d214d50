import type { Favorite, FavoriteDocument } from './types';

export const aFavorite = (overrides: Partial<Favorite> = {}): Favorite => ({
  id: 7,
  analyzer_record_id: 42,
  notes: null,
  written_notes: '',
  enrichment: null,
  hasEnrichedData: false,
  documentCount: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  nom_complet: 'CURIE ET FILS',
  date_parution: '2025-03-07',
  type_annonce: 'creation',
  rcs: '123 456 789 RCS Paris',
  forme_juridique: 'SARL',
  adresse: '12 rue Pierre et Marie Curie 75005 Paris',
  companyStatus: null,
  ...overrides,
});

export const aDocument = (overrides: Partial<FavoriteDocument> = {}): FavoriteDocument => ({
  id: 3,
  favorite_id: 7,
  original_name: 'Bilan 2024.pdf',
  mime_type: 'application/pdf',
  size: 1536,
  uploaded_at: '2026-11-02T09:00:00.000Z',
  ...overrides,
});
