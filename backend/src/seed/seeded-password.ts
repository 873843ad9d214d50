import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { loadAppConfig } from '../shared/config/app.config';

/** A seeded account's password and where it comes from (for the line that names it). */
export type SeededPassword = { password: string; source: string };

/** The variable when set, else a password generated once and kept under DATA_DIR. */
export function seededPassword(variable: string, fileName: string): SeededPassword {
  const configured = process.env[variable]?.trim();
  if (configured) return { password: configured, source: variable };
  const file = join(loadAppConfig(process.env).dataDir, fileName);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(12).toString('base64url'), { mode: 0o600 });
  }
  return { password: readFileSync(file, 'utf8').trim(), source: relative(process.cwd(), file) };
}
