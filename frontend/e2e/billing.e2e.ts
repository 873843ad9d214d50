import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { browserSuite } from './support/suite';
import { expectHeading, expectToast, login } from './support/ui';

const { open, api, close, registerVerified } = browserSuite();
const buyer = {
  fullName: 'Irène Joliot-Curie',
  email: `irene.${Date.now()}@e2e.test`,
  password: 'artificial-1934',
};

/** Pays on the local test checkout page (clearly marked as test mode). */
async function payOnTestCheckout(
  page: Page,
  type: 'credit' | 'subscription',
  button = 'Payer (test)',
) {
  // The test checkout speaks the screen's language (French here) and only that one.
  await page.waitForURL('**/api/payments/test-checkout/**?lang=fr', { timeout: 30_000 });
  await page.getByText('MODE TEST — aucun paiement réel').waitFor();
  expect(await page.locator('body').textContent()).not.toContain('TEST MODE');
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL(`**/payment/success?type=${type}`);
  await expectHeading(page, 'Paiement réussi');
  // The page refreshes after 2 s, then offers to continue.
  await page.getByRole('link', { name: 'Continuer' }).click({ timeout: 8_000 });
}

const balanceCard = (page: Page) => page.getByTestId('credit-balance');
const historyRows = (page: Page) => page.getByTestId('credit-transaction');

