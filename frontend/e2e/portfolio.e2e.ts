import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/suite';
import { login, shoot } from './support/ui';

const { open, closeAll, registerVerified } = browserSuite();

/**
 * A customer file as a spreadsheet exports it: real companies of the fixtures, a SIRET, a
 * company twice, two invalid lines, and one company more than an account without a plan may
 * watch (5).
 */
const CUSTOMERS = [
  'Client;SIREN;Ville',
  'Ganymède;880 878 145;Paris',
  'MN Matériaux;819192899;Lyon',
  'Villa Victoria;978 193 308 00019;Nice', // a SIRET: its SIREN
  'Ganymède (doublon);880878145;Paris',
  'Sans numéro;à compléter;Lille',
  'Faute de frappe;880878146;Paris',
  'Original Barber;891541070;Nantes',
  'Lenczner;819777392;Tours',
  'Une de trop;829106616;Tours',
].join('\r\n');

describe('portfolio import in the browser', () => {
  it(
    'imports a customer file and shows each count and line, in French and English, at desktop and phone width',
    { timeout: 180_000 },
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'portfolio-')), 'clients.csv');
      writeFileSync(file, `\uFEFF${CUSTOMERS}`);
      const texts = {
        fr: {
          open: 'Importer une liste',
          submit: 'Importer',
          added: '5 entreprises ajoutées à vos entreprises surveillées',
          already: '0 déjà surveillée',
          duplicates: '1 doublon dans la liste',
          invalid: ['6à compléterPas un numéro', '7880878146Numéro invalide (clé de contrôle)'],
          over: 'Ligne 10 : SIREN 829106616',
          nextPlan: "La formule Débutant permet d'en surveiller 25. Voir les abonnements",
          usage: 'Entreprises surveillées : 5 / 5',
          total: '5entreprises surveillées',
          flags: 'Procédure en cours · 2Liquidation clôturée · 1Radiée · 1',
          struckOff: 'Radiée · 1',
        },
        en: {
          open: 'Import a list',
          submit: 'Import',
          added: '5 companies added to your watched companies',
          already: '0 already watched',
          duplicates: '1 duplicate in the list',
          invalid: ['6à compléterNot a number', '7880878146Invalid number (check digit)'],
          over: 'Line 10: SIREN 829106616',
          nextPlan: 'The Débutant plan watches up to 25. See the plans',
          usage: 'Watched companies: 5 / 5',
          total: '5watched companies',
          flags: 'Open procedure · 2Liquidation closed · 1Struck off · 1',
          struckOff: 'Struck off · 1',
        },
      };
      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const text = texts[lang];
          const account = {
            fullName: 'Claire Portefeuille',
            email: `portfolio-${lang}-${viewport}-${Date.now()}@e2e.test`,
            password: 'Portfolio-e2e-Password1',
          };
          await registerVerified(account);
          const page = await open(viewport, lang);
          await login(page, account.email, account.password);
          await page.goto('/watches');
          await page.getByRole('button', { name: text.open }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByTestId('watch-import-file').setInputFiles(file);
          await dialog.getByText('clients.csv').waitFor();
          await dialog.getByRole('button', { name: text.submit, exact: true }).click();
          const report = dialog.getByTestId('watch-import-report');
          await report.waitFor();
          expect(await report.getByTestId('import-added').textContent()).toBe(text.added);
          expect(await report.getByTestId('import-already').textContent()).toBe(text.already);
          expect(await report.getByTestId('import-duplicates').textContent()).toBe(text.duplicates);
          const invalid = report.getByTestId('import-invalid').locator('tbody tr');
          expect(await invalid.allTextContents()).toEqual(text.invalid);
          expect(await report.getByTestId('import-over-limit').textContent()).toContain(text.over);
          // What the next plan allows, from the public catalogue.
          await report
            .getByTestId('next-plan-watches')
            .filter({ hasText: text.nextPlan })
            .waitFor();
          await shoot(page, lang, viewport, 'portfolio-import');
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
          await page.getByTestId('watch-row').nth(4).waitFor();
          expect(await page.getByTestId('watch-row').count()).toBe(5);

          // The portfolio: the five companies summed up, their flags, the struck-off one kept.
          await page.goto('/portfolio');
          const summary = page.getByTestId('portfolio-summary');
          expect(await summary.getByTestId('portfolio-total').textContent()).toBe(text.total);
          expect(await summary.getByTestId('portfolio-by-flag').textContent()).toBe(text.flags);
          await page.getByTestId('portfolio-row').nth(4).waitFor();
          await page.getByTestId('usage-watches').filter({ hasText: text.usage }).waitFor();
          await page.getByTestId('next-plan-watches').filter({ hasText: text.nextPlan }).waitFor();
          await shoot(page, lang, viewport, 'portfolio');
          await summary.getByTestId('portfolio-by-flag').getByText(text.struckOff).click();
          await page.waitForURL('**/portfolio?flag=struck_off');
          // The page keeps the former rows until the filtered ones come.
          await expect.poll(() => page.getByTestId('portfolio-row').count()).toBe(1);
          expect(await page.getByTestId('portfolio-row').textContent()).toContain('Ganymède');
          await closeAll();
        }
      }
    },
  );
});
