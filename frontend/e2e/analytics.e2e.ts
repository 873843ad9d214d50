import { describe, expect, it } from 'vitest';
import { DEMO } from './support/harness';
import { browserSuite, type Account } from './support/suite';
import type { Page } from 'playwright-core';
import { login, shoot } from './support/ui';

const { open, api, closeAll, registerVerified, subscribe } = browserSuite();
const stamp = Date.now();
/** The analyzer's filters the analytics are asked for: every notice of the sample. */
const FILTERS = 'includeInactive=true';
/** The trial's period (issue 30): the sample's first notice of 2026 is of February. */
const YEAR_2026 = 'dateFrom=2026-01-01&dateTo=2026-11-26&includeInactive=true';

/** The count axis' tick labels of a chart (the x axis of the horizontal bar charts). */
const countTicks = (page: Page, testId: string, axis: 'X' | 'Y') =>
  page
    .getByTestId(testId)
    .locator(`.MuiChartsAxis-direction${axis} .MuiChartsAxis-tickLabel`)
    .allTextContents();

/** A whole count as the language writes it: "1 510" (narrow space) in French, "1,510" in English. */
const WHOLE_COUNT = { fr: /^\d{1,3}(\u202f\d{3})*$/, en: /^\d{1,3}(,\d{3})*$/ };

interface Analytics {
  total: number;
  byType: { type: string | null; count: number }[];
  byTribunal?: { tribunal: string | null; count: number }[];
}

const tokenOf = async (email: string, password: string) =>
  (await api<{ accessToken: string }>('/auth/login', { body: { email, password } })).accessToken;

const account = (label: string): Account => ({
  fullName: `Analyses ${label}`,
  email: `analytics-${label}-${stamp}@example.fr`,
  password: 'Analyses-e2e-Password1',
});
const NO_PLAN = account('none');
const STARTER = account('starter');
let isDemoSubscribed = false;

/** The demo user (the real sample is theirs) on the Entreprise plan, once. */
async function demoOnEnterprise(): Promise<string> {
  const token = await tokenOf(DEMO.email, DEMO.password);
  if (!isDemoSubscribed) {
    await subscribe(token, 'Entreprise');
    isDemoSubscribed = true;
  }
  return token;
}