describe('billing in the browser, through the local test checkout', () => {
  it('buys a credit pack: balance 10 → 110 and a purchase row in the history', async () => {
    const page = await open();
    await registerVerified(buyer, page);
    await login(page, buyer.email, buyer.password);

    await page.getByRole('banner').getByRole('link', { name: 'Crédits' }).first().click();
    await page.waitForURL('**/credits');
    await balanceCard(page).getByText('10 crédits', { exact: true }).waitFor();
    await historyRows(page).first().getByText('Crédits de bienvenue', { exact: true }).waitFor();

    // A cancelled checkout changes nothing and offers to try again.
    await page.getByRole('button', { name: 'Acheter 100 crédits' }).click();
    await page.waitForURL('**/api/payments/test-checkout/**');
    await page.getByRole('button', { name: 'Annuler', exact: true }).click();
    await page.waitForURL('**/payment/cancel?type=credit');
    await page.getByRole('link', { name: 'Réessayer' }).click();
    await page.waitForURL('**/credits');
    await balanceCard(page).getByText('10 crédits', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Acheter 100 crédits' }).click();
    await page.waitForURL('**/api/payments/test-checkout/**');
    await screenshot(page, 'fr', 'desktop', '33-test-checkout');
    await page.getByText(/9,99\s€/).waitFor(); // charged in euros, as the pack card shows
    await payOnTestCheckout(page, 'credit');
    await page.waitForURL('**/credits');
    await balanceCard(page).getByText('110 crédits', { exact: true }).waitFor();
    const newest = historyRows(page).first();
    await newest.getByText("Achat d'un pack de 100 crédits", { exact: true }).waitFor();
    expect(await newest.textContent()).toContain('+100');
    expect(await historyRows(page).count()).toBe(2);
  });

  it('subscribes to Débutant (+50 credits), then cancels it through the confirmation', async () => {
    const page = await open();
    await login(page, buyer.email, buyer.password);
    await page.goto('/subscriptions');
    await expectHeading(page, 'Abonnements');
    await page.getByText("Vous n'avez aucun abonnement pour le moment.").waitFor();
    await page
      .getByText(/9,99\s€\s\/\smois/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Solde : 110 crédits' }).waitFor();

    // A new account has no plan: its credits page points to the plans' free trial.
    await page.goto('/credits');
    const usage = page.getByTestId('monthly-usage');
    await usage.getByText(/^Ce mois-ci : 0 crédit utilisé$/).waitFor();
    await usage.getByRole('link', { name: 'Essayer une formule 14 jours gratuitement' }).click();
    await page.waitForURL('**/subscriptions');

    await page.getByRole('button', { name: "S'abonner à la formule Débutant" }).click();
    // The checkout says the trial and what is charged after it, before anything is agreed.
    await page.waitForURL('**/api/payments/test-checkout/**?lang=fr', { timeout: 30_000 });
    const firstCharge = new Intl.DateTimeFormat('fr-FR', {
      dateStyle: 'long',
      timeZone: 'Europe/Paris',
    }).format(new Date(Date.now() + 14 * 86_400_000));
    const terms = (await page.getByTestId('checkout-terms').textContent()) ?? '';
    expect(terms.replace(/\s/g, ' ')).toBe(
      `14 jours d’essai gratuit, puis 9,99 € par mois à partir du ${firstCharge}. Résiliable à tout moment.`,
    );
    await payOnTestCheckout(page, 'subscription', 'Démarrer l’essai gratuit (test)');
    await page.waitForURL('**/subscriptions');

    const row = page.getByTestId('subscription-row');
    const periodEnd = (await row.locator('td').nth(3).textContent()) ?? '';
    expect(periodEnd).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    // The first subscription starts with the free trial, ending with the first period.
    await row.getByText(`Essai gratuit jusqu'au ${periodEnd}`, { exact: true }).waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain('Débutant');
    await page.getByRole('link', { name: 'Solde : 160 crédits' }).waitFor();
    expect(await page.getByRole('button', { name: /S'abonner/ }).count()).toBe(0);
    expect(await page.getByText("14 jours d'essai gratuit").count()).toBe(0);
    expect(
      await page.getByRole('button', { name: 'Formule actuelle : Débutant' }).isDisabled(),
    ).toBe(true);

    await row.getByRole('button', { name: "Annuler l'abonnement Débutant" }).click();
    const dialog = page.getByRole('dialog', { name: "Annuler l'abonnement ?" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      `Vous conserverez l'accès premium jusqu'à la fin de la période de facturation, le ${periodEnd}.`,
    );
    await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click();
    await expectToast(page, 'Abonnement Débutant annulé');
    await row.getByText('Annulé', { exact: true }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    // Running until its period ends: it blocks a new checkout but can be taken back.
    await page
      .getByRole('button', { name: 'Reprendre cette formule : Débutant', disabled: false })
      .waitFor();

    await page.goto('/credits');
    await balanceCard(page).getByText('160 crédits', { exact: true }).waitFor();
    const newest = historyRows(page).first();
    await newest.getByText("Crédits de l'abonnement Débutant", { exact: true }).waitFor();
    expect(await newest.textContent()).toContain('+50');
  });
});

describe('billing screenshots', () => {
  it(
    'subscriptions and credits, in French and English, desktop and phone',
    { timeout: 180_000 },
    async () => {
      const account = {
        fullName: 'Pierre Curie',
        email: `pierre.${Date.now()}@e2e.test`,
        password: 'piezo-1880',
      };
      await registerVerified(account);
      const { accessToken: token } = await api<{ accessToken: string }>('/auth/login', {
        body: { email: account.email, password: account.password },
      });
      const complete = async (url: string) => {
        const response = await fetch(`${url}/complete`, { method: 'POST', redirect: 'manual' });
        expect(response.status).toBe(303);
      };
      const { url: packUrl } = await api<{ url: string }>('/payments/checkout/credits', {
        token,
        body: {
          packId: 'pack_500',
          amountInCents: 4495,
          credits: 500,
          currency: 'usd',
          description: '500',
        },
      });
      await complete(packUrl);
      const { plans } = await api<{ plans: { id: number; name: string }[] }>(
        '/subscriptions/plans',
      );
      const professional = plans.find((plan) => plan.name === 'Professionnel')!;
      const { url: planUrl } = await api<{ url: string }>('/payments/checkout/subscription', {
        token,
        body: { planId: professional.id },
      });
      await complete(planUrl);
      // A second account, without a plan, stops on the trial checkout.
      const newcomer = {
        fullName: 'Ève Curie',
        email: `eve.${Date.now()}@e2e.test`,
        password: 'biography-1937',
      };
      await registerVerified(newcomer);
      const { accessToken: newcomerToken } = await api<{ accessToken: string }>('/auth/login', {
        body: { email: newcomer.email, password: newcomer.password },
      });
      const { url: trialUrl } = await api<{ url: string }>('/payments/checkout/subscription', {
        token: newcomerToken,
        body: { planId: professional.id },
      });

      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const page = await open(viewport, lang);
          const shot = (name: string) => screenshot(page, lang, viewport, name);
          await login(page, account.email, account.password);

          await page.goto('/subscriptions');
          const row = page.getByTestId('subscription-row').first();
          await row.getByTestId('subscription-status').waitFor();
          await page.getByTestId('balance-link').waitFor();
          await shot('30-subscriptions-active');
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(viewport === 'phone' ? 375 : 1280);
          await row.getByRole('button').click();
          await page.getByRole('dialog').waitFor();
          await shot('31-subscription-cancel-dialog');
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });

          await page.goto('/credits');
          await historyRows(page).nth(2).waitFor();
          await page.getByTestId('monthly-usage').getByRole('progressbar').first().waitFor();
          await shot('32-credits');
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(viewport === 'phone' ? 375 : 1280);

          await page.goto(`${trialUrl}?lang=${lang}`);
          await page.getByTestId('checkout-terms').waitFor();
          await shot('33-test-checkout-trial');
          await close(page);

          const newcomerPage = await open(viewport, lang);
          await login(newcomerPage, newcomer.email, newcomer.password);
          await newcomerPage.goto('/credits');
          await newcomerPage.getByTestId('monthly-usage').getByRole('link').waitFor();
          await screenshot(newcomerPage, lang, viewport, '34-credits-no-plan');
          await close(newcomerPage);
        }
      }
    },
  );
});
