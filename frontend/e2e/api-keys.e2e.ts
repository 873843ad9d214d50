import { describe, expect, it } from 'vitest';
import { DEMO } from './support/harness';
import { browserSuite } from './support/suite';
import { expectHeading, expectToast, login, shoot } from './support/ui';

const { open, api, call, closeAll, registerVerified, subscribe } = browserSuite();
const KEY_NAME = 'Synchronisation CRM';
const SEARCH = '/analyzer/records?includeInactive=true&dateFrom=2000-01-01&limit=20';

interface SearchAnswer {
  data: { data: { id: number }[]; meta: { total: number } };
}

const tokenOf = async (email: string, password: string) =>
  (await api<{ accessToken: string }>('/auth/login', { body: { email, password } })).accessToken;

/** CONTRACT 7.6: API keys on /settings/api-keys, used from outside the browser. */
describe('API keys in the browser', () => {
  it(
    'an Entreprise user creates a key, sees its secret once, reads the API with it, and revokes it',
    { timeout: 120_000 },
    async () => {
      const token = await tokenOf(DEMO.email, DEMO.password);
      const page = await open();
      await login(page, DEMO.email, DEMO.password);

      // Without the plan, the page says what API access does and which plan opens it.
      await page.getByRole('button', { name: 'Menu utilisateur' }).click();
      await page.getByRole('menuitem', { name: "Clés d'API" }).click();
      await page.waitForURL('**/settings/api-keys');
      await expectHeading(page, "Clés d'API");
      const locked = page.getByTestId('api-access-locked');
      await locked.getByText("L'accès API est inclus dans la formule Entreprise.").waitFor();
      await locked.getByRole('link', { name: 'Voir les abonnements' }).waitFor();

      await subscribe(token, 'Entreprise');
      await page.reload();
      await page.getByLabel(/Nom de la clé/).fill(KEY_NAME);
      await page.getByRole('button', { name: 'Créer une clé' }).click();
      const dialog = page.getByRole('dialog', { name: `Clé « ${KEY_NAME} » créée` });
      await dialog.getByText('elle ne sera plus jamais affichée').waitFor();
      const secret = await dialog.getByTestId('api-key-secret').inputValue();
      expect(secret).toMatch(/^bda_live_/);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await dialog.getByRole('button', { name: 'Copier la clé' }).click();
      await dialog.getByRole('button', { name: 'Copiée' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await dialog.getByRole('button', { name: "J'ai copié ma clé" }).click();
      await dialog.waitFor({ state: 'detached' });

      // Listed by its first characters only, never used yet; the secret is nowhere on the page.
      const row = page.getByTestId('api-key-row').filter({ hasText: KEY_NAME });
      await row.getByText(`${secret.slice(0, 15)}…`).waitFor();
      await row.getByText('Jamais utilisée').waitFor();
      expect(await page.content()).not.toContain(secret);

      // Outside the browser, the key reads the analyzer as its owner, and nothing else.
      const byKey = await api<SearchAnswer>(SEARCH, { token: secret });
      const byOwner = await api<SearchAnswer>(SEARCH, { token });
      expect(byKey.data.meta.total).toBeGreaterThan(0);
      expect(byKey.data.meta.total).toBe(byOwner.data.meta.total);
      expect(byKey.data.data.map((r) => r.id)).toEqual(byOwner.data.data.map((r) => r.id));
      const used = await call(SEARCH, { token: secret });
      expect(used.headers.get('ratelimit-limit')).toBe('10');
      expect((await call('/auth/me', { token: secret })).status).toBe(401);
      await page.reload();
      await row.getByText('Jamais utilisée').waitFor({ state: 'detached' });

      // Revoked after a confirmation: it stops working at once.
      await row.getByRole('button', { name: `Révoquer la clé ${KEY_NAME}` }).click();
      const confirm = page.getByRole('dialog', { name: `Révoquer la clé « ${KEY_NAME} » ?` });
      await confirm.getByRole('button', { name: 'Révoquer' }).click();
      await expectToast(page, `Clé « ${KEY_NAME} » révoquée`);
      await row.waitFor({ state: 'detached' });
      expect((await call(SEARCH, { token: secret })).status).toBe(401);
    },
  );

  it(
    'screenshots in French and English, at desktop and phone width',
    { timeout: 240_000 },
    async () => {
      const visitor = {
        fullName: 'Ada Lovelace',
        email: `ada.${Date.now()}@e2e.test`,
        password: 'analytical-engine-1843',
      };
      await registerVerified(visitor);
      const token = await tokenOf(DEMO.email, DEMO.password);
      const { apiAccess } = await api<{ apiAccess: boolean }>('/subscriptions/entitlements', {
        token,
      });
      if (!apiAccess) await subscribe(token, 'Entreprise');
      for (const name of ['Tableur des procédures', 'Scripts de veille'])
        await api('/api-keys', { token, body: { name } });
      await api(SEARCH, {
        token: (await api<{ secret: string }>('/api-keys', { token, body: { name: 'CRM' } }))
          .secret,
      });

      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const page = await open(viewport, lang);
          await login(page, visitor.email, visitor.password);
          await page.goto('/settings/api-keys');
          await page.getByTestId('api-access-locked').waitFor();
          await shoot(page, lang, viewport, 'api-keys-locked');
          await closeAll();

          const demo = await open(viewport, lang);
          await login(demo, DEMO.email, DEMO.password);
          await demo.goto('/settings/api-keys');
          await demo.getByTestId('api-key-row').nth(2).waitFor();
          await demo.getByTestId('api-usage-example').waitFor();
          await shoot(demo, lang, viewport, 'api-keys');

          await demo
            .locator('#api-key-name')
            .fill(lang === 'fr' ? 'Entrepôt de données' : 'Data warehouse');
          await demo.locator('#api-key-name').press('Enter');
          await demo.getByTestId('api-key-secret').waitFor();
          await shoot(demo, lang, viewport, 'api-key-secret-dialog');
          await demo.getByRole('dialog').getByRole('button').last().click();
          await demo.getByRole('dialog').waitFor({ state: 'detached' });

          await demo.getByTestId('api-key-row').first().getByRole('button').click();
          await demo.getByRole('dialog').waitFor();
          await shoot(demo, lang, viewport, 'api-key-revoke-dialog');
          await demo.getByRole('dialog').getByRole('button').last().click();
          await demo.getByRole('dialog').waitFor({ state: 'detached' });
          await closeAll();
        }
      }
    },
  );
});
