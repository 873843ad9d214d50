import { ConfigError, validateEnvironment } from '.';
import { loadAuthConfig } from './auth.config';
import { loadAppConfig } from './app.config';
import { loadDatabaseConfig } from './database.config';
import { DEFAULT_ENRICHMENT_API_URL, loadFavoritesConfig } from './favorites.config';
import { DEFAULT_BODACC_SYNC_URL, loadSyncConfig } from './sync.config';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/bodacc',
  REDIS_URL: 'redis://cache:6379',
  JWT_ACCESS_SECRET: 'a',
  JWT_REFRESH_SECRET: 'b',
};

describe('configuration validation', () => {
  it('accepts a complete production environment', () => {
    expect(() => validateEnvironment({ ...production })).not.toThrow();
  });

  it.each(['DATABASE_URL', 'REDIS_URL', 'JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET'])(
    'stops when %s is missing in production, naming it',
    (variable) => {
      const env: Record<string, string> = { ...production };
      delete env[variable];
      expect(() => validateEnvironment(env)).toThrow(
        new ConfigError(variable, 'is required in production'),
      );
    },
  );

  it.each([
    ['PORT', 'abc', /PORT must be an integer/],
    ['DATABASE_URL', 'mysql://x/y', /DATABASE_URL must use postgres or postgresql/],
    ['APP_URL', 'not a url', /APP_URL is not a valid URL/],
    ['PROCESS_ROLE', 'both', /PROCESS_ROLE must be one of all, api, worker/],
    ['ACCESS_TOKEN_TTL', '15 minutes', /ACCESS_TOKEN_TTL must be a duration/],
    ['DATABASE_READ_URL', 'http://replica/bodacc', /DATABASE_READ_URL must use postgres/],
  ])('names %s when it is malformed', (variable, value, message) => {
    expect(() => validateEnvironment({ ...production, [variable]: value })).toThrow(message);
  });

  it('reads durations in seconds and applies the contract defaults', () => {
    const auth = loadAuthConfig({ ...production });
    expect(auth.accessTtlSeconds).toBe(15 * 60);
    expect(auth.refreshTtlSeconds).toBe(30 * 86400);
    const app = loadAppConfig({});
    expect(app).toMatchObject({ port: 3000, appUrl: 'http://localhost:3000', processRole: 'all' });
  });

  it('reads from the primary unless DATABASE_READ_URL names a replica', () => {
    expect(loadDatabaseConfig({ ...production }).readUrl).toBeNull();
    expect(loadDatabaseConfig({ ...production, DATABASE_READ_URL: ' ' }).readUrl).toBeNull();
    expect(
      loadDatabaseConfig({ ...production, DATABASE_READ_URL: 'postgres://replica/bodacc' }),
    ).toMatchObject({ url: 'postgres://db/bodacc', readUrl: 'postgres://replica/bodacc' });
  });

  it('keeps 100,000 rows of catalogue reads unless CATALOGUE_CACHE_ROWS says otherwise', () => {
    expect(loadDatabaseConfig({ ...production }).cacheRows).toBe(100_000);
    expect(loadDatabaseConfig({ ...production, CATALOGUE_CACHE_ROWS: '0' }).cacheRows).toBe(0);
    expect(() => loadDatabaseConfig({ ...production, CATALOGUE_CACHE_ROWS: '-1' })).toThrow(
      /CATALOGUE_CACHE_ROWS must be an integer/,
    );
  });

  it('uses the public enrichment API by default and turns enrichment off when set empty', () => {
    expect(loadFavoritesConfig({}).enrichmentApiUrl).toBe(DEFAULT_ENRICHMENT_API_URL);
    expect(loadFavoritesConfig({ ENRICHMENT_API_URL: '' }).enrichmentApiUrl).toBeUndefined();
    expect(
      loadFavoritesConfig({ ENRICHMENT_API_URL: 'http://127.0.0.1:9/' }).enrichmentApiUrl,
    ).toBe('http://127.0.0.1:9');
    expect(() => validateEnvironment({ ...production, ENRICHMENT_API_URL: 'ftp://x' })).toThrow(
      /ENRICHMENT_API_URL must use http or https/,
    );
    expect(() => validateEnvironment({ ...production, ENRICHMENT_TIMEOUT_MS: 'soon' })).toThrow(
      /ENRICHMENT_TIMEOUT_MS must be an integer/,
    );
  });

  it('syncs from the official portal twice a day by default, and not at all when set empty', () => {
    expect(loadSyncConfig({})).toMatchObject({
      url: DEFAULT_BODACC_SYNC_URL,
      pattern: '30 6,18 * * *',
      timeZone: 'Europe/Paris',
      fromDay: null,
    });
    expect(loadSyncConfig({ BODACC_SYNC_URL: '' }).url).toBeNull();
    expect(loadSyncConfig({ BODACC_SYNC_URL: 'http://127.0.0.1:9/' }).url).toBe(
      'http://127.0.0.1:9',
    );
    expect(loadSyncConfig({ BODACC_SYNC_FROM: '2020-01-01' }).fromDay).toBe('2020-01-01');
  });

  it.each([
    ['BODACC_SYNC_URL', 'ftp://portal', /BODACC_SYNC_URL must use http or https/],
    ['BODACC_SYNC_CRON', 'twice a day', /BODACC_SYNC_CRON must be a cron pattern/],
    ['BODACC_SYNC_FROM', '2026-02-30', /BODACC_SYNC_FROM must be a date YYYY-MM-DD/],
    ['BODACC_SYNC_ATTEMPTS', '0', /BODACC_SYNC_ATTEMPTS must be an integer/],
  ])('names %s when it is malformed', (variable, value, message) => {
    expect(() => validateEnvironment({ ...production, [variable]: value })).toThrow(message);
  });
});
