import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, screenshot, type Lang, type ViewportName } from './support/browser';
import { startedRun, waitForDataJob } from './support/data-jobs';
import { ADMIN, DEMO } from './support/harness';
import { REPO_ROOT } from './support/server';
import { browserSuite } from './support/suite';
import { closeToasts, detailAfterCost, expectHeading, expectToast, login } from './support/ui';

const { harness: h, open, api, registerVerified, closeAll } = browserSuite();
const stamp = Date.now();
/** A user with no record assigned, and the user an admin ingests a CSV for. */
const newcomer = {
  fullName: 'Pierre Curie',
  email: `pierre.${stamp}@e2e.test`,
  password: 'piezo-1880',
};
const owner = {
  fullName: 'Paul Langevin',
  email: `paul.${stamp}@e2e.test`,
  password: 'ultra-1917',
};
const resumer = { fullName: 'Ève Curie', email: `eve.${stamp}@e2e.test`, password: 'musique-1904' };
const INGEST_ROWS = 20_000;
const STOP_ROWS = 30_000;

interface ApiRecord {
  id: number;
  nom_complet: string | null;
  capital: number | null;
  type_annonce: string | null;
  date_parution: string | null;
}
interface RecordPage {
  data: {
    data: ApiRecord[];
    meta: { total: number; totalPages: number; totalIsExact?: boolean };
  };
}

/**
 * The exact number of a user's records matching `q`. Past a cap the server estimates its total,
 * but its pages are exact: the last non-empty page of 100 is found by bisection.
 */
async function exactCount(token: string, q: string): Promise<number> {
  const size = 100;
  const filled = async (page: number) =>
    (await api<RecordPage>(`/analyzer/records?limit=${size}&page=${page}&q=${q}`, { token })).data
      .data.length;
  let low = 1;
  let high = 1;
  while ((await filled(high)) === size) high *= 2;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if ((await filled(middle)) === size) low = middle + 1;
    else high = middle;
  }
  return (low - 1) * size + (await filled(low));
}

const tokenOf = async (email: string, password: string) =>
  (await api<{ accessToken: string }>('/auth/login', { body: { email, password } })).accessToken;

const rows = (page: Page) => page.getByTestId('record-row');
const resultsLoaded = (page: Page) =>
  page.getByTestId('records-loading').waitFor({ state: 'detached' });
const field = (scope: Page | Locator, name: string) =>
  scope.locator(`[data-field="${name}"]`).textContent();
