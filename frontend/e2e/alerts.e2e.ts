import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, DEMO } from './support/harness';
import { browserSuite } from './support/suite';
import { detailAfterCost, expectHeading, expectToast, login, shoot } from './support/ui';

const { open, api, closeAll, subscribe } = browserSuite();
const stamp = Date.now();
/** A word no sample notice holds: the saved search looks for it. */
const SEARCHED_WORD = 'xylophoniste';
const SEARCH_NAME = 'Veille xylophonistes';

interface ApiRecord {
  id: number;
  nom_complet: string | null;
  siren: string | null;
}

const tokenOf = async (email: string, password: string) =>
  (await api<{ accessToken: string }>('/auth/login', { body: { email, password } })).accessToken;

/** A company among the demo user's notices, found through the API. */
async function aDemoCompany(token: string): Promise<{ siren: string; name: string }> {
  const found = await api<{ data: { data: ApiRecord[] } }>(
    '/analyzer/records?includeInactive=true&dateFrom=2000-01-01&limit=100',
    { token },
  );
  const record = found.data.data.find((row) => row.siren && row.nom_complet);
  expect(record, 'a notice with a SIREN and a name').toBeDefined();
  return { siren: record!.siren!, name: record!.nom_complet! };
}

const csvField = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** The judgment the watched company's new notice announces: its alert names it (issue 30). */
const CLOSING = "Jugement de clôture pour insuffisance d'actif";

/**
 * An analyzer CSV of two new notices: a closing judgment of the watched company (its SIREN and
 * name), and one whose name holds the saved search's word.
 */