describe('analytics in the browser', () => {
  it('shows a user without a plan what analytics do and which plans open them', async () => {
    await registerVerified(NO_PLAN);
    const page = await open();
    await login(page, NO_PLAN.email, NO_PLAN.password);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Analyses' })
      .click();
    await page.waitForURL('**/analytics');
    const locked = page.getByTestId('analytics-locked');
    await locked.getByText('Les analyses ne sont pas incluses dans votre formule').waitFor();
    await locked.getByText(/Analyses de base avec la formule Débutant/).waitFor();
    expect(
      await locked.getByRole('link', { name: 'Voir les abonnements' }).getAttribute('href'),
    ).toBe('/subscriptions');
    // The server refuses too, whatever the screen shows.
    const token = await tokenOf(NO_PLAN.email, NO_PLAN.password);
    await expect(api('/analytics', { token })).rejects.toThrow(/403.*PLAN_FEATURE_REQUIRED/);
  });

  it(
    "charts an Entreprise subscriber's search, with the analyzer's filters both ways",
    { timeout: 120_000 },
    async () => {
      const token = await demoOnEnterprise();
      const expected = await api<Analytics>(`/analytics?${FILTERS}&dateFrom=2000-01-01`, { token });
      const found = await api<{ data: { meta: { total: number } } }>(
        `/analyzer/records?${FILTERS}&dateFrom=2000-01-01&limit=10`,
        { token },
      );
      expect(expected.total).toBe(found.data.meta.total);

      const page = await open();
      await login(page, DEMO.email, DEMO.password);
      await page.goto(`/analyzer?${FILTERS}`);
      await page.getByRole('main').getByRole('link', { name: 'Analyses', exact: true }).click();
      await page.waitForURL(`**/analytics?${FILTERS}`);
      await page
        .getByTestId('analytics-total')
        .filter({ hasText: `${expected.total} annonces correspondent à ces filtres.` })
        .waitFor();
      await page
        .getByTestId('analytics-filters')
        .filter({ hasText: 'entreprises inactives' })
        .waitFor();
      for (const chart of ['by-month', 'by-type', 'by-departement', 'by-tribunal', 'collective']) {
        await page.getByTestId(`chart-${chart}`).locator('svg').first().waitFor();
      }
      expect(await page.getByTestId('advanced-locked').count()).toBe(0);

      // Each chart's table view: the types with their counts, the largest first.
      const byType = page.getByTestId('chart-by-type');
      await byType.getByRole('button', { name: 'Tableau' }).click();
      const rows = byType.getByRole('table').locator('tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(expected.byType.length);
      expect(await rows.first().locator('td').textContent()).toBe(String(expected.byType[0].count));
      const tribunals = page.getByTestId('chart-by-tribunal');
      await tribunals.getByRole('button', { name: 'Tableau' }).click();
      await tribunals
        .getByRole('table')
        .getByText(expected.byTribunal![0].tribunal!)
        .first()
        .waitFor();

      // Back to the analyzer with the same filters.
      await page.getByRole('link', { name: 'Voir les annonces' }).click();
      await page.waitForURL(`**/analyzer?${FILTERS}`);
    },
  );

  it(
    'charts 01/01–26/11/2026 from January, beside the same days of 2025, in whole notices',
    { timeout: 120_000 },
    async () => {
      const token = await demoOnEnterprise();
      const expected = await api<Analytics>(`/analytics?${YEAR_2026}`, { token });
      const page = await open();
      await login(page, DEMO.email, DEMO.password);
      await page.goto(`/analytics?${YEAR_2026}`);
      const collective = page.getByTestId('chart-collective');
      await collective
        .getByText(
          'Du 01/01/2026 au 26/11/2026, comparé à la même période un an plus tôt, du 01/01/2025 au 26/11/2025',
        )
        .waitFor();

      // The notices chart covers the period's months, January first though it has no notice.
      const byMonth = page.getByTestId('chart-by-month');
      await byMonth.locator('svg').first().waitFor();
      await byMonth.getByRole('button', { name: 'Tableau' }).click();
      const months = await byMonth.getByRole('table').locator('tbody th').allTextContents();
      expect(months[0]).toBe('janv. 2026');
      expect(months.at(-1)).toBe('nov. 2026');
      expect(months).toHaveLength(11);

      // The tribunal chart draws a bar for every row of its table, and they add up to the total.
      const tribunals = page.getByTestId('chart-by-tribunal');
      const bars = await tribunals.locator('.MuiBar-element').count();
      expect(bars).toBe(expected.byTribunal!.length);
      expect(expected.byTribunal!.reduce((sum, row) => sum + row.count, 0)).toBe(expected.total);

      // Counts have no halves: integer ticks, written the French way, even for two notices.
      await page.goto(`/analytics?${YEAR_2026}&tribunal=paris`);
      await page.getByTestId('analytics-total').filter({ hasText: '2 annonces' }).waitFor();
      for (const [chart, axis] of [
        ['chart-by-month', 'Y'],
        ['chart-collective', 'Y'],
        ['chart-by-type', 'X'],
        ['chart-by-tribunal', 'X'],
      ] as const) {
        await page.getByTestId(chart).locator('.MuiChartsAxis-tickLabel').first().waitFor();
        const ticks = await countTicks(page, chart, axis);
        expect(ticks.length, chart).toBeGreaterThan(1);
        for (const tick of ticks)
          expect(tick, `${chart}: ${ticks.join(' | ')}`).toMatch(WHOLE_COUNT.fr);
      }
    },
  );

  it('locks the advanced charts of a Débutant subscriber, naming Professionnel', async () => {
    await registerVerified(STARTER);
    await subscribe(await tokenOf(STARTER.email, STARTER.password), 'Débutant');
    const page = await open();
    await login(page, STARTER.email, STARTER.password);
    await page.goto('/analytics');
    await page.getByTestId('chart-by-month').waitFor();
    await page.getByTestId('chart-by-type').waitFor();
    const locked = page.getByTestId('advanced-locked');
    await locked.getByText('Incluses dans les formules Professionnel et Entreprise.').waitFor();
    expect(await page.getByTestId('chart-by-departement').count()).toBe(0);
  });

  it(
    'screenshots in French and English, at desktop and phone width',
    { timeout: 240_000 },
    async () => {
      await demoOnEnterprise();
      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const page = await open(viewport, lang);
          await login(page, DEMO.email, DEMO.password);
          await page.goto(`/analytics?${FILTERS}`);
          await page.getByTestId('chart-collective').locator('svg').first().waitFor();
          await shoot(page, lang, viewport, 'analytics');
          await page.goto(`/analytics?${YEAR_2026}`);
          await page.getByTestId('chart-collective').locator('svg').first().waitFor();
          await shoot(page, lang, viewport, 'analytics-2026');
          await page.goto(`/analytics?${FILTERS}`);
          await page.getByTestId('chart-collective').locator('svg').first().waitFor();
          const byMonth = page.getByTestId('chart-by-month');
          await byMonth.getByRole('button', { name: lang === 'fr' ? 'Tableau' : 'Table' }).click();
          await byMonth.getByRole('table').waitFor();
          await byMonth.scrollIntoViewIfNeeded();
          await shoot(page, lang, viewport, 'analytics-table');

          const starter = await open(viewport, lang);
          await login(starter, STARTER.email, STARTER.password);
          await starter.goto('/analytics');
          await starter.getByTestId('advanced-locked').waitFor();
          await shoot(starter, lang, viewport, 'analytics-basic');

          const visitor = await open(viewport, lang);
          await login(visitor, NO_PLAN.email, NO_PLAN.password);
          await visitor.goto('/analytics');
          await visitor.getByTestId('analytics-locked').waitFor();
          await shoot(visitor, lang, viewport, 'analytics-locked');
          await closeAll();
        }
      }
    },
  );

  it('tells a visitor on the home page that analytics exist, and links to them', async () => {
    const page = await open();
    await page.goto('/');
    const analytics = page.getByTestId('feature-analysis');
    await analytics.getByRole('heading', { name: 'Analyses en graphiques' }).waitFor();
    expect(await page.getByText('Bientôt disponible').count()).toBe(0);
    await analytics.getByRole('link', { name: 'Ouvrir les analyses' }).click();
    // A visitor logs in first, then lands on the analytics.
    await page.waitForURL('**/login');
    await page.locator('#field-email').fill(DEMO.email);
    await page.locator('#field-password').fill(DEMO.password);
    await page.locator('#field-password').press('Enter');
    await page.waitForURL('**/analytics');
    for (const lang of ['fr', 'en'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const home = await open(viewport, lang);
        await home.goto('/');
        await home.getByTestId('feature-analysis').getByRole('link').waitFor();
        await shoot(home, lang, viewport, 'home');
      }
    }
  });
});
