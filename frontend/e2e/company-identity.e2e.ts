import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startCompanySearch } from './support/company-search';
import { DEMO } from './support/harness';
import { browserSuite } from './support/suite';
import { login, shoot } from './support/ui';

const GANYMEDE = '880878145';
/** A company of the fixtures that the stand-in register does not hold. */
const NOT_IN_REGISTER = '829106616';

let register: Awaited<ReturnType<typeof startCompanySearch>> | undefined;
const { open, closeAll } = browserSuite({
  env: async () => {
    // Ganymède as the register shows it: still active, while its notices say it is struck off.
    register = await startCompanySearch([
      {
        siren: GANYMEDE,
        nom_complet: 'GANYMEDE',
        activite_principale: '62.01Z',
        tranche_effectif_salarie: '01',
        date_creation: '2020-01-21',
        etat_administratif: 'A',
        siege: { siret: `${GANYMEDE}00015`, est_siege: true, etat_administratif: 'A' },
        nombre_etablissements: 2,
        nombre_etablissements_ouverts: 1,
      },
    ]);
    return { ENRICHMENT_API_URL: register.url };
  },
});
afterAll(async () => {
  await register?.stop();
});

const identityCard = (page: Page) => page.getByTestId('company-identity');
const field = (page: Page, name: string) =>
  identityCard(page).locator(`[data-field="${name}"] dd`).textContent();

describe('company identity in the browser', () => {
  it(
    'shows the register’s identity beside the notices and where they disagree, fr/en, desktop/phone',
    { timeout: 120_000 },
    async () => {
      const expected = {
        fr: {
          title: 'Identité',
          headcount: '1 ou 2 salariés',
          state: 'Active',
          establishments: '2, dont 1 ouvert',
          discrepancy:
            "Le répertoire Sirene indique l'entreprise active ; les annonces BODACC la disent radiée.",
          source: /^Source : répertoire Sirene \(INSEE\), consulté le \d{2}\/\d{2}\/\d{4}$/,
        },
        en: {
          title: 'Identity',
          headcount: '1 or 2 employees',
          state: 'Active',
          establishments: '2, of which 1 open',
          discrepancy:
            'The Sirene register lists the company as active; the BODACC notices say it is struck off.',
          source: /^Source: Sirene register \(INSEE\), consulted on \d{2}\/\d{2}\/\d{4}$/,
        },
      };
      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const page = await open(viewport, lang);
          await login(page, DEMO.email, DEMO.password);
          await page.goto(`/companies/${GANYMEDE}`);
          const card = page.getByRole('region', { name: expected[lang].title });
          await card.getByTestId('identity-source').waitFor();
          expect(await field(page, 'naf')).toBe('62.01Z');
          expect(await field(page, 'headcountRange')).toBe(expected[lang].headcount);
          expect(await field(page, 'createdOn')).toBe('21/01/2020');
          expect(await field(page, 'administrativeState')).toBe(expected[lang].state);
          expect(await field(page, 'headOfficeSiret')).toBe('880 878 145 00015');
          expect(await field(page, 'establishments')).toBe(expected[lang].establishments);
          expect(await card.getByTestId('identity-source').textContent()).toMatch(
            expected[lang].source,
          );
          // Both sources side by side: the notices' status in the header, the register's here.
          await page.getByTestId('company-header').getByTestId('company-status').waitFor();
          expect(await card.getByTestId('identity-discrepancy').textContent()).toBe(
            expected[lang].discrepancy,
          );
          await shoot(page, lang, viewport, 'company-identity');
          await closeAll();
        }
      }
      // Asked once, then kept: the other three views did not ask the register again.
      expect(register?.searches.filter((siren) => siren === GANYMEDE)).toEqual([GANYMEDE]);
    },
  );

  it('says so when the register has nothing for the company', async () => {
    const page = await open();
    await login(page, DEMO.email, DEMO.password);
    await page.goto(`/companies/${NOT_IN_REGISTER}`);
    expect(await identityCard(page).getByTestId('identity-unavailable').textContent()).toBe(
      "Données du répertoire Sirene indisponibles : le répertoire n'a pas pu être consulté, ou il ne connaît pas ce SIREN.",
    );
    expect(await identityCard(page).getByTestId('identity-discrepancy').count()).toBe(0);
    expect(register?.searches).toContain(NOT_IN_REGISTER);
  });
});
