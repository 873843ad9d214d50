import { existsSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { DomainException } from '../../shared/errors';
import { IngestionError } from './ingestion.errors';

const real = (path: string) => (existsSync(path) ? realpathSync(path) : resolve(path));

/**
 * The absolute path of an existing file inside INGEST_DIR (relative paths are taken from
 * there); symlinks are resolved first so none leads outside. Throws the contract's 400s.
 */
export function resolveIngestFile(ingestDir: string, input: string): string {
  const root = real(ingestDir);
  const candidate = real(isAbsolute(input) ? input : resolve(root, input));
  const inside = relative(root, candidate);
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) {
    throw new DomainException(IngestionError.PathOutsideIngestDir);
  }
  if (!existsSync(candidate) || !statSync(candidate).isFile()) {
    throw new DomainException(IngestionError.FileNotFound);
  }
  return candidate;
}

/** The code of the error `resolveIngestFile` would answer for this path; null when it resolves. */
export function ingestFileProblem(ingestDir: string, input: string): string | null {
  try {
    resolveIngestFile(ingestDir, input);
    return null;
  } catch (error) {
    if (error instanceof DomainException) return error.definition.code;
    throw error;
  }
}
