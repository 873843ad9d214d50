import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from './support/harness';
import { browserSuite } from './support/suite';
import { detailAfterCost, login, shoot } from './support/ui';

const { open, api, closeAll } = browserSuite();

interface ApiRecord {
  id: number;
  nom_complet: string | null;
  siren: string | null;
}

/** A company of Paris (department 75) among the demo user's notices, found through the API. */
async function aParisCompany(): Promise<{ siren: string; name: string }> {
  const { accessToken: token } = await api<{ accessToken: string }>('/auth/login', {
    body: { email: DEMO.email, password: DEMO.password },
  });
  const found = await api<{ data: { data: ApiRecord[] } }>(
    '/analyzer/records?departement=75&includeInactive=true&dateFrom=2000-01-01&limit=100',
    { token },
  );
  const record = found.data.data.find((row) => row.siren && row.nom_complet);
  expect(record, 'a notice of department 75 with a SIREN').toBeDefined();
  return { siren: record!.siren!, name: record!.nom_complet! };
}

const resultsLoaded = (page: Page) =>
  page.getByTestId('records-loading').waitFor({ state: 'detached' });
const companyLoaded = async (page: Page) => {
  await page.getByTestId('company-header').getByTestId('company-status').waitFor();
  await page.getByTestId('company-notice').first().waitFor();
};

describe('company page in the browser', () => {
  it('a department filter comes back from the URL, and a result leads to its company', async () => {
    const company = await aParisCompany();
    const page = await open();
    await login(page, DEMO.email, DEMO.password);
    await page.goto(`/analyzer?departement=75&includeInactive=true&q=${company.siren}`);
    await resultsLoaded(page);
    // The department chip shows its code, its title the department's name.
    await page.getByRole('search').getByTitle('75 — Paris').waitFor();
    expect(await page.getByLabel('Recherche libre').inputValue()).toBe(company.siren);
    await shoot(page, 'fr', 'desktop', 'analyzer-filters');

    const row = page.getByTestId('record-row').filter({ hasText: company.name }).first();
    await row.getByRole('link', { name: 'Fiche entreprise' }).click();
    await page.waitForURL(`**/companies/${company.siren}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await companyLoaded(page);
    const spaced = company.siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
    expect(await page.locator('[data-field="siren"] dd').textContent()).toBe(spaced);

    // A notice opens on the record page (asked first when it takes a credit), whose back link
    // returns to the company.
    await page
      .getByTestId('company-notice')
      .first()
      .getByRole('link', { name: "Ouvrir l'annonce" })
      .click();
    await page.waitForURL('**/analyzer/records/*');
    await detailAfterCost(page);
    await page.getByRole('link', { name: 'Retour à la fiche entreprise' }).click();
    await page.waitForURL(`**/companies/${company.siren}`);
    await companyLoaded(page);
  });

  it('in French and English, at desktop and phone width', { timeout: 120_000 }, async () => {
    // Ganymède, struck off by its real radiation notice, with two filings of accounts before it.
    const struckOff = { fr: 'Radiée depuis le 23/11/2022', en: 'Struck off since 23/11/2022' };
    for (const lang of ['fr', 'en'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const page = await open(viewport, lang);
        await login(page, DEMO.email, DEMO.password);
        await page.goto('/companies/880878145');
        await companyLoaded(page);
        const header = page.getByTestId('company-header');
        expect(await header.getByTestId('company-status').textContent()).toBe(struckOff[lang]);
        expect(await page.getByTestId('company-notice').count()).toBe(3);
        // A strike-off and accounts filings name no officer; its two filings, newest first.
        await page.getByTestId('company-no-officers').waitFor();
        const closed = { fr: 'Comptes clos le', en: 'Accounts closed on' }[lang];
        expect(await page.getByTestId('company-filing').allTextContents()).toEqual([
          expect.stringContaining(`${closed} 31/12/2021`),
          expect.stringContaining(`${closed} 31/12/2020`),
        ]);
        expect(await page.getByTestId('accounts-overdue').count()).toBe(0);
        await shoot(page, lang, viewport, 'company');
        await closeAll();
      }
    }
  });

  it(
    'names the officers of a real registration, in French and English, desktop and phone',
    {
      timeout: 120_000,
    },
    async () => {
      // 829106616: "Président : Des Brest, Quentin, Directeur général : Thenaisie, Yoann".
      const title = { fr: 'Dirigeants', en: 'Officers' };
      const since = { fr: 'depuis le 02/01/2020', en: 'since 02/01/2020' };
      // The notices' French roles, named in English on English screens.
      const roles = {
        fr: ['Président', 'Directeur général'],
        en: ['President', 'Chief executive officer'],
      };
      // Its registration "suite au transfert du siège hors ressort", in words.
      const moved = {
        fr: 'Transfert du siège hors ressort · nouveau registre : GREFFE DU TRIBUNAL DE COMMERCE DE TOURS',
        en: 'Registered office moved to another registry · new registry: GREFFE DU TRIBUNAL DE COMMERCE DE TOURS',
      };
      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const page = await open(viewport, lang);
          await login(page, DEMO.email, DEMO.password);
          await page.goto('/companies/829106616');
          await companyLoaded(page);
          const officers = page
            .getByRole('region', { name: title[lang] })
            .getByTestId('company-officer');
          await officers.first().waitFor();
          const [president, chief] = roles[lang];
          expect(await officers.allTextContents()).toEqual([
            expect.stringMatching(new RegExp(`^Des Brest Quentin${president}${since[lang]}`)),
            expect.stringMatching(new RegExp(`^Thenaisie Yoann${chief}${since[lang]}`)),
          ]);
          expect(await page.getByTestId('notice-transfer').textContent()).toBe(moved[lang]);
          await shoot(page, lang, viewport, 'company-officers');
          await closeAll();
        }
      }
    },
  );

  it(
    'a company in liquidation, in French and English, at desktop and phone width',
    { timeout: 120_000 },
    async () => {
      const { accessToken: token } = await api<{ accessToken: string }>('/auth/login', {
        body: { email: DEMO.email, password: DEMO.password },
      });
      const found = await api<{ data: { data: ApiRecord[] } }>(
        '/analyzer/records?status=liquidation_judiciaire&dateFrom=2000-01-01&limit=100',
        { token },
      );
      const siren = found.data.data.find((row) => row.siren)?.siren;
      expect(siren, 'a company in liquidation among the demo notices').toBeDefined();
      const badge = { fr: 'Liquidation judiciaire', en: 'Compulsory liquidation' };
      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const page = await open(viewport, lang);
          await login(page, DEMO.email, DEMO.password);
          await page.goto(`/companies/${siren}`);
          await companyLoaded(page);
          expect(
            await page.getByTestId('company-header').getByTestId('company-status').textContent(),
          ).toMatch(new RegExp(`^${badge[lang]}`));
          await shoot(page, lang, viewport, 'company-liquidation');
          await closeAll();
        }
      }
    },
  );
});
