import { registerAs } from '@nestjs/config';
import { Env, readString, readUrl } from './env';

export function loadMailConfig(env: Env) {
  return {
    smtpUrl: readUrl(env, 'SMTP_URL', 'smtp://127.0.0.1:1025', ['smtp', 'smtps']),
    from: readString(env, 'MAIL_FROM', 'no-reply@localhost'),
  };
}

export const mailConfig = registerAs('mail', () => loadMailConfig(process.env));
