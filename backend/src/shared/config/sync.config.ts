import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { isCalendarDate } from '../validation';
import { ConfigError, dataDir, Env, readInt, readOptional, readString, readUrl } from './env';

export const DEFAULT_BODACC_SYNC_URL = 'https://bodacc-datadila.opendatasoft.com';
export const DEFAULT_BODACC_SYNC_CRON = '30 6,18 * * *';
export const BODACC_SYNC_TIME_ZONE = 'Europe/Paris';

/** Five fields (or six, seconds first) of digits, names and the cron operators. */
const CRON = /^\s*[\w*,/?#-]+(\s+[\w*,/?#-]+){4,5}\s*$/;

/** Set but empty means "no sync"; unset means the official portal. */
function readSyncUrl(env: Env): string | null {
  const raw = env.BODACC_SYNC_URL;
  if (raw !== undefined && raw.trim() === '') return null;
  return readUrl(env, 'BODACC_SYNC_URL', DEFAULT_BODACC_SYNC_URL, ['http', 'https']).replace(
    /\/+$/,
    '',
  );
}

function readCron(env: Env): string {
  const pattern = readString(env, 'BODACC_SYNC_CRON', DEFAULT_BODACC_SYNC_CRON);
  if (!CRON.test(pattern)) {
    throw new ConfigError(
      'BODACC_SYNC_CRON',
      `must be a cron pattern such as "${DEFAULT_BODACC_SYNC_CRON}", got "${pattern}"`,
    );
  }
  return pattern.trim().replace(/\s+/g, ' ');
}

function readDay(env: Env, name: string): string | null {
  const day = readOptional(env, name) ?? null;
  if (day !== null && !isCalendarDate(day)) {
    throw new ConfigError(name, `must be a date YYYY-MM-DD, got "${day}"`);
  }
  return day;
}

/** The first day of the BODACC's open data. */
export const DEFAULT_BODACC_HISTORY_FROM = '2008-01-01';

export function loadSyncConfig(env: Env) {
  return {
    /** The Opendatasoft portal publishing the BODACC; null disables the sync. */
    url: readSyncUrl(env),
    pattern: readCron(env),
    timeZone: BODACC_SYNC_TIME_ZONE,
    /** The first day a first sync asks for; null: the day before it runs. */
    fromDay: readDay(env, 'BODACC_SYNC_FROM'),
    /** The first day the history job loads unless the admin chooses another (CONTRACT §8.1). */
    historyFrom: readDay(env, 'BODACC_HISTORY_FROM') ?? DEFAULT_BODACC_HISTORY_FROM,
    /** Where each run's export is written before it is imported (one file per run). */
    downloadDir: resolve(dataDir(env), 'bodacc-sync'),
    /** Where the history's monthly exports wait for their import (one file per month in progress). */
    historyDir: resolve(dataDir(env), 'bodacc-history'),
    /** Requests per download before the run fails (429, 5xx, network errors, stalls). */
    attempts: readInt(env, 'BODACC_SYNC_ATTEMPTS', 6, 1, 100),
    /** First wait before asking again; it doubles at each attempt, up to maxWaitMs. */
    retryBaseMs: readInt(env, 'BODACC_SYNC_RETRY_BASE_MS', 5_000, 0),
    /** The longest wait the sync accepts, a Retry-After included; longer ones fail the run. */
    maxWaitMs: readInt(env, 'BODACC_SYNC_MAX_WAIT_MS', 600_000, 0),
    /** A connection that sends nothing for this long (headers or body) is dropped and retried. */
    stallTimeoutMs: readInt(env, 'BODACC_SYNC_TIMEOUT_MS', 120_000, 10),
    batchSize: 1000,
  };
}

export type SyncConfig = ReturnType<typeof loadSyncConfig>;

export const syncConfig = registerAs('sync', () => loadSyncConfig(process.env));
