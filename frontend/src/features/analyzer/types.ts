/** A business record as the API returns it (spec §3, snake_case), with its favorite status. */
export interface AnalyzerRecord {
  id: number;
  annonce_id: string;
  date_parution: string | null;
  type_annonce: string | null;
  nom_complet: string | null;
  nom_commercial: string | null;
  forme_juridique: string | null;
  rcs: string | null;
  siren?: string | null;
  date_annonce: string | null;
  tribunal: string | null;
  numero_departement: string | null;
  adresse: string | null;
  ville?: string | null;
  capital: number | string | null;
  activite: string | null;
  famille: string | null;
  numero_annonce: string | null;
  proceduration_collective_existe: boolean | null;
  type_jugement: string | null;
  date_jugement: string | null;
  date_cessation_paiements: string | null;
  complementaire: string | null;
  annonce_text: string | null;
  details_annonce_json: unknown;
  isFavorite?: boolean;
  favorite?: { id: number | string } | null;
}

export interface RecordPage {
  data: AnalyzerRecord[];
  meta: {
    page: number;
    limit: number;
    total: number;
    totalPages: number;
    /** False when the server estimated a very large total (past 10,000 matches). */
    totalIsExact?: boolean;
  };
}

/** The search filter of spec §3. */
export interface SearchFilters {
  searchQuery: string;
  fromDate: string;
  toDate: string;
  types: string[];
  includeInactive: boolean;
}
