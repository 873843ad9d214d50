const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The local test checkout: a plain page, unmistakably in test mode, with pay and cancel. */
export function testCheckoutPage(
  checkout: { id: string; amount: number; currency: string },
  label: string,
): string {
  const amount = new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: checkout.currency.toUpperCase(),
  }).format(checkout.amount / 100);
  const action = (verb: string) => `/api/payments/test-checkout/${checkout.id}/${verb}`;
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paiement de test</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; padding: 24px; color: #111827; }
  main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 1px 4px #0002; }
  .banner { background: #fef3c7; color: #92400e; border: 1px solid #f59e0b; border-radius: 8px; padding: 10px 12px; font-weight: 600; }
  .amount { font-size: 32px; font-weight: 700; margin: 16px 0 4px; }
  button { width: 100%; padding: 12px; border-radius: 8px; border: 0; font-size: 16px; margin-top: 12px; cursor: pointer; }
  .pay { background: #1d4ed8; color: #fff; } .cancel { background: #e5e7eb; color: #111827; }
</style></head>
<body><main>
  <p class="banner" role="alert">MODE TEST — aucun paiement réel / TEST MODE — no real payment</p>
  <h1>${escapeHtml(label)}</h1>
  <p class="amount">${escapeHtml(amount)}</p>
  <form method="post" action="${action('complete')}"><button class="pay" type="submit">Payer (test) / Pay (test)</button></form>
  <form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Annuler / Cancel</button></form>
</main></body></html>`;
}
