const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type CheckoutLanguage = 'fr' | 'en';

/** The screen's language, as the frontend names it in `?lang=`; French unless English is asked. */
export const checkoutLanguage = (lang: unknown): CheckoutLanguage => (lang === 'en' ? 'en' : 'fr');

const TEXTS = {
  fr: {
    locale: 'fr-FR',
    title: 'Paiement de test',
    banner: 'MODE TEST — aucun paiement réel',
    pay: 'Payer (test)',
    cancel: 'Annuler',
  },
  en: {
    locale: 'en-GB',
    title: 'Test payment',
    banner: 'TEST MODE — no real payment',
    pay: 'Pay (test)',
    cancel: 'Cancel',
  },
} satisfies Record<CheckoutLanguage, Record<string, string>>;

/**
 * The local test checkout: a plain page, unmistakably in test mode, with pay and cancel, in the
 * language of the screen that opened it.
 */
export function testCheckoutPage(
  checkout: { id: string; amount: number; currency: string },
  label: string,
  language: CheckoutLanguage,
): string {
  const text = TEXTS[language];
  const amount = new Intl.NumberFormat(text.locale, {
    style: 'currency',
    currency: checkout.currency.toUpperCase(),
  }).format(checkout.amount / 100);
  const action = (verb: string) => `/api/payments/test-checkout/${checkout.id}/${verb}`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; padding: 24px; color: #111827; }
  main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 1px 4px #0002; }
  .banner { background: #fef3c7; color: #92400e; border: 1px solid #f59e0b; border-radius: 8px; padding: 10px 12px; font-weight: 600; }
  .amount { font-size: 32px; font-weight: 700; margin: 16px 0 4px; }
  button { width: 100%; padding: 12px; border-radius: 8px; border: 0; font-size: 16px; margin-top: 12px; cursor: pointer; }
  .pay { background: #1d4ed8; color: #fff; } .cancel { background: #e5e7eb; color: #111827; }
</style></head>
<body><main>
  <p class="banner" role="alert">${text.banner}</p>
  <h1>${escapeHtml(label)}</h1>
  <p class="amount">${escapeHtml(amount)}</p>
  <form method="post" action="${action('complete')}"><button class="pay" type="submit">${text.pay}</button></form>
  <form method="post" action="${action('cancel')}"><button class="cancel" type="submit">${text.cancel}</button></form>
</main></body></html>`;
}