const euros = (amount: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** A picture of the screen without the toasts (the login one) over it. */
async function shoot(page: Page, lang: Lang, viewport: ViewportName, name: string) {
  await closeToasts(page);
  await screenshot(page, lang, viewport, name);
}

/** A CSV in the analyzer format (record fields as columns), with one malformed row at line 3. */
function analyzerCsv(rowCount: number, fileName = 'records.csv'): string {
  const dir = mkdtempSync(join(tmpdir(), 'bodacc-e2e-csv-'));
  const path = join(dir, fileName);
  const lines = ['annonce_id,date_parution,type_annonce,nom_complet,rcs,adresse,capital,activite'];
  for (let i = 1; i <= rowCount; i += 1) {
    const id = i === 2 ? '' : `E2E-${stamp}-${i}`;
    lines.push(
      `${id},2025-0${(i % 9) + 1}-15,creation,LANGEVIN INGENIERIE ${i},${String(100000000 + i)} RCS Paris,${i} rue des Ecoles 75005 Paris,${1000 + i},Etudes techniques`,
    );
  }
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

describe('analyzer in the browser', () => {
  it('the demo user searches, filters by type, opens a record and changes page', async () => {
    const token = await tokenOf(DEMO.email, DEMO.password);
    const all = await api<RecordPage>('/analyzer/records?limit=100&dateFrom=2000-01-01', { token });
    expect(all.data.meta.total).toBeGreaterThan(10);
    const named = all.data.data.find((record) => record.nom_complet);
    expect(named).toBeDefined();

    const page = await open();
    await login(page, DEMO.email, DEMO.password);
    await expectHeading(page, "Analyse d'entreprises");
    await expectHeading(page, 'Recherche');
    await resultsLoaded(page);
    expect(await rows(page).count()).toBe(10);
    const firstOnPage1 = await rows(page).first().locator('td').nth(1).textContent();

    // The favorite toggle of a row, kept by the server.
    const firstRow = rows(page).first();
    await firstRow.getByRole('button', { name: 'Ajouter aux favoris' }).click();
    await firstRow.getByRole('button', { name: 'Retirer des favoris' }).waitFor();
    await page.reload();
    await resultsLoaded(page);
    await rows(page).first().getByRole('button', { name: 'Retirer des favoris' }).click();
    await rows(page).first().getByRole('button', { name: 'Ajouter aux favoris' }).waitFor();

    // Page 2, then back through the numbers (at most 5 shown).
    const nav = page.getByRole('navigation', { name: 'Pagination des résultats' });
    expect(await nav.getByRole('button', { name: /^Page \d+$/ }).count()).toBeLessThanOrEqual(5);
    await nav.getByRole('button', { name: 'Page 2', exact: true }).click();
    await nav.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    await resultsLoaded(page);
    expect(await rows(page).first().locator('td').nth(1).textContent()).not.toBe(firstOnPage1);

    // Free text: the record's name, typed in lower case without accents.
    const name = named!.nom_complet!;
    const typed = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    await page.getByLabel('Recherche libre').fill(typed);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await rows(page).filter({ hasText: name }).first().waitFor();
    await resultsLoaded(page);
    expect(await nav.count()).toBe(0);

    // The modal asks the server for the record: opening one is a metered consultation
    // (CONTRACT §4.5), paid here from the demo user's seeded credits.
    await rows(page).filter({ hasText: name }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name }).waitFor();
    // Favoriting no longer opens (and pays for) the record: opening it asks first.
    await detailAfterCost(dialog);
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await dialog.waitFor({ state: 'detached' });

    // Reset restores the defaults and searches at once; then filter by one type.
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    expect(await page.getByLabel('Recherche libre').inputValue()).toBe('');
    expect(await page.getByLabel('Du').inputValue()).toBe('2000-01-01');
    await rows(page).nth(9).waitFor();
    const sales = await api<RecordPage>('/analyzer/records?typeAnnonce=vente&dateFrom=2000-01-01', {
      token,
    });
    expect(sales.data.meta.total).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: "Types d'annonce" }).click();
    await page.getByRole('option', { name: 'Vente et cession' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page
      .getByText(`${sales.data.meta.total} enregistrement`, { exact: false })
      .first()
      .waitFor();
    await resultsLoaded(page);
    const shown = await rows(page).count();
    expect(shown).toBe(Math.min(10, sales.data.meta.total));
    for (let i = 0; i < shown; i += 1)
      expect(await rows(page).nth(i).locator('td').nth(2).textContent()).toBe('Vente et cession');
  });

  it('a bookmarked search survives the login, a record page and the back button', async () => {
    const page = await open();
    const bookmark = '/analyzer?includeInactive=true&page=2';
    const pageTwo = page
      .getByRole('navigation', { name: 'Pagination des résultats' })
      .locator('[aria-current="page"]', { hasText: '2' });

    // Signed out: the login brings the visitor back to the search asked for.
    await page.goto(bookmark);
    await page.waitForURL('**/login');
    await page.locator('#field-email').fill(DEMO.email);
    await page.locator('#field-password').fill(DEMO.password);
    await page.locator('#field-password').press('Enter');
    await page.waitForURL(`**${bookmark}`);
    await pageTwo.waitFor();
    await resultsLoaded(page);
    expect(await page.getByLabel('Inclure les entreprises inactives').isChecked()).toBe(true);
    const firstOnPage2 = await rows(page).first().locator('td').nth(1).textContent();

    // A record opened in its own page; the browser's back button returns to the same results.
    await rows(page).first().click();
    const dialog = page.getByRole('dialog');
    await detailAfterCost(dialog);
    await dialog.getByRole('link', { name: 'Ouvrir dans une page' }).click();
    await page.waitForURL('**/analyzer/records/*');
    await page.goBack();
    await page.waitForURL(`**${bookmark}`);
    // The dialog left open on the way out must not leave the app hidden from assistive tech.
    // (MUI clears it when the modal's exit transition ends, so it is awaited, not read at once.)
    await page.waitForFunction(
      () => !document.getElementById('root')?.hasAttribute('aria-hidden'),
      null,
      {
        timeout: 3000,
      },
    );
    await pageTwo.waitFor();
    await resultsLoaded(page);
    expect(await rows(page).first().locator('td').nth(1).textContent()).toBe(firstOnPage2);

    // And so does the page's own back link.
    await page.goForward();
    await page.waitForURL('**/analyzer/records/*');
    await page.getByRole('link', { name: "Retour à l'analyseur" }).click();
    await page.waitForURL(`**${bookmark}`);
    await pageTwo.waitFor();

    // An inverted date range is refused on the field, not answered with an empty list.
    await page.locator('#search-from').fill('2024-06-01');
    await page.locator('#search-to').fill('2024-01-31');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByText('La date de fin est antérieure à la date de début').waitFor();
    expect(new URL(page.url()).search).toBe('?includeInactive=true&page=2');
  });

  it('a user without a plan who sees no record is pointed to the plans and their trial', async () => {
    await registerVerified(newcomer);
    const page = await open();
    await login(page, newcomer.email, newcomer.password);
    const message = page.getByTestId('no-access').filter({ hasText: "14 jours d'essai gratuit" });
    await message.waitFor();
    expect(await message.textContent()).not.toMatch(/administrateur/);
    await message.getByRole('link', { name: /Voir les formules/ }).click();
    await page.waitForURL('**/subscriptions');
  });

  it(
    'an admin uploads a CSV and watches its progress and logs live until completion',
    { timeout: 120_000 },
    async () => {
      const ownerId = await registerVerified(owner);
      const csv = analyzerCsv(INGEST_ROWS);
      const page = await open();
      await login(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/analyzer-ingest');
      await expectHeading(page, "Ingestion de l'analyseur");

      // Validation first (spec §5).
      await page.getByRole('button', { name: "Démarrer l'ingestion" }).click();
      await page
        .getByText('Veuillez indiquer un chemin de fichier CSV ou téléverser un fichier CSV')
        .waitFor();
      await page.getByText("L'ID de l'utilisateur cible est requis").waitFor();

      // Every text the progress line takes is recorded, to prove it moved before the end.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seenRows: string[] }).seenRows = seen;
        const target = document.querySelector('[data-testid="ingest-rows"]')!;
        new MutationObserver(() => seen.push(target.textContent ?? '')).observe(target, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      await page.locator('#ingest-file').setInputFiles(csv);
      await page.getByTestId('ingest-file-name').filter({ hasText: 'records.csv' }).waitFor();
      await page.getByLabel(/ID de l'utilisateur cible/).fill(String(ownerId));
      await page.getByLabel('Taille des lots').fill('100');
      await page.getByRole('button', { name: "Démarrer l'ingestion" }).click();
      await expectToast(page, 'Ingestion démarrée');
      const started = Date.now();
      await page
        .getByTestId('job-state')
        .filter({ hasText: 'Terminé' })
        .waitFor({ timeout: 90_000 });
      const seconds = (Date.now() - started) / 1000;
      await expectToast(page, 'Ingestion terminée');

      const total = new Intl.NumberFormat('fr').format(INGEST_ROWS);
      await page
        .getByTestId('ingest-rows')
        .filter({ hasText: `Ligne ${total} sur ${total}` })
        .waitFor();
      const seen = await page.evaluate(
        () => (window as unknown as { seenRows: string[] }).seenRows,
      );
      const midway = seen.filter(
        (text) => /Ligne [1-9]/.test(text) && !text.startsWith(`Ligne ${total}`),
      );
      console.log(
        `ingestion of ${INGEST_ROWS} rows: ${seconds.toFixed(1)} s in the browser; progress texts seen: ${seen.length}, midway: ${midway.length}`,
      );
      expect(midway.length).toBeGreaterThan(0);
      const logs = page.getByTestId('ingest-logs');
      // The server's codes, in French.
      await logs.getByText('Ligne 3 ignorée : annonce_id est vide').waitFor();
      await logs.getByText(`Terminé — lignes lues : ${total}`, { exact: false }).waitFor();
      expect(
        await page.getByRole('progressbar', { name: 'Progression' }).getAttribute('aria-valuenow'),
      ).toBe('100');

      // The owner now sees the ingested records; the clear action empties the log.
      await page.getByRole('button', { name: 'Effacer' }).click();
      await logs.getByText('Aucun journal pour le moment.').waitFor();
      const ownerToken = await tokenOf(owner.email, owner.password);
      expect(await exactCount(ownerToken, 'langevin')).toBe(INGEST_ROWS - 1);

      // The owner finds one and opens it (its welcome credits pay for the consultation).
      const ownerPage = await open();
      await login(ownerPage, owner.email, owner.password);
      await resultsLoaded(ownerPage);
      // By SIREN: the RCS number of row 1234 only.
      await ownerPage.getByLabel('Recherche libre').fill('100001234');
      await ownerPage.getByRole('button', { name: 'Rechercher' }).click();
      const row = rows(ownerPage).filter({
        has: ownerPage.getByText('LANGEVIN INGENIERIE 1234', { exact: true }),
      });
      await row.waitFor();
      await row.click();
      const dialog = ownerPage.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'LANGEVIN INGENIERIE 1234' }).waitFor();
      await detailAfterCost(dialog);
      expect(plain(await field(dialog, 'capital'))).toBe(plain(euros(2234)));
      expect(await field(dialog, 'date_parution')).toBe('15/02/2025');
      expect(await field(dialog, 'type_annonce')).toBe('Création');
      expect(await field(dialog, 'rcs')).toBe('100001234 RCS Paris');
      expect(await field(dialog, 'adresse')).toBe('1234 rue des Ecoles 75005 Paris');
      expect(await field(dialog, 'activite')).toBe('Etudes techniques');
      expect(await field(dialog, 'proceduration_collective_existe')).toBe('Non');
      for (const label of ['Forme juridique', 'Tribunal', 'Date du jugement', 'Famille'])
        await dialog.getByText(label, { exact: true }).waitFor();
    },
  );

  it('an admin stops a running ingestion and resumes it', { timeout: 120_000 }, async () => {
    const ownerId = await registerVerified(resumer);
    const csv = analyzerCsv(STOP_ROWS, 'resume.csv');
    const page = await open();
    await login(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/analyzer-ingest');
    await page.locator('#ingest-file').setInputFiles(csv);
    await page.getByLabel(/ID de l'utilisateur cible/).fill(String(ownerId));
    await page.getByLabel('Taille des lots').fill('10');
    await page.getByRole('button', { name: "Démarrer l'ingestion" }).click();
    await expectToast(page, 'Ingestion démarrée');
    await page
      .getByTestId('ingest-rows')
      .filter({ hasText: /Ligne [1-9]/ })
      .waitFor();
    await page.getByRole('button', { name: 'Arrêter' }).click();
    await expectToast(page, "Arrêt de l'ingestion demandé");
    await page.getByTestId('job-state').filter({ hasText: 'Arrêté' }).waitFor({ timeout: 30_000 });
    const stoppedAt = Number(
      ((await page.getByTestId('ingest-rows').textContent()) ?? '')
        .match(/Ligne ([\d\s\u202f]+) sur/)?.[1]
        ?.replace(/\D/g, ''),
    );
    expect(stoppedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeLessThan(STOP_ROWS);

    await page.getByLabel("Reprendre l'ingestion précédente").check();
    await page.getByRole('button', { name: "Démarrer l'ingestion" }).click();
    await page.getByTestId('job-state').filter({ hasText: 'Terminé' }).waitFor({ timeout: 90_000 });
    // The resumed run's log lines, from the server: the first may be emitted before the page
    // learns the new processId, so the live panel is not where to look for it.
    const status = await api<{ logs: { message: string }[]; message: string }>(
      '/admin/analyzer-ingest/status',
      { token: await tokenOf(ADMIN.email, ADMIN.password) },
    );
    expect(status.logs.some((line) => line.message.includes('Resuming after line'))).toBe(true);
    expect(status.message).toContain(`Completed: ${STOP_ROWS} rows read`);
    const token = await tokenOf(resumer.email, resumer.password);
    expect(await exactCount(token, 'langevin')).toBe(STOP_ROWS - 1);
  });

  it(
    'an admin runs the BODACC import then the transfer from the data page',
    { timeout: 90_000 },
    async () => {
      // The default import file (BODACC_CSV_PATH) lives in the server's INGEST_DIR.
      const ingestDir = join(dirname(h().server.logFile), 'data', 'ingest');
      mkdirSync(ingestDir, { recursive: true });
      copyFileSync(
        join(REPO_ROOT, 'backend/test/fixtures/sample-real.csv'),
        join(ingestDir, 'bodacc.csv'),
      );

      const page = await open();
      await login(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/data');
      await expectHeading(page, 'Données BODACC');
      await expectHeading(page, 'Import BODACC');
      expect(await page.getByLabel('Taille des lots').inputValue()).toBe('1000');
      const status = page.getByTestId('data-status');
      await status.filter({ hasText: 'Aucune tâche lancée depuis cette page.' }).waitFor();

      const adminToken = await tokenOf(ADMIN.email, ADMIN.password);
      /** Waits for the status text; on failure says what the server knows of the run. */
      const finished = async (text: string, processId: string) => {
        try {
          await status.filter({ hasText: text }).waitFor({ timeout: 30_000 });
        } catch (error) {
          const run = await api(`/admin/jobs/${processId}`, { token: adminToken });
          throw new Error(
            `${text}: status box "${await status.textContent()}", run ${JSON.stringify(run)}`,
            { cause: error },
          );
        }
      };
      const importStarted = startedRun(page, '/api/admin/ingest/bodacc-csv');
      await page.getByRole('button', { name: "Lancer l'import" }).click();
      const importRun = await importStarted;
      await waitForDataJob(page, 'import', importRun);
      await finished('Import BODACC terminé', importRun);
      expect(await status.textContent()).toMatch(/terminé : lignes lues : \d+/);
      expect(await page.getByRole('button', { name: "Lancer l'import" }).isEnabled()).toBe(true);

      const transferStarted = startedRun(page, '/api/admin/transfer/bodacc-to-analyzer');
      await page.getByRole('button', { name: 'Lancer le transfert' }).click();
      const transferRun = await transferStarted;
      await waitForDataJob(page, 'transfer', transferRun);
      await finished('Transfert BODACC terminé', transferRun);

      // A file that is not there: the start fails and says where the details are.
      await page.getByLabel('Chemin du fichier').fill('missing.csv');
      await page.getByRole('button', { name: "Lancer l'import" }).click();
      await expectToast(page, "Impossible de démarrer l'import BODACC");
      await status.filter({ hasText: 'échec du démarrage' }).waitFor();
      await shoot(page, 'fr', 'desktop', 'admin-data-failed-start');
    },
  );
});

describe('analyzer and ingestion screenshots', () => {
  it('in French and English, at desktop and phone width', { timeout: 300_000 }, async () => {
    for (const lang of ['fr', 'en'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const demo = await open(viewport, lang);
        await login(demo, DEMO.email, DEMO.password);
        await resultsLoaded(demo);
        await rows(demo).nth(9).waitFor();
        await shoot(demo, lang, viewport, 'analyzer');
        const width = await demo.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${lang} ${viewport} analyzer width`).toBeLessThanOrEqual(
          viewport === 'phone' ? 375 : 1280,
        );
        // Every button of a row lies whole inside it (a phone card once clipped the last one).
        const row = await rows(demo).first().boundingBox();
        for (const button of await rows(demo).first().getByRole('button').all()) {
          const box = (await button.boundingBox())!;
          expect(box.x + box.width, `${lang} ${viewport} row button`).toBeLessThanOrEqual(
            row!.x + row!.width,
          );
        }
        await rows(demo).first().click();
        await detailAfterCost(demo.getByRole('dialog'));
        await shoot(demo, lang, viewport, 'analyzer-record-modal-user');

        // Admins are not metered: the full record, as a modal and as a page.
        const admin = await open(viewport, lang);
        await login(admin, ADMIN.email, ADMIN.password);
        await resultsLoaded(admin);
        await rows(admin).first().click();
        await admin.getByRole('dialog').getByTestId('record-detail').waitFor();
        await shoot(admin, lang, viewport, 'analyzer-record-modal');
        const href = await admin
          .getByRole('dialog')
          .getByRole('link', { name: lang === 'fr' ? 'Ouvrir dans une page' : 'Open as a page' })
          .getAttribute('href');
        await admin.goto(href!);
        await admin.getByTestId('record-detail').waitFor();
        await shoot(admin, lang, viewport, 'analyzer-record-page');

        const newcomerPage = await open(viewport, lang);
        await login(newcomerPage, newcomer.email, newcomer.password);
        await newcomerPage.getByTestId('no-access').waitFor();
        await shoot(newcomerPage, lang, viewport, 'analyzer-no-access');

        await admin.goto('/admin/analyzer-ingest');
        await admin.getByTestId('ingest-logs').locator('div').first().waitFor();
        await shoot(admin, lang, viewport, 'admin-analyzer-ingest');
        expect(
          await admin.evaluate(() => document.documentElement.scrollWidth),
        ).toBeLessThanOrEqual(viewport === 'phone' ? 375 : 1280);
        await admin.goto('/admin/data');
        await admin.getByTestId('data-status').waitFor();
        await shoot(admin, lang, viewport, 'admin-data');
        expect(
          await admin.evaluate(() => document.documentElement.scrollWidth),
        ).toBeLessThanOrEqual(viewport === 'phone' ? 375 : 1280);
        await closeAll();
      }
    }
  });
});

/** Issue 30: what the analyst needs of the procedures, seen in the browser and photographed. */
describe('procedures in the analyzer (issue 30)', () => {
  const words = {
    fr: {
      status: "Statut de l'entreprise",
      liquidation: 'Liquidation judiciaire',
      search: 'Rechercher',
      chips: 'Filtres appliqués',
      coverage:
        /^Le catalogue couvre les annonces du \d\d\/\d\d\/\d{4} au \d\d\/\d\d\/\d{4} : [\d ]+ annonces?$/,
      neverSynced: "La synchronisation avec le BODACC n'a encore jamais abouti",
      liquidator: 'Liquidateur : ',
    },
    en: {
      status: 'Company status',
      liquidation: 'Compulsory liquidation',
      search: 'Search',
      chips: 'Applied filters',
      coverage:
        /^The catalogue covers notices from \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}: [\d,]+ notices?$/,
      neverSynced: 'The sync with the BODACC has never succeeded yet',
      liquidator: 'Liquidator: ',
    },
  } as const;

  it(
    'finds the liquidations by the status filter, with their judgment, in French and English, at desktop and phone width',
    { timeout: 300_000 },
    async () => {
      const token = await tokenOf(DEMO.email, DEMO.password);
      const liquidations = await api<RecordPage>(
        '/analyzer/records?status=liquidation_judiciaire&dateFrom=2000-01-01&limit=100',
        { token },
      );
      const total = liquidations.data.meta.total;
      expect(total, 'liquidations among the demo notices').toBeGreaterThan(0);

      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const say = words[lang];
          const page = await open(viewport, lang);
          await login(page, DEMO.email, DEMO.password);
          await resultsLoaded(page);
          await page.getByRole('combobox', { name: say.status }).click();
          await page.getByRole('option', { name: say.liquidation, exact: true }).click();
          await shoot(page, lang, viewport, 'analyzer-status-filter-open');
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: say.search, exact: true }).click();
          await page.waitForURL(/[?&]status=liquidation_judiciaire(&|$)/);
          await resultsLoaded(page);
          await page.getByRole('list', { name: say.chips }).getByText(say.liquidation).waitFor();
          await rows(page).first().waitFor();
          // Every row is a company in liquidation, and all of them are there.
          const statuses = await rows(page)
            .getByTestId('company-status')
            .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
          expect(statuses.length).toBe(Math.min(10, total));
          expect(new Set(statuses)).toEqual(new Set(['liquidation_judiciaire']));
          // Each card tells where the company is (phones had no town).
          if (viewport === 'phone')
            expect(await rows(page).first().getByTestId('record-town').isVisible()).toBe(true);
          await shoot(page, lang, viewport, 'analyzer-liquidations');

          // A judgment notice: its kind and date in the list; in the modal its nature, date,
          // practitioners, and no developer material.
          const judged = rows(page)
            .filter({ has: page.getByTestId('record-judgment') })
            .first();
          await judged.click();
          const dialog = page.getByRole('dialog');
          await detailAfterCost(dialog);
          expect(await dialog.locator('[data-field="judgmentNature"]').textContent()).not.toBe('-');
          expect(await dialog.getByText(/JSON/).count()).toBe(0);
          expect(await dialog.getByText(/\bS[0-9a-f]{40}\b/).count()).toBe(0);
          // The judgment's section in view, for the picture.
          await dialog.locator('[data-field="judgmentNature"]').scrollIntoViewIfNeeded();
          // The dialog is fixed over the page: the picture is of the screen, not the whole page.
          await closeToasts(page);
          await page.screenshot({
            path: join(SCREENSHOT_DIR, `${lang}-${viewport}-analyzer-liquidation-modal.png`),
          });
          await dialog
            .getByRole('button', { name: lang === 'fr' ? 'Fermer' : 'Close' })
            .last()
            .click();
          await dialog.waitFor({ state: 'detached' });
          await closeAll();
        }
      }

      // A liquidator named by a judgment, read in the record modal.
      const withLiquidator = liquidations.data.data.find((record) =>
        (record as unknown as { practitioners?: { role: string }[] }).practitioners?.some(
          (practitioner) => practitioner.role === 'liquidateur',
        ),
      );
      expect(withLiquidator, 'a liquidation notice naming its liquidator').toBeDefined();
      const page = await open();
      await login(page, DEMO.email, DEMO.password);
      await page.goto(`/analyzer/records/${withLiquidator!.id}`);
      await detailAfterCost(page);
      expect(await field(page, 'practitioners')).toContain(words.fr.liquidator);
      await shoot(page, 'fr', 'desktop', 'analyzer-liquidation-page');
    },
  );

  it('states what the catalogue covers where the user searches, in French and English', async () => {
    for (const lang of ['fr', 'en'] as const) {
      const say = words[lang];
      const page = await open('desktop', lang);
      await login(page, DEMO.email, DEMO.password);
      await resultsLoaded(page);
      // The sync is disabled here: it never succeeded, and the page says the data may be partial.
      await page
        .getByTestId('catalogue-coverage-warning')
        .filter({ hasText: say.neverSynced })
        .waitFor();
      expect(plain(await page.getByTestId('catalogue-coverage').textContent())).toMatch(
        say.coverage,
      );
      await shoot(page, lang, 'desktop', 'analyzer-coverage');
      await closeAll();
    }
  });

  it('takes the SIREN of a pasted SIRET', async () => {
    const page = await open();
    await login(page, DEMO.email, DEMO.password);
    await resultsLoaded(page);
    await page.getByLabel('SIREN').fill('880 878 145 00015');
    expect(await page.getByLabel('SIREN').inputValue()).toBe('880 878 145');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(/[?&]siren=880878145(&|$)/);
  });
});
