import { registerAs } from '@nestjs/config';
import { Env, readInt, readString, readUrl } from './env';

export function loadMailConfig(env: Env) {
  return {
    smtpUrl: readUrl(env, 'SMTP_URL', 'smtp://127.0.0.1:1025', ['smtp', 'smtps']),
    from: readString(env, 'MAIL_FROM', 'no-reply@localhost'),
    /** First wait before sending a failed e-mail again; it doubles up to retryMaxMs. */
    retryBaseMs: readInt(env, 'MAIL_RETRY_BASE_MS', 5_000, 1),
    retryMaxMs: readInt(env, 'MAIL_RETRY_MAX_MS', 3_600_000, 1),
  };
}

export const mailConfig = registerAs('mail', () => loadMailConfig(process.env));
