import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { favoritesConfig } from '../../shared/config';
import { DomainException } from '../../shared/errors';
import type { CompanySearchResponse, CompanySearchResult } from './enrichment/company-search.types';
import { FavoritesError } from './favorites.errors';

const ATTEMPTS = 2;

class RetryableFailure extends Error {
  constructor(
    message: string,
    readonly isTimeout = false,
  ) {
    super(message);
  }
}

/** The public recherche-entreprises API (ENRICHMENT_API_URL): one company by SIREN. */
@Injectable()
export class EnrichmentClient {
  private readonly logger = new Logger(EnrichmentClient.name);

  constructor(
    @Inject(favoritesConfig.KEY) private readonly config: ConfigType<typeof favoritesConfig>,
  ) {}

  /** False when ENRICHMENT_API_URL is empty: enrichment is then "coming soon". */
  isEnabled(): boolean {
    return Boolean(this.config.enrichmentApiUrl);
  }

  /**
   * The company with exactly this SIREN. Network errors, timeouts and 5xx are tried twice;
   * any failure is a DomainException (not found, unavailable or timed out).
   */
  async findCompany(siren: string): Promise<CompanySearchResult> {
    const url = new URL(`${this.config.enrichmentApiUrl}/search`);
    url.search = new URLSearchParams({ q: siren, page: '1', per_page: '1' }).toString();
    let last: RetryableFailure | undefined;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      try {
        const answer = await this.get(url);
        const company = answer.results?.find((result) => result.siren === siren);
        if (!company) throw new DomainException(FavoritesError.CompanyNotFound);
        return company;
      } catch (error) {
        if (!(error instanceof RetryableFailure)) throw error;
        last = error;
        this.logger.warn(`Enrichment attempt ${attempt} for ${siren} failed: ${error.message}`);
      }
    }
    throw new DomainException(
      last?.isTimeout ? FavoritesError.EnrichmentTimeout : FavoritesError.EnrichmentUnavailable,
    );
  }

  private async get(url: URL): Promise<CompanySearchResponse> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.config.enrichmentTimeoutMs),
      });
    } catch (error) {
      const isTimeout = (error as Error).name === 'TimeoutError';
      throw new RetryableFailure(isTimeout ? 'timeout' : String(error), isTimeout);
    }
    if (response.status === 404) throw new DomainException(FavoritesError.CompanyNotFound);
    if (response.status >= 500) throw new RetryableFailure(`HTTP ${response.status}`);
    if (!response.ok) {
      this.logger.warn(`Enrichment API answered ${response.status}: ${await response.text()}`);
      throw new DomainException(FavoritesError.EnrichmentUnavailable);
    }
    try {
      return (await response.json()) as CompanySearchResponse;
    } catch (error) {
      const isTimeout = (error as Error).name === 'TimeoutError';
      throw new RetryableFailure(isTimeout ? 'timeout' : 'malformed JSON', isTimeout);
    }
  }
}
