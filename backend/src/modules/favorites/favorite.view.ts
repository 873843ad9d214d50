import type { AnalyzerRecordView } from '../analyzer';
import type { FavoriteDocumentResponse, FavoriteResponse } from './dto/favorite.response';
import type { FavoriteDocument } from './entities/favorite-document.entity';
import { FAVORITE_RECORD_FIELDS, FavoriteRecordField } from './favorite-record.fields';
import { additionalNotesOf, parseEnrichedNotes } from './favorite-notes';
import type { FavoriteWithCount } from './favorites.repository';

type FavoriteOwnFields = Omit<FavoriteResponse, FavoriteRecordField>;

/**
 * A favorite with its whole record, for the server's own use (the CSV export). The API shows its
 * summary (`toFavoriteSummary`).
 */
export type FavoriteView = FavoriteOwnFields &
  Partial<Omit<AnalyzerRecordView, 'id' | 'isFavorite' | 'favorite'>>;

/** A favorite as the API shows it: its own fields and its record's summary fields. */
export type FavoriteSummaryView = FavoriteResponse;

/** The favorite's own fields, its notes parsed here (the client never reads the stored JSON). */
function ownFieldsOf(favorite: FavoriteWithCount): FavoriteOwnFields {
  const enrichment = parseEnrichedNotes(favorite.notes);
  return {
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

export function toFavoriteView(
  favorite: FavoriteWithCount,
  record: AnalyzerRecordView | undefined,
): FavoriteView {
  const recordFields: Partial<AnalyzerRecordView> = { ...record };
  delete recordFields.id;
  delete recordFields.isFavorite;
  delete recordFields.favorite;
  return { ...recordFields, ...ownFieldsOf(favorite) };
}

/**
 * Adding a favorite is free, so the API shows no more of its record than a results row does
 * (CONTRACT §4.5: the rest is read by opening the record, which is metered).
 */
export function toFavoriteSummary(
  favorite: FavoriteWithCount,
  record: AnalyzerRecordView | undefined,
): FavoriteSummaryView {
  const recordFields = record
    ? Object.fromEntries(FAVORITE_RECORD_FIELDS.map((field) => [field, record[field]]))
    : {};
  return { ...recordFields, ...ownFieldsOf(favorite) };
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
