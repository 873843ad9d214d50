import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { BodaccPortalStandIn } from './support/bodacc-portal';
import { SCREENSHOT_DIR, type Lang, type ViewportName } from './support/browser';
import { ADMIN } from './support/harness';
import { browserSuite } from './support/suite';
import { expectHeading, login, shoot } from './support/ui';

/**
 * The daily sync starts from this day (BODACC_SYNC_FROM) and finds nothing there, since the
 * sample's newest notice is of September 2026: whether or not it runs beside the history, the
 * history always ends the day before (CONTRACT §8.1: no gap, no overlap).
 */
const SYNC_FROM = '2026-10-01';
const THROUGH = '2026-09-30';
/** The sample's oldest notice is of April 2008: every month of the sample is loaded. */
const FROM = '2008-04-01';
const MONTHS = 222; // April 2008 to September 2026

const portal = new BodaccPortalStandIn();
const { open, api } = browserSuite({
  env: async () => ({
    BODACC_SYNC_URL: await portal.start(),
    BODACC_SYNC_FROM: SYNC_FROM,
  }),
});
afterAll(() => portal.stop());

interface HistoryStatus {
  from: string | null;
  through: string | null;
  state: string;
  months: { done: number; total: number };
  rows: number;
}

const tokenOf = async () =>
  (
    await api<{ accessToken: string }>('/auth/login', {
      body: { email: ADMIN.email, password: ADMIN.password },
    })
  ).accessToken;

const panelOf = (page: Page) => page.getByTestId('history-panel');

async function openDataPage(viewport: ViewportName = 'desktop', lang: Lang = 'fr') {
  const page = await open(viewport, lang);
  await login(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/data');
  await panelOf(page).waitFor();
  return page;
}

/** Fills the first day and asks the estimate; answers its text once shown. */
async function estimate(page: Page, lang: Lang): Promise<string> {
  const panel = panelOf(page);
  await panel.locator('#history-from').fill(FROM);
  await panel.getByRole('button', { name: lang === 'fr' ? 'Estimer' : 'Estimate' }).click();
  const shown = panel.getByTestId('history-estimate');
  await shown.waitFor();
  return (await shown.textContent()) ?? '';
}

describe('the BODACC history on the data page (CONTRACT §8.1)', () => {
  it(
    'an admin estimates the history, starts it and sees every month loaded',
    { timeout: 180_000 },
    async () => {
      const expected = portal.rowsOf(FROM, THROUGH).length;
      expect(expected).toBeGreaterThan(30);
      const token = await tokenOf();
      const before = await api<{ totalRecords: number }>('/admin/stats', { token });

      const page = await openDataPage();
      await expectHeading(page, 'Historique BODACC');
      const panel = panelOf(page);
      expect(await panel.getAttribute('data-state')).toBe('idle');
      expect(await panel.getByTestId('history-state').textContent()).toBe('Jamais chargé');

      const text = await estimate(page, 'fr');
      expect(text).toContain('Du 01/04/2008 au 30/09/2026');
      expect(text).toContain(`${MONTHS} mois`);
      expect(text).toContain(`${expected} annonces`);
      expect(text).toMatch(/environ \d+\s(?:ko|Mo) sur le disque/);
      const answered = await api<{ notices: number; months: number; through: string }>(
        `/admin/history/estimate?from=${FROM}`,
        { token },
      );
      expect(answered).toMatchObject({ notices: expected, months: MONTHS, through: THROUGH });

      await panel.getByRole('button', { name: "Charger l'historique" }).click();
      const dialog = page.getByRole('dialog', { name: "Charger l'historique du BODACC ?" });
      await dialog.getByText(`${expected} annonces`, { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Charger', exact: true }).click();

      // The page reads the state every 2 s while the history runs, and once more when it ends.
      const done = page.locator(
        `[data-testid="history-panel"][data-state="completed"][data-months-done="${MONTHS}"]`,
      );
      try {
        await done.waitFor({ timeout: 150_000 });
      } catch (error) {
        const status = await api('/admin/history', { token });
        throw new Error(`the history did not complete: ${JSON.stringify(status)}`, {
          cause: error,
        });
      }
      // The portal's notices, not the seed's sample of the same months its transfers also read.
      const rows = expected;
      expect(await panel.getAttribute('data-months-total')).toBe(String(MONTHS));
      expect(await panel.getAttribute('data-rows')).toBe(String(rows));
      expect(await panel.getByTestId('history-state').textContent()).toBe('Terminé');
      expect(await panel.getByTestId('history-message').textContent()).toBe(
        `Historique chargé du 01/04/2008 au 30/09/2026 : ${rows} annonces`,
      );

      // The history's own log, month by month, in the page's live log.
      await page.getByTestId('log-tab-history').click();
      await page
        .getByTestId('ingest-logs')
        .getByText(/Mois 2008-04 chargé : \d+ annonces \(222 \/ 222 mois\)/)
        .waitFor();

      const status = await api<HistoryStatus>('/admin/history', { token });
      expect(status).toMatchObject({
        from: FROM,
        through: THROUGH,
        state: 'completed',
        months: { done: MONTHS, total: MONTHS },
        rows,
      });
      // Notices of their own (the seed loaded the same sample under its real ids): all new.
      const after = await api<{ totalRecords: number }>('/admin/stats', { token });
      expect(after.totalRecords).toBe(before.totalRecords + expected);
    },
  );

  it(
    'pictures of the panel in French and English, desktop and phone',
    { timeout: 120_000 },
    async () => {
      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const page = await openDataPage(viewport, lang);
          const panel = panelOf(page);
          await page.locator('[data-testid="history-panel"][data-state="completed"]').waitFor();
          const text = await estimate(page, lang);
          expect(text).toContain(lang === 'fr' ? '222 mois' : '222 months');
          await panel.scrollIntoViewIfNeeded();
          await shoot(page, lang, viewport, 'admin-data-history');
          await panel.screenshot({
            path: join(SCREENSHOT_DIR, `${lang}-${viewport}-history-panel.png`),
          });
          const overflowing = await panel.evaluate((element) =>
            [element, ...Array.from(element.querySelectorAll('*'))]
              .filter((node) => node.scrollWidth > node.clientWidth + 1)
              .filter((node) => getComputedStyle(node).overflowX !== 'visible')
              .map((node) => `${node.tagName}.${node.className}`),
          );
          expect(overflowing, `${lang} ${viewport}: elements cut`).toEqual([]);
        }
      }
    },
  );
});
