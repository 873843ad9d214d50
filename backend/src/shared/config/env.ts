import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export type Env = Record<string, string | undefined>;

/** A configuration value that is missing or malformed; main.ts prints it as one line. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid configuration: ${variable} ${reason}`);
  }
}

export const isProduction = (env: Env) => env.NODE_ENV === 'production';

function value(env: Env, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

export function readString(env: Env, name: string, fallback?: string): string {
  const found = value(env, name) ?? fallback;
  if (found === undefined) throw new ConfigError(name, 'is required');
  return found;
}

export function readOptional(env: Env, name: string): string | undefined {
  return value(env, name);
}

/** Required in production; the development default elsewhere. */
export function readProductionRequired(env: Env, name: string, devDefault: string): string {
  const found = value(env, name);
  if (found !== undefined) return found;
  if (isProduction(env)) throw new ConfigError(name, 'is required in production');
  return devDefault;
}

export function readUrl(env: Env, name: string, fallback: string, protocols: string[]): string {
  const raw = readString(env, name, fallback);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(url.protocol.replace(/:$/, ''))) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')}, got "${url.protocol}"`);
  }
  return raw;
}

export function readInt(env: Env, name: string, fallback: number, min = 0, max = 2 ** 31): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return Number(raw);
}

export function readEnum<T extends string>(
  env: Env,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = value(env, name) ?? fallback;
  if (!allowed.includes(raw as T)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Durations such as 15m or 30d, returned in seconds. */
export function readDuration(env: Env, name: string, fallback: string): number {
  const raw = readString(env, name, fallback);
  const match = /^(\d+)([smhd])$/.exec(raw);
  if (!match || Number(match[1]) === 0) {
    throw new ConfigError(name, `must be a duration such as 15m, 12h or 30d, got "${raw}"`);
  }
  return Number(match[1]) * DURATION_UNITS[match[2]];
}

export const dataDir = (env: Env) => resolve(readString(env, 'DATA_DIR', '.data'));

/** Development convenience: a random secret generated once and kept under .data/. */
export function persistedDevSecret(env: Env, name: string): string {
  const file = resolve(dataDir(env), 'secrets', `${name.toLowerCase()}.txt`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
