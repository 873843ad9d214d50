import type { AnalyzerRecordView } from '../analyzer';
import type { FavoriteDocumentResponse, FavoriteResponse } from './dto/favorite.response';
import type { FavoriteDocument } from './entities/favorite-document.entity';
import { additionalNotesOf, parseEnrichedNotes } from './favorite-notes';
import type { FavoriteWithCount } from './favorites.repository';

/**
 * A favorite as the API shows it: its own fields, the record's fields (so the detail screen
 * needs nothing else), its notes parsed here (the client never reads the stored JSON), and how
 * many documents it has.
 */
export type FavoriteView = FavoriteResponse;

export function toFavoriteView(
  favorite: FavoriteWithCount,
  record: AnalyzerRecordView | undefined,
): FavoriteView {
  const recordFields: Partial<AnalyzerRecordView> = { ...record };
  delete recordFields.id;
  delete recordFields.isFavorite;
  delete recordFields.favorite;
  const enrichment = parseEnrichedNotes(favorite.notes);
  return {
    ...recordFields,
    id: favorite.id,
    analyzer_record_id: favorite.analyzerRecordId,
    notes: favorite.notes,
    written_notes: additionalNotesOf(favorite.notes),
    enrichment: enrichment && { timestamp: enrichment.timestamp ?? null, data: enrichment.data },
    hasEnrichedData: enrichment !== null,
    documentCount: favorite.documentCount,
    created_at: favorite.createdAt,
    updated_at: favorite.updatedAt,
  };
}

export type DocumentView = FavoriteDocumentResponse;

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
