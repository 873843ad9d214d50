import { registerAs } from '@nestjs/config';
import { Env, readOptional, readUrl } from './env';

export function loadBillingConfig(env: Env) {
  const stripeApiUrl = readOptional(env, 'STRIPE_API_URL');
  return {
    /** Empty: the built-in local test checkout replaces Stripe. */
    stripeSecretKey: readOptional(env, 'STRIPE_SECRET_KEY'),
    stripeWebhookSecret: readOptional(env, 'STRIPE_WEBHOOK_SECRET'),
    stripeApiUrl: stripeApiUrl
      ? readUrl(env, 'STRIPE_API_URL', stripeApiUrl, ['http', 'https'])
      : undefined,
    trialDays: 14,
  };
}

export const billingConfig = registerAs('billing', () => loadBillingConfig(process.env));
