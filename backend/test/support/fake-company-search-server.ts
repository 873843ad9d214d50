import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * A local HTTP server answering like the public recherche-entreprises API
 * (GET /search?q=&page=&per_page=): `{ results, total_results, page, per_page, total_pages }`,
 * an empty `results` for an unknown SIREN. Records each request.
 */
export class FakeCompanySearchServer {
  readonly requests: URL[] = [];
  /** When each request arrived (ms since the epoch), in the order of `requests`. */
  readonly arrivals: number[] = [];
  /** SIRENs answered only after this many milliseconds (to exceed the client's timeout). */
  readonly slow = new Map<string, number>();
  /** How many next requests answer 503 before the normal answer. */
  failuresToServe = 0;
  private readonly companies = new Map<string, object>();
  private readonly server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    this.requests.push(url);
    this.arrivals.push(Date.now());
    response.setHeader('Content-Type', 'application/json');
    if (url.pathname !== '/search') {
      response.statusCode = 404;
      response.end(JSON.stringify({ erreur: 'Not found' }));
      return;
    }
    if (this.failuresToServe > 0) {
      this.failuresToServe -= 1;
      response.statusCode = 503;
      response.end(JSON.stringify({ erreur: 'Service temporairement indisponible' }));
      return;
    }
    const q = url.searchParams.get('q') ?? '';
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const company = this.companies.get(q);
    const body = JSON.stringify({
      results: company ? [company] : [],
      total_results: company ? 1 : 0,
      page: Number(url.searchParams.get('page') ?? 1),
      per_page: perPage,
      total_pages: company ? 1 : 0,
    });
    const delay = this.slow.get(q);
    if (delay) setTimeout(() => !response.destroyed && response.end(body), delay);
    else response.end(body);
  });

  add(company: { siren: string }): this {
    this.companies.set(company.siren, company);
    return this;
  }

  searchesFor(siren: string): URL[] {
    return this.requests.filter((url) => url.searchParams.get('q') === siren);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** One result as the public API returns it (fields and nesting of its documented format). */
export function companyResult(siren: string, name: string) {
  return {
    siren,
    nom_complet: `${name} (${name.split(' ')[0]})`,
    nom_raison_sociale: name,
    sigle: null,
    nombre_etablissements: 3,
    nombre_etablissements_ouverts: 2,
    siege: {
      activite_principale: '10.71C',
      activite_principale_registre_metier: null,
      adresse: '12 RUE DE LA RÉPUBLIQUE 69002 LYON',
      cedex: null,
      code_pays_etranger: null,
      code_postal: '69002',
      commune: '69382',
      complement_adresse: null,
      coordonnees: '45.762,4.836',
      date_creation: '2015-03-01',
      date_debut_activite: '2015-03-01',
      date_fermeture: null,
      date_mise_a_jour: null,
      date_mise_a_jour_insee: '2024-03-30T10:12:13',
      departement: '69',
      distribution_speciale: null,
      epci: '200046977',
      est_siege: true,
      etat_administratif: 'A',
      geo_adresse: '12 Rue de la République 69002 Lyon',
      geo_id: '69382_5690_00012',
      indice_repetition: null,
      latitude: '45.762',
      libelle_cedex: null,
      libelle_commune: 'LYON',
      libelle_commune_etranger: null,
      libelle_pays_etranger: null,
      libelle_voie: 'DE LA RÉPUBLIQUE',
      liste_enseignes: ['LE PAIN DORÉ'],
      liste_finess: null,
      liste_id_bio: null,
      liste_idcc: ['1747'],
      liste_id_organisme_formation: null,
      liste_rge: null,
      liste_uai: null,
      longitude: '4.836',
      nom_commercial: 'LE PAIN DORÉ',
      numero_voie: '12',
      region: '84',
      siret: `${siren}00015`,
      statut_diffusion_etablissement: 'O',
      tranche_effectif_salarie: '03',
      type_voie: 'RUE',
    },
    activite_principale: '10.71C',
    categorie_entreprise: 'PME',
    caractere_employeur: 'O',
    annee_categorie_entreprise: '2022',
    date_creation: '2015-03-01',
    date_fermeture: null,
    date_mise_a_jour: '2024-04-05T08:01:02',
    date_mise_a_jour_insee: '2024-03-30T10:12:13',
    date_mise_a_jour_rne: '2024-02-01T09:00:00',
    dirigeants: [
      {
        nom: 'DUPONT',
        prenoms: 'JEAN PIERRE',
        annee_de_naissance: '1970',
        date_de_naissance: '1970-05',
        qualite: 'Gérant',
        nationalite: 'Française',
        type_dirigeant: 'personne physique',
      },
      {
        siren: '552120222',
        denomination: 'HOLDING DUPONT',
        qualite: 'Associé',
        type_dirigeant: 'personne morale',
      },
    ],
    etat_administratif: 'A',
    finances: {
      '2022': { ca: 1250000, resultat_net: 83000 },
      '2023': { ca: 1410000, resultat_net: 97000 },
    },
    nature_juridique: '5499',
    section_activite_principale: 'C',
    statut_diffusion: 'O',
    tranche_effectif_salarie: '03',
    annee_tranche_effectif_salarie: '2022',
    complements: {
      collectivite_territoriale: null,
      convention_collective_renseignee: true,
      liste_idcc: ['1747'],
      egapro_renseignee: false,
      est_achats_responsables: false,
      est_alim_confiance: false,
      est_association: false,
      est_bio: false,
      est_entrepreneur_individuel: false,
      est_entrepreneur_spectacle: false,
      est_ess: false,
      est_finess: false,
      est_organisme_formation: false,
      est_qualiopi: false,
      est_rge: false,
      est_service_public: false,
      est_siae: false,
      est_societe_mission: false,
      est_uai: false,
      identifiant_association: null,
      statut_entrepreneur_spectacle: null,
      type_siae: null,
    },
    matching_etablissements: [
      {
        activite_principale: '10.71C',
        adresse: '12 RUE DE LA RÉPUBLIQUE 69002 LYON',
        code_postal: '69002',
        commune: '69382',
        date_creation: '2015-03-01',
        date_debut_activite: '2015-03-01',
        date_fermeture: null,
        est_siege: true,
        etat_administratif: 'A',
        geo_id: '69382_5690_00012',
        latitude: '45.762',
        libelle_commune: 'LYON',
        liste_enseignes: ['LE PAIN DORÉ'],
        liste_finess: null,
        liste_id_bio: null,
        liste_idcc: ['1747'],
        liste_id_organisme_formation: null,
        liste_rge: null,
        liste_uai: null,
        longitude: '4.836',
        nom_commercial: 'LE PAIN DORÉ',
        region: '84',
        siret: `${siren}00015`,
        statut_diffusion_etablissement: 'O',
        tranche_effectif_salarie: '03',
      },
    ],
    section_activite_principale_naf25: null,
  };
}
