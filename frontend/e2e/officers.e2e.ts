import { describe, expect, it } from 'vitest';
import { DEMO } from './support/harness';
import { browserSuite } from './support/suite';
import { login, shoot } from './support/ui';

const { open, closeAll } = browserSuite();

describe('officer search in the browser', () => {
  it(
    'from an officer on a company page to their companies, in French and English, at desktop and phone width',
    { timeout: 120_000 },
    async () => {
      // 829106616's real registration names "Directeur général : Thenaisie, Yoann".
      const texts = {
        fr: {
          link: 'Voir les entreprises de Thenaisie Yoann',
          total: '1 dirigeant trouvé pour « Thenaisie Yoann »',
          term: 'Directeur général · depuis le 02/01/2020',
          namesakes: 'Des homonymes sont possibles',
          name: 'Nom du dirigeant',
          search: 'Rechercher',
          trader: 'Entrepreneur individuel · depuis le 02/01/2020',
        },
        en: {
          link: 'See the companies of Thenaisie Yoann',
          total: '1 officer found for “Thenaisie Yoann”',
          term: 'Chief executive officer · since 02/01/2020',
          namesakes: 'Namesakes are possible',
          name: "Officer's name",
          search: 'Search',
          trader: 'Sole trader · since 02/01/2020',
        },
      };
      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const text = texts[lang];
          const page = await open(viewport, lang);
          await login(page, DEMO.email, DEMO.password);
          await page.goto('/companies/829106616');
          await page.getByRole('link', { name: text.link }).click();
          await page.waitForURL('**/officers?name=Thenaisie+Yoann');
          expect(await page.getByTestId('officers-total').textContent()).toBe(text.total);
          expect(await page.getByTestId('officers-namesakes').textContent()).toContain(
            text.namesakes,
          );
          const result = page.getByTestId('officer-result');
          expect(await result.count()).toBe(1);
          await result.getByRole('heading', { name: 'Thenaisie Yoann' }).waitFor();
          const company = result.getByTestId('officer-company');
          expect(await company.textContent()).toContain('SIREN 829 106 616');
          expect(await company.textContent()).toContain(text.term);
          await shoot(page, lang, viewport, 'officers');

          // A name typed by the beginnings of its words: the sole trader LENCZNER Paul.
          await page.getByLabel(text.name).fill('paul lencz');
          await page.getByRole('button', { name: text.search }).click();
          await page.waitForURL('**/officers?name=paul+lencz');
          await result.getByRole('heading', { name: 'LENCZNER Paul' }).waitFor();
          expect(await result.getByTestId('officer-company').textContent()).toContain(text.trader);
          await result.getByTestId('officer-company').getByRole('link').click();
          await page.waitForURL('**/companies/819777392');
          await closeAll();
        }
      }
    },
  );
});
