import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './support/suite';
import { expectHeading, expectToast, login, shoot } from './support/ui';
import { isSignedWith, startWebhookReceiver } from './support/webhook-receiver';

const { open, api, closeAll, registerVerified, subscribe } = browserSuite();
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let accounts = 0;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.stop();
});

/** A new verified account, signed in through the API; returns its credentials and token. */
async function newAccount() {
  accounts += 1;
  const account = {
    fullName: 'Inès Webhook',
    email: `webhooks-${Date.now()}-${accounts}@e2e.test`,
    password: 'Webhooks-e2e-Password1',
  };
  await registerVerified(account);
  const { accessToken } = await api<{ accessToken: string }>('/auth/login', {
    body: { email: account.email, password: account.password },
  });
  return { ...account, token: accessToken };
}

describe('webhooks in the browser', () => {
  it(
    'locked without the plan; on Entreprise: add, copy the secret, test (verified), delete',
    { timeout: 120_000 },
    async () => {
      const user = await newAccount();
      const page = await open();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await login(page, user.email, user.password);

      // From the account menu.
      await page.getByRole('button', { name: 'Menu utilisateur' }).click();
      await page.getByRole('menuitem', { name: 'Webhooks', exact: true }).click();
      await expectHeading(page, 'Webhooks');
      const locked = page.getByTestId('webhooks-locked');
      await locked.getByText('Les webhooks sont inclus dans la formule Entreprise').waitFor();
      expect(
        await locked.getByRole('link', { name: 'Voir les abonnements' }).getAttribute('href'),
      ).toBe('/subscriptions');

      await subscribe(user.token, 'Entreprise');
      await page.reload();
      const form = page.getByRole('form', { name: 'Ajouter un webhook' });
      await form.getByLabel(/URL de réception/).fill(`${receiver.url}/crm`);
      await form.getByRole('button', { name: 'Ajouter' }).click();
      const reveal = page.getByTestId('webhook-secret');
      const secret = (await reveal.locator('code').innerText()).trim();
      expect(secret).toMatch(/^whsec_/);
      await reveal.getByRole('button', { name: 'Copier le secret' }).click();
      await reveal.getByRole('button', { name: 'Copié' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

      const card = page.getByTestId('webhook-card');
      await card.getByText('Aucun envoi pour l').waitFor();
      const before = receiver.received.length;
      await card.getByRole('button', { name: 'Envoyer un test' }).click();
      await expectToast(page, 'Test reçu : votre serveur a répondu 200');
      expect(receiver.received).toHaveLength(before + 1);
      const test = receiver.received[before];
      expect(isSignedWith(secret, test)).toBe(true);
      expect(JSON.parse(test.body)).toMatchObject({ event: 'webhook.test' });
      await card
        .getByTestId('delivery-row')
        .getByTestId('delivery-status')
        .filter({ hasText: '200' })
        .waitFor();

      // The secret is not shown again.
      await page.reload();
      await card.waitFor();
      expect(await page.getByText(secret).count()).toBe(0);

      await card.getByRole('button', { name: `Supprimer le webhook ${receiver.url}/crm` }).click();
      await page
        .getByRole('dialog', { name: 'Supprimer ce webhook ?' })
        .getByRole('button', { name: 'Supprimer' })
        .click();
      await expectToast(page, 'Webhook supprimé');
      await page.getByText("Aucun webhook pour l'instant.").waitFor();
    },
  );

  it(
    'screenshots in French and English, at desktop and phone width',
    { timeout: 240_000 },
    async () => {
      const locked = await newAccount();
      const owner = await newAccount();
      await subscribe(owner.token, 'Entreprise');
      const { webhook } = await api<{ webhook: { id: number } }>('/webhooks', {
        token: owner.token,
        body: {
          url: `${receiver.url}/hooks/bodacc-notifications`,
          events: ['notification.created'],
        },
      });
      receiver.answers.push(500, 503);
      for (let i = 0; i < 3; i += 1)
        await api(`/webhooks/${webhook.id}/test`, { token: owner.token, method: 'POST' });

      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const page = await open(viewport, lang);
          await login(page, locked.email, locked.password);
          await page.goto('/settings/webhooks');
          await page.getByTestId('webhooks-locked').waitFor();
          await shoot(page, lang, viewport, 'webhooks-locked');
          await closeAll();

          const ownerPage = await open(viewport, lang);
          await login(ownerPage, owner.email, owner.password);
          await ownerPage.goto('/settings/webhooks');
          await ownerPage.getByTestId('delivery-row').nth(2).waitFor();
          await shoot(ownerPage, lang, viewport, 'webhooks');

          await ownerPage.locator('#field-url').fill(`${receiver.url}/${lang}-${viewport}`);
          await ownerPage.locator('form button[type=submit]').click();
          await ownerPage.getByTestId('webhook-secret').waitFor();
          await shoot(ownerPage, lang, viewport, 'webhooks-secret');
          await closeAll();
          // Back to the one webhook with its log for the next pictures.
          const { webhooks } = await api<{ webhooks: { id: number }[] }>('/webhooks', {
            token: owner.token,
          });
          for (const added of webhooks.filter((candidate) => candidate.id !== webhook.id))
            await api(`/webhooks/${added.id}`, { token: owner.token, method: 'DELETE' }).catch(
              () => undefined,
            );
        }
      }
    },
  );
});
