import type { ApiSchemas } from '../../shared/api';

/** A favorite as the API shows it (spec §3, snake_case): its own fields plus its record's. */
export type Favorite = ApiSchemas['FavoriteResponse'];

export type FavoritesPage = ApiSchemas['FavoritePageResponse'];

export type FavoriteDocument = ApiSchemas['FavoriteDocumentResponse'];

/** The five read-only sections of an enrichment (spec §3). */
export const ENRICHED_SECTIONS = [
  'insee',
  'sirenBasic',
  'financial',
  'intellectualProperty',
  'siretSpecific',
] as const;
export type EnrichedSection = (typeof ENRICHED_SECTIONS)[number];

/** The enrichment kept in a favorite's notes, parsed by the server. */
export type EnrichedNotes = ApiSchemas['FavoriteEnrichment'];

export type EnrichResult =
  ApiSchemas['EnrichmentComingSoonResponse'] | ApiSchemas['EnrichedResponse'];
