const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type CheckoutLanguage = 'fr' | 'en';

/** The screen's language, as the frontend names it in `?lang=`; French unless English is asked. */
export const checkoutLanguage = (lang: unknown): CheckoutLanguage => (lang === 'en' ? 'en' : 'fr');

const DAY_MS = 86_400_000;

interface TermsOf {
  /** A subscription starting with a free trial: nothing today, the monthly price after it. */
  trial: (days: number, price: string, firstCharge: string) => string;
  /** A subscription charged at once. */
  monthly: (price: string) => string;
}

const TEXTS = {
  fr: {
    locale: 'fr-FR',
    title: 'Paiement de test',
    banner: 'MODE TEST — aucun paiement réel',
    pay: 'Payer (test)',
    startTrial: 'Démarrer l’essai gratuit (test)',
    today: (amount: string) => `${amount} aujourd’hui`,
    terms: {
      trial: (days, price, firstCharge) =>
        `${days} jours d’essai gratuit, puis ${price} par mois à partir du ${firstCharge}. Résiliable à tout moment.`,
      monthly: (price) => `${price} par mois, dès aujourd’hui. Résiliable à tout moment.`,
    },
    cancel: 'Annuler',
  },
  en: {
    locale: 'en-GB',
    title: 'Test payment',
    banner: 'TEST MODE — no real payment',
    pay: 'Pay (test)',
    startTrial: 'Start free trial (test)',
    today: (amount: string) => `${amount} today`,
    terms: {
      trial: (days, price, firstCharge) =>
        `${days}-day free trial, then ${price} per month from ${firstCharge}. Cancel any time.`,
      monthly: (price) => `${price} per month, from today. Cancel any time.`,
    },
    cancel: 'Cancel',
  },
} satisfies Record<
  CheckoutLanguage,
  Record<string, string | ((amount: string) => string) | TermsOf>
>;

export interface TestCheckout {
  id: string;
  kind: 'subscription' | 'credits';
  amount: number;
  currency: string;
  /** The free trial this checkout starts (0: charged at once). */
  trialDays: number;
}

/**
 * The local test checkout: a plain page, unmistakably in test mode, with pay and cancel, in the
 * language of the screen that opened it. A subscription says what it costs today and after: the
 * free trial and the first monthly charge, as Stripe's own checkout does.
 */
export function testCheckoutPage(
  checkout: TestCheckout,
  label: string,
  language: CheckoutLanguage,
  now = new Date(),
): string {
  const text = TEXTS[language];
  const money = (cents: number) =>
    new Intl.NumberFormat(text.locale, {
      style: 'currency',
      currency: checkout.currency.toUpperCase(),
    }).format(cents / 100);
  const price = money(checkout.amount);
  const isTrial = checkout.kind === 'subscription' && checkout.trialDays > 0;
  const firstCharge = new Intl.DateTimeFormat(text.locale, {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(new Date(now.getTime() + checkout.trialDays * DAY_MS));
  const amount = isTrial ? text.today(money(0)) : price;
  const terms =
    checkout.kind !== 'subscription'
      ? null
      : isTrial
        ? text.terms.trial(checkout.trialDays, price, firstCharge)
        : text.terms.monthly(price);
  const action = (verb: string) => `/api/payments/test-checkout/${checkout.id}/${verb}`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; padding: 24px; color: #111827; }
  main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 1px 4px #0002; }
  .banner { background: #fef3c7; color: #92400e; border: 1px solid #f59e0b; border-radius: 8px; padding: 10px 12px; font-weight: 600; }
  .amount { font-size: 32px; font-weight: 700; margin: 16px 0 4px; }
  .terms { color: #374151; line-height: 1.5; margin: 8px 0 16px; }
  button { width: 100%; padding: 12px; border-radius: 8px; border: 0; font-size: 16px; margin-top: 12px; cursor: pointer; }
  .pay { background: #1d4ed8; color: #fff; } .cancel { background: #e5e7eb; color: #111827; }
</style></head>
<body><main>
  <p class="banner" role="alert">${text.banner}</p>
  <h1>${escapeHtml(label)}</h1>
  <p class="amount">${escapeHtml(amount)}</p>
  ${terms ? `<p class="terms" data-testid="checkout-terms">${escapeHtml(terms)}</p>` : ''}
  <form method="post" action="${action('complete')}"><button class="pay" type="submit">${isTrial ? text.startTrial : text.pay}</button></form>
  <form method="post" action="${action('cancel')}"><button class="cancel" type="submit">${text.cancel}</button></form>
</main></body></html>`;
}
