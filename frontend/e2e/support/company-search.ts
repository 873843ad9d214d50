import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A result of the public recherche-entreprises API, as `GET /search?q=<siren>` returns it. */
export interface CompanySearchResult {
  siren: string;
  nom_complet: string;
  activite_principale: string | null;
  tranche_effectif_salarie: string | null;
  date_creation: string | null;
  etat_administratif: 'A' | 'C';
  siege: { siret: string; est_siege: true; etat_administratif: 'A' | 'F' };
  nombre_etablissements: number;
  nombre_etablissements_ouverts: number;
}

/**
 * A local stand-in of recherche-entreprises (ENRICHMENT_API_URL): `GET /search?q=&page=&per_page=`
 * answers `{ results, total_results, page, per_page, total_pages }`, an empty `results` for a
 * SIREN it does not hold. Records each search.
 */
export async function startCompanySearch(companies: CompanySearchResult[]) {
  const searches: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('Content-Type', 'application/json');
    if (url.pathname !== '/search') {
      response.statusCode = 404;
      response.end(JSON.stringify({ erreur: 'Not found' }));
      return;
    }
    const q = url.searchParams.get('q') ?? '';
    searches.push(q);
    const results = companies.filter((company) => company.siren === q);
    response.end(
      JSON.stringify({
        results,
        total_results: results.length,
        page: Number(url.searchParams.get('page') ?? 1),
        per_page: Number(url.searchParams.get('per_page') ?? 10),
        total_pages: results.length ? 1 : 0,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    searches,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
