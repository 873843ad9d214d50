import { registerAs } from '@nestjs/config';
import { Env, readInt, readProductionRequired, readUrl } from './env';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bodacc';

const POSTGRES = ['postgres', 'postgresql'];

/** Unset or empty: no replica, every read goes to the primary. */
function readReplicaUrl(env: Env): string | null {
  const raw = env.DATABASE_READ_URL;
  if (raw === undefined || raw.trim() === '') return null;
  return readUrl(env, 'DATABASE_READ_URL', '', POSTGRES);
}

export function loadDatabaseConfig(env: Env) {
  readProductionRequired(env, 'DATABASE_URL', DEFAULT_DATABASE_URL);
  return {
    url: readUrl(env, 'DATABASE_URL', DEFAULT_DATABASE_URL, POSTGRES),
    /** A streaming replica of `url` for the search, company pages and exports (ReadDatabase). */
    readUrl: readReplicaUrl(env),
    /** Rows of counts and analytics kept per API process until the catalogue changes (0: none). */
    cacheRows: readInt(env, 'CATALOGUE_CACHE_ROWS', 100_000, 0, 10_000_000),
  };
}

export const databaseConfig = registerAs('database', () => loadDatabaseConfig(process.env));
