import { createHmac, randomBytes } from 'node:crypto';

/** A new webhook's signing secret, shown once to its owner. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, keyed with the secret as
 * text. Signing the time with the body lets a receiver refuse an old message replayed.
 */
export function webhookSignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
