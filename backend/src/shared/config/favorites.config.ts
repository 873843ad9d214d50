import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { loadAppConfig } from './app.config';
import { Env, readInt, readUrl } from './env';

export const DEFAULT_ENRICHMENT_API_URL = 'https://recherche-entreprises.api.gouv.fr';

/** Set but empty means "no enrichment" (comingSoon); unset means the public API. */
function readEnrichmentUrl(env: Env): string | undefined {
  const raw = env.ENRICHMENT_API_URL;
  if (raw !== undefined && raw.trim() === '') return undefined;
  return readUrl(env, 'ENRICHMENT_API_URL', DEFAULT_ENRICHMENT_API_URL, ['http', 'https']).replace(
    /\/+$/,
    '',
  );
}

export function loadFavoritesConfig(env: Env) {
  const { uploadDir } = loadAppConfig(env);
  return {
    /** Favorite documents, stored by generated id; uploads land in `incoming/` first. */
    documentsDir: resolve(uploadDir, 'favorite-documents'),
    incomingDir: resolve(uploadDir, 'incoming'),
    maxDocumentBytes: 10 * 1024 * 1024,
    enrichmentApiUrl: readEnrichmentUrl(env),
    /** Per attempt; a failed attempt (network error, timeout, 5xx) is retried once. */
    enrichmentTimeoutMs: readInt(env, 'ENRICHMENT_TIMEOUT_MS', 8000, 50, 120_000),
  };
}

export const favoritesConfig = registerAs('favorites', () => loadFavoritesConfig(process.env));
