import { loadDotEnv } from '../../../../scripts/dot-env.cjs';
import { alertsConfig, loadAlertsConfig } from './alerts.config';
import { appConfig, loadAppConfig } from './app.config';
import { authConfig, loadAuthConfig } from './auth.config';
import { billingConfig, loadBillingConfig } from './billing.config';
import { databaseConfig, loadDatabaseConfig } from './database.config';
import { Env } from './env';
import { exportConfig, loadExportConfig } from './export.config';
import { favoritesConfig, loadFavoritesConfig } from './favorites.config';
import { ingestionConfig, loadIngestionConfig } from './ingestion.config';
import { loadMailConfig, mailConfig } from './mail.config';
import { loadRedisConfig, redisConfig } from './redis.config';
import { loadSyncConfig, syncConfig } from './sync.config';
import { loadWebhooksConfig, webhooksConfig } from './webhooks.config';

export { ConfigError } from './env';
export {
  alertsConfig,
  appConfig,
  authConfig,
  billingConfig,
  databaseConfig,
  exportConfig,
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
export type { ExportConfig } from './export.config';

export const allConfigs = [
  alertsConfig,
  appConfig,
  authConfig,
  billingConfig,
  databaseConfig,
  exportConfig,
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
    loadExportConfig,
    loadRedisConfig,
    loadAuthConfig,
    loadMailConfig,
    loadIngestionConfig,
    loadBillingConfig,
    loadFavoritesConfig,
    loadSyncConfig,
    loadWebhooksConfig,
    loadAlertsConfig,
  ]) {
    load(env);
  }
}
