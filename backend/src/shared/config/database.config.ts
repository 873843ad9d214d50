import { registerAs } from '@nestjs/config';
import { Env, readProductionRequired, readUrl } from './env';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bodacc';

export function loadDatabaseConfig(env: Env) {
  readProductionRequired(env, 'DATABASE_URL', DEFAULT_DATABASE_URL);
  return {
    url: readUrl(env, 'DATABASE_URL', DEFAULT_DATABASE_URL, ['postgres', 'postgresql']),
  };
}

export const databaseConfig = registerAs('database', () => loadDatabaseConfig(process.env));
