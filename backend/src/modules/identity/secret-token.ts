import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token for e-mailed links; only its hash is stored. */
export function generateSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
