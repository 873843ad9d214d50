import { loadDotEnv } from '../../../../scripts/dot-env.cjs';
import { appConfig, loadAppConfig } from './app.config';
import { authConfig, loadAuthConfig } from './auth.config';
import { billingConfig, loadBillingConfig } from './billing.config';
import { databaseConfig, loadDatabaseConfig } from './database.config';
import { Env } from './env';
import { favoritesConfig, loadFavoritesConfig } from './favorites.config';
import { ingestionConfig, loadIngestionConfig } from './ingestion.config';
import { loadMailConfig, mailConfig } from './mail.config';
import { loadRedisConfig, redisConfig } from './redis.config';
import { loadSyncConfig, syncConfig } from './sync.config';
import { loadWebhooksConfig, webhooksConfig } from './webhooks.config';

export { ConfigError } from './env';
export {
  appConfig,
  authConfig,
  billingConfig,
  databaseConfig,
  favoritesConfig,
  ingestionConfig,
  mailConfig,
  redisConfig,
  syncConfig,
  webhooksConfig,
};
export type { ProcessRole } from './app.config';
export { loadSyncConfig } from './sync.config';
export type { SyncConfig } from './sync.config';
export { loadWebhooksConfig } from './webhooks.config';
export type { WebhooksConfig } from './webhooks.config';

export const allConfigs = [
  appConfig,
  authConfig,
  billingConfig,
  databaseConfig,
  favoritesConfig,
  ingestionConfig,
  mailConfig,
  redisConfig,
  syncConfig,
  webhooksConfig,
];

/**
 * Reads a local .env (never committed) the way every script does, then validates every
 * concern; throws ConfigError.
 */
export function validateEnvironment(env: Env = process.env): void {
  if (env === process.env) loadDotEnv();
  for (const load of [
    loadAppConfig,
    loadDatabaseConfig,
    loadRedisConfig,
    loadAuthConfig,
    loadMailConfig,
    loadIngestionConfig,
    loadBillingConfig,
    loadFavoritesConfig,
    loadSyncConfig,
    loadWebhooksConfig,
  ]) {
    load(env);
  }
}
