import type { AnalyzerRecordView } from '../analyzer';
import type { FavoriteDocument } from './entities/favorite-document.entity';
import { hasEnrichedData } from './favorite-notes';
import type { FavoriteWithCount } from './favorites.repository';

type RecordFields = Omit<AnalyzerRecordView, 'id' | 'isFavorite' | 'favorite'>;

/**
 * A favorite as the API shows it (spec §3, snake_case): its own fields, the record's fields
 * (so the detail screen needs nothing else), whether the notes hold an enrichment, and how
 * many documents it has.
 */
export type FavoriteView = Partial<RecordFields> & {
  id: number;
  analyzer_record_id: number;
  notes: string | null;
  hasEnrichedData: boolean;
  documentCount: number;
  created_at: Date;
  updated_at: Date;
};

export function toFavoriteView(
  favorite: FavoriteWithCount,
  record: AnalyzerRecordView | undefined,
): FavoriteView {
  const recordFields: Partial<AnalyzerRecordView> = { ...record };
  delete recordFields.id;
  delete recordFields.isFavorite;
  delete recordFields.favorite;
  return {
    ...recordFields,
    id: favorite.id,
    analyzer_record_id: favorite.analyzerRecordId,
    notes: favorite.notes,
    hasEnrichedData: hasEnrichedData(favorite.notes),
    documentCount: favorite.documentCount,
    created_at: favorite.createdAt,
    updated_at: favorite.updatedAt,
  };
}

export interface DocumentView {
  id: number;
  favorite_id: number;
  original_name: string;
  mime_type: string;
  size: number;
  uploaded_at: Date;
}

/** The stored name stays on the server. */
export function toDocumentView(document: FavoriteDocument): DocumentView {
  return {
    id: document.id,
    favorite_id: document.favoriteId,
    original_name: document.originalName,
    mime_type: document.mimeType,
    size: document.size,
    uploaded_at: document.uploadedAt,
  };
}
