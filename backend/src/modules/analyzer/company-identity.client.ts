import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { UnrecoverableError } from 'bullmq';
import { favoritesConfig } from '../../shared/config';

/**
 * The parts of a result of the recherche-entreprises API (GET /search?q=<siren>) that make a
 * company's identity.
 */
export interface RegisterCompany {
  siren: string;
  activite_principale?: string | null;
  tranche_effectif_salarie?: string | null;
  date_creation?: string | null;
  etat_administratif?: string | null;
  siege?: { siret?: string | null } | null;
  nombre_etablissements?: number | null;
  nombre_etablissements_ouverts?: number | null;
}

/**
 * The Sirene register as the public recherche-entreprises API (ENRICHMENT_API_URL) shows it.
 * One request per call, never retried here: the identity queue's limiter counts every request.
 */
@Injectable()
export class CompanyIdentityClient {
  constructor(
    @Inject(favoritesConfig.KEY) private readonly config: ConfigType<typeof favoritesConfig>,
  ) {}

  /** False when ENRICHMENT_API_URL is empty: no identity is asked for. */
  isEnabled(): boolean {
    return Boolean(this.config.enrichmentApiUrl);
  }

  /**
   * The company with exactly this SIREN; null when the register has none. Throws when the API
   * cannot answer: an UnrecoverableError (not retried) when it refuses the request itself.
   */
  async find(siren: string): Promise<RegisterCompany | null> {
    const url = new URL(`${this.config.enrichmentApiUrl}/search`);
    url.search = new URLSearchParams({ q: siren, page: '1', per_page: '1' }).toString();
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(this.config.enrichmentTimeoutMs),
    });
    if (!response.ok) {
      const reason = `recherche-entreprises answered ${response.status} for ${siren}`;
      const isRetryable = response.status === 429 || response.status >= 500;
      throw isRetryable ? new Error(reason) : new UnrecoverableError(reason);
    }
    const answer = (await response.json()) as { results?: RegisterCompany[] | null };
    return answer.results?.find((result) => result.siren === siren) ?? null;
  }
}