function newNoticesCsv({ siren, name }: { siren: string; name: string }): string {
  const path = join(mkdtempSync(join(tmpdir(), 'bodacc-e2e-alerts-')), 'alerts.csv');
  const lines = [
    'annonce_id,date_parution,type_annonce,nom_complet,siren,rcs,adresse,activite,type_jugement,date_jugement',
    `ALERT-${stamp}-1,2026-01-15,collective,${csvField(name)},${siren},${siren} RCS Paris,1 rue de la Paix 75002 Paris,Commerce,${csvField(CLOSING)},2026-01-12`,
    `ALERT-${stamp}-2,2026-01-15,creation,ATELIER DU ${SEARCHED_WORD.toUpperCase()},987654321,987654321 RCS Lyon,2 quai Saint-Antoine 69002 Lyon,Musique,,`,
  ];
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/** Runs the analyzer ingestion of a file for a user, as an admin does it from its page. */
async function ingestAsAdmin(csv: string, ownerId: number): Promise<void> {
  const page = await open();
  await login(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/analyzer-ingest');
  await expectHeading(page, "Ingestion de l'analyseur");
  await page.locator('#ingest-file').setInputFiles(csv);
  await page.getByLabel(/ID de l'utilisateur cible/).fill(String(ownerId));
  await page.getByRole('button', { name: "Démarrer l'ingestion" }).click();
  await expectToast(page, 'Ingestion démarrée');
  await page.getByTestId('job-state').filter({ hasText: 'Terminé' }).waitFor({ timeout: 60_000 });
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const saveDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Enregistrer cette recherche' });
/** The save dialog, opened once the search has answered (a click before may be lost). */
async function openSaveDialog(page: Page) {
  await page.getByTestId('records-loading').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Enregistrer cette recherche' }).click();
  const dialog = saveDialog(page);
  await dialog.waitFor();
  return dialog;
}

describe('watches, saved searches and notifications in the browser', () => {
  it(
    'the demo user watches a company, saves a search with an alert, and is told live of new notices',
    { timeout: 180_000 },
    async () => {
      const token = await tokenOf(DEMO.email, DEMO.password);
      const { user: demo } = await api<{ user: { id: number } }>('/auth/me', { token });
      const company = await aDemoCompany(token);

      // Watched from its company page.
      const page = await open();
      await login(page, DEMO.email, DEMO.password);
      await page.goto(`/companies/${company.siren}`);
      await page.getByTestId('company-header').waitFor();
      await page.getByRole('button', { name: 'Suivre cette entreprise' }).click();
      await expectToast(page, `Vous surveillez désormais ${company.name}.`);
      await page.getByRole('button', { name: 'Ne plus surveiller' }).waitFor();

      // On /watches, reached from the user menu.
      await page.getByRole('button', { name: 'Menu utilisateur' }).click();
      await page.getByRole('menuitem', { name: 'Entreprises surveillées' }).click();
      await page.waitForURL('**/watches');
      const row = page.getByTestId('watch-row').filter({ hasText: company.name });
      await row.getByRole('link', { name: company.name }).waitFor();
      await row.getByTestId('company-status').waitFor();
      await page.getByTestId('usage-watches').filter({ hasText: '1 / 5' }).waitFor();
      await page
        .getByTestId('next-plan-watches')
        .filter({ hasText: "La formule Débutant permet d'en surveiller 25." })
        .waitFor();

      // Without a plan, a search saves with no alert: asked for one, the screen says why.
      await page.goto(`/analyzer?q=${SEARCHED_WORD}`);
      const refused = await openSaveDialog(page);
      const alertSwitch = refused.getByRole('switch');
      expect(await alertSwitch.isChecked()).toBe(false);
      await alertSwitch.check();
      await refused.getByLabel(/Nom de la recherche/).fill(SEARCH_NAME);
      await refused.getByRole('button', { name: 'Enregistrer' }).click();
      await refused
        .getByTestId('plan-limit')
        .getByRole('link', { name: 'Voir les abonnements' })
        .waitFor();
      await refused.getByRole('button', { name: 'Annuler' }).click();
      await refused.waitFor({ state: 'detached' });

      // With the Débutant plan (one alert), the alert is on by default.
      await subscribe(token, 'Débutant');
      await page.reload();
      const dialog = await openSaveDialog(page);
      await dialog.getByTestId('usage-savedSearchAlerts').filter({ hasText: '0 / 1' }).waitFor();
      expect(await dialog.getByRole('switch').isChecked()).toBe(true);
      await dialog.getByLabel(/Nom de la recherche/).fill(SEARCH_NAME);
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.goto('/saved-searches');
      const saved = page.getByTestId('saved-search-row').filter({ hasText: SEARCH_NAME });
      expect(await saved.getByRole('switch').isChecked()).toBe(true);
      await saved.filter({ hasText: SEARCHED_WORD }).waitFor();

      // An admin's ingestion adds a notice of the company and one the search finds: the bell
      // counts them live, on the page left open.
      await bell(page).waitFor();
      expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');
      await ingestAsAdmin(newNoticesCsv(company), demo.id);
      await page
        .getByRole('button', { name: 'Notifications : 2 non lues' })
        .waitFor({ timeout: 30_000 });

      // The drawer tells which is which; opening the watched company's notice reads it.
      await bell(page).click();
      const drawer = page.getByTestId('notifications-drawer');
      const watched = drawer
        .getByTestId('notification')
        .filter({ hasText: 'Entreprise surveillée' });
      await watched.filter({ hasText: company.name }).waitFor();
      // It says what happened: the judgment, not only "Procédure collective".
      await watched.filter({ hasText: `${CLOSING} · publiée le 15/01/2026` }).waitFor();
      await drawer
        .getByTestId('notification')
        .filter({ hasText: SEARCH_NAME })
        .filter({ hasText: 'Création · publiée le 15/01/2026' })
        .waitFor();
      await drawer
        .getByTestId('notification')
        .filter({ hasText: SEARCH_NAME })
        .getByText(`ATELIER DU ${SEARCHED_WORD.toUpperCase()}`)
        .waitFor();
      await watched.getByRole('link', { name: "Ouvrir l'annonce" }).click();
      await page.waitForURL('**/analyzer/records/*');
      await detailAfterCost(page);
      await page.getByRole('heading', { level: 1, name: company.name }).waitFor();
      await page.getByRole('button', { name: 'Notifications : 1 non lue' }).waitFor();

      // Exactly one notification each, even after a reload.
      await page.goto('/notifications');
      await page.getByTestId('notification-total').filter({ hasText: '2 notifications' }).waitFor();
      await page
        .getByTestId('notification')
        .filter({ hasText: company.name })
        .filter({ hasText: CLOSING })
        .waitFor();
      await page
        .getByTestId('unread-count')
        .filter({ hasText: '1 notification non lue' })
        .waitFor();
    },
  );

  it(
    'screenshots in French and English, at desktop and phone width',
    { timeout: 240_000 },
    async () => {
      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const page = await open(viewport, lang);
          await login(page, DEMO.email, DEMO.password);

          await page.goto('/watches');
          await page.getByTestId('watch-row').first().waitFor();
          await shoot(page, lang, viewport, 'watches');

          await page.goto('/saved-searches');
          await page.getByTestId('saved-search-row').first().waitFor();
          await shoot(page, lang, viewport, 'saved-searches');

          // The judgment keeps its French name, as the source gives it; the rest is translated.
          const published = lang === 'fr' ? 'publiée le' : 'published on';
          const namedJudgment = `${CLOSING} · ${published} 15/01/2026`;
          await page.goto('/notifications');
          await page.getByTestId('notification').filter({ hasText: namedJudgment }).waitFor();
          await shoot(page, lang, viewport, 'notifications');

          await bell(page).click();
          await page
            .getByTestId('notifications-drawer')
            .getByTestId('notification')
            .filter({ hasText: namedJudgment })
            .waitFor();
          await shoot(page, lang, viewport, 'notifications-drawer');
          await page.keyboard.press('Escape');
          await page.getByTestId('notifications-drawer').waitFor({ state: 'detached' });

          await page.goto(`/analyzer?q=${SEARCHED_WORD}&typeAnnonce=creation`);
          const save = lang === 'fr' ? 'Enregistrer cette recherche' : 'Save this search';
          await page.getByRole('button', { name: save }).click();
          await page
            .getByRole('dialog', { name: save })
            .getByTestId('save-search-filters')
            .waitFor();
          await shoot(page, lang, viewport, 'save-search-dialog');
          await closeAll();
        }
      }
    },
  );
});
