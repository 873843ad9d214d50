import { registerAs } from '@nestjs/config';
import { Env, readProductionRequired, readString, readUrl } from './env';

export function loadRedisConfig(env: Env) {
  readProductionRequired(env, 'REDIS_URL', 'redis://127.0.0.1:6379');
  return {
    url: readUrl(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis', 'rediss']),
    /** Namespaces every key (rate limits, queues) so several installs or test runs share one Redis. */
    keyPrefix: readString(env, 'REDIS_KEY_PREFIX', 'bodacc'),
  };
}

export const redisConfig = registerAs('redis', () => loadRedisConfig(process.env));
