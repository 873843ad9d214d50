import i18n from '../i18n/i18n';

/** Where the server serves its local test checkout (when no Stripe keys are set). */
const TEST_CHECKOUT_PATH = '/api/payments/test-checkout/';

/**
 * The checkout URL, told the screen's language when it is the server's test checkout (a
 * provider's page chooses its own language).
 */
export function inScreenLanguage(url: string, language = i18n.language): string {
  const target = new URL(url, window.location.href);
  if (!target.pathname.startsWith(TEST_CHECKOUT_PATH)) return url;
  target.searchParams.set('lang', language);
  return target.toString();
}

/** Leaving the app for another site (the payment provider); an object so tests can spy on it. */
export const redirect = {
  to(url: string): void {
    window.location.assign(inScreenLanguage(url));
  },
};
