/** A favorite as the API shows it (spec §3, snake_case): its own fields plus its record's. */
export interface Favorite {
  id: number;
  analyzer_record_id: number;
  notes: string | null;
  hasEnrichedData: boolean;
  documentCount: number;
  created_at: string;
  updated_at: string;
  nom_complet?: string | null;
  nom_commercial?: string | null;
  date_parution?: string | null;
  type_annonce?: string | null;
  rcs?: string | null;
  siren?: string | null;
  forme_juridique?: string | null;
  adresse?: string | null;
  activite?: string | null;
  annonce_text?: string | null;
  details_annonce_json?: unknown;
}

export interface FavoritesPage {
  favorites: Favorite[];
  total: number;
  page: number;
  limit: number;
}

export interface FavoriteDocument {
  id: number;
  favorite_id: number;
  original_name: string;
  mime_type: string;
  size: number;
  uploaded_at: string;
}

/** The five read-only sections of an enrichment (spec §3). */
export const ENRICHED_SECTIONS = [
  'insee',
  'sirenBasic',
  'financial',
  'intellectualProperty',
  'siretSpecific',
] as const;
export type EnrichedSection = (typeof ENRICHED_SECTIONS)[number];

export interface EnrichedNotes {
  enriched: true;
  timestamp?: string;
  data: Partial<Record<EnrichedSection, unknown>> & Record<string, unknown>;
  additionalNotes?: string;
}

export type EnrichResult =
  | { comingSoon: true; message: string }
  | { success: true; data: { enrichedData: Record<string, unknown>; favorite: Favorite } };
