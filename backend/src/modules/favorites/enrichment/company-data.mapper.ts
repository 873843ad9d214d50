import type { CompanySearchResult, Dirigeant, Etablissement } from './company-search.types';

export const ENRICHMENT_SOURCE = 'recherche-entreprises.api.gouv.fr';

/** A section with nothing to show stays present and says why. */
export type UnavailableSection = { available: false; reason: string };

export interface EnrichedData {
  insee: Record<string, unknown>;
  sirenBasic: Record<string, unknown>;
  financial: Record<string, unknown>;
  intellectualProperty: Record<string, unknown>;
  siretSpecific: Record<string, unknown>;
}

const unavailable = (reason: string): UnavailableSection => ({ available: false, reason });

const ADMINISTRATIVE_STATE: Record<string, string> = { A: 'Active', C: 'Cessée' };

function establishment(e: Etablissement) {
  return {
    siret: e.siret ?? null,
    isHeadOffice: e.est_siege === true || e.est_siege === 'true',
    adresse: e.adresse ?? null,
    code_postal: e.code_postal ?? null,
    libelle_commune: e.libelle_commune ?? null,
    commune: e.commune ?? null,
    departement: e.departement ?? null,
    region: e.region ?? null,
    activite_principale: e.activite_principale ?? null,
    date_creation: e.date_creation ?? null,
    date_debut_activite: e.date_debut_activite ?? null,
    date_fermeture: e.date_fermeture ?? null,
    etat_administratif: e.etat_administratif ?? null,
    tranche_effectif_salarie: e.tranche_effectif_salarie ?? null,
    nom_commercial: e.nom_commercial ?? null,
    enseignes: e.liste_enseignes ?? [],
    latitude: e.latitude ?? null,
    longitude: e.longitude ?? null,
  };
}

function dirigeant(d: Dirigeant) {
  return d.type_dirigeant === 'personne morale'
    ? {
        type: 'personne morale',
        denomination: d.denomination ?? null,
        siren: d.siren ?? null,
        qualite: d.qualite ?? null,
      }
    : {
        type: 'personne physique',
        nom: d.nom ?? null,
        prenoms: d.prenoms ?? null,
        qualite: d.qualite ?? null,
        annee_de_naissance: d.annee_de_naissance ?? d.date_de_naissance?.slice(0, 4) ?? null,
        nationalite: d.nationalite ?? null,
      };
}

function financial(company: CompanySearchResult) {
  const years = Object.entries(company.finances ?? {})
    .map(([year, figures]) => ({
      year: Number(year),
      ca: figures?.ca ?? null,
      resultat_net: figures?.resultat_net ?? null,
    }))
    .filter((entry) => Number.isInteger(entry.year))
    .sort((a, b) => b.year - a.year);
  if (!years.length) return unavailable('No published financial statements for this company');
  return { available: true, currency: 'EUR', latest: years[0], years };
}

/** The API's answer mapped into the five sections of spec §3. */
export function toEnrichedData(company: CompanySearchResult): EnrichedData {
  const siege = company.siege ?? null;
  const matching = (company.matching_etablissements ?? []).map(establishment);
  return {
    insee: {
      available: true,
      source: ENRICHMENT_SOURCE,
      siren: company.siren,
      nom_complet: company.nom_complet ?? null,
      activite_principale: company.activite_principale ?? null,
      section_activite_principale: company.section_activite_principale ?? null,
      nature_juridique: company.nature_juridique ?? null,
      categorie_entreprise: company.categorie_entreprise ?? null,
      annee_categorie_entreprise: company.annee_categorie_entreprise ?? null,
      tranche_effectif_salarie: company.tranche_effectif_salarie ?? null,
      annee_tranche_effectif_salarie: company.annee_tranche_effectif_salarie ?? null,
      caractere_employeur: company.caractere_employeur ?? null,
      statut_diffusion: company.statut_diffusion ?? null,
      date_mise_a_jour: company.date_mise_a_jour ?? null,
    },
    sirenBasic: {
      available: true,
      siren: company.siren,
      denomination: company.nom_raison_sociale ?? company.nom_complet ?? null,
      sigle: company.sigle ?? null,
      nature_juridique: company.nature_juridique ?? null,
      date_creation: company.date_creation ?? null,
      date_fermeture: company.date_fermeture ?? null,
      etat_administratif: company.etat_administratif ?? null,
      etat: ADMINISTRATIVE_STATE[company.etat_administratif ?? ''] ?? null,
      siret_siege: siege?.siret ?? null,
      adresse_siege: siege?.adresse ?? null,
      nombre_etablissements: company.nombre_etablissements ?? null,
      nombre_etablissements_ouverts: company.nombre_etablissements_ouverts ?? null,
      dirigeants: (company.dirigeants ?? []).map(dirigeant),
      complements: company.complements ?? {},
    },
    financial: financial(company),
    intellectualProperty: unavailable(
      'Trademarks, patents and designs (INPI) are not provided by the public company search API',
    ),
    siretSpecific:
      siege || matching.length
        ? {
            available: true,
            siege: siege ? establishment(siege) : null,
            matchingEtablissements: matching,
          }
        : unavailable('No establishment data for this company'),
  };
}
