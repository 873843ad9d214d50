/**
 * The parts of the recherche-entreprises API answer we read
 * (GET /search?q=…: `{ results, total_results, page, per_page, total_pages }`).
 */
export interface Etablissement {
  siret?: string;
  est_siege?: boolean | string;
  adresse?: string | null;
  code_postal?: string | null;
  commune?: string | null;
  libelle_commune?: string | null;
  departement?: string | null;
  region?: string | null;
  activite_principale?: string | null;
  date_creation?: string | null;
  date_debut_activite?: string | null;
  date_fermeture?: string | null;
  etat_administratif?: string | null;
  tranche_effectif_salarie?: string | null;
  nom_commercial?: string | null;
  liste_enseignes?: string[] | null;
  latitude?: string | number | null;
  longitude?: string | number | null;
}

export interface Dirigeant {
  type_dirigeant?: string;
  nom?: string | null;
  prenoms?: string | null;
  annee_de_naissance?: string | null;
  date_de_naissance?: string | null;
  qualite?: string | null;
  nationalite?: string | null;
  siren?: string | null;
  denomination?: string | null;
}

export interface CompanySearchResult {
  siren: string;
  nom_complet?: string | null;
  nom_raison_sociale?: string | null;
  sigle?: string | null;
  nombre_etablissements?: number | null;
  nombre_etablissements_ouverts?: number | null;
  siege?: Etablissement | null;
  activite_principale?: string | null;
  section_activite_principale?: string | null;
  categorie_entreprise?: string | null;
  annee_categorie_entreprise?: string | null;
  caractere_employeur?: string | null;
  tranche_effectif_salarie?: string | null;
  annee_tranche_effectif_salarie?: string | null;
  date_creation?: string | null;
  date_fermeture?: string | null;
  date_mise_a_jour?: string | null;
  etat_administratif?: string | null;
  nature_juridique?: string | null;
  statut_diffusion?: string | null;
  dirigeants?: Dirigeant[] | null;
  finances?: Record<string, { ca?: number | null; resultat_net?: number | null }> | null;
  complements?: Record<string, unknown> | null;
  matching_etablissements?: Etablissement[] | null;
}

export interface CompanySearchResponse {
  results: CompanySearchResult[];
  total_results: number;
  page: number;
  per_page: number;
  total_pages: number;
}
