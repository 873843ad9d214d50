import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { Env, dataDir, readEnum, readInt, readString, readUrl } from './env';

export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** auto: readable lines in development on a terminal, JSON elsewhere (production, pipes, files). */
const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export function loadAppConfig(env: Env) {
  const data = dataDir(env);
  const nodeEnv = readEnum(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  return {
    nodeEnv,
    logLevel: readEnum(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'warn' : 'info'),
    logFormat: readEnum(env, 'LOG_FORMAT', LOG_FORMATS, 'auto'),
    port: readInt(env, 'PORT', 3000, 1, 65535),
    /** Reverse proxies in front of the API whose X-Forwarded-For is believed (0: none). */
    trustProxyHops: readInt(env, 'TRUST_PROXY_HOPS', 0, 0, 10),
    /**
     * How long an idle client connection stays open: longer than the proxy in front keeps its
     * idle ones (deploy/Caddyfile: 60 s). At most 290 s: the headers' wait, 1 s more, must stay
     * within Node's 300 s for a whole request.
     */
    keepAliveTimeoutMs: readInt(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000, 1_000, 290_000),
    appUrl: readUrl(env, 'APP_URL', 'http://localhost:3000', ['http', 'https']).replace(/\/$/, ''),
    processRole: readEnum(env, 'PROCESS_ROLE', PROCESS_ROLES, 'all'),
    dataDir: data,
    uploadDir: resolve(readString(env, 'UPLOAD_DIR', resolve(data, 'uploads'))),
    ingestDir: resolve(readString(env, 'INGEST_DIR', resolve(data, 'ingest'))),
    frontendDist: resolve(
      readString(env, 'FRONTEND_DIST', resolve(__dirname, '../../../../frontend/dist')),
    ),
  };
}

export const appConfig = registerAs('app', () => loadAppConfig(process.env));
