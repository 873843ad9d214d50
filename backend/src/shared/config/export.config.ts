import { registerAs } from '@nestjs/config';
import { Env, readInt } from './env';

/** The limits that keep streamed exports from holding what every other request needs. */
export function loadExportConfig(env: Env) {
  return {
    /** Connections of the export pool, per API process (the main pool is never used). */
    maxConnections: readInt(env, 'EXPORT_MAX_CONNECTIONS', 4, 1, 100),
    /** Exports one account (its API keys included) may run at once, across processes. */
    maxPerAccount: readInt(env, 'EXPORT_MAX_PER_ACCOUNT', 2, 1, 20),
    /** A download whose reader has taken nothing for this long is cut, its cursor closed. */
    stallTimeoutMs: readInt(env, 'EXPORT_STALL_TIMEOUT_MS', 30_000, 100, 3_600_000),
    /** No export lasts longer than this, however slowly it is read. */
    maxDurationMs: readInt(env, 'EXPORT_MAX_DURATION_MS', 600_000, 1_000, 86_400_000),
  };
}

export type ExportConfig = ReturnType<typeof loadExportConfig>;

export const exportConfig = registerAs('export', () => loadExportConfig(process.env));
