import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, SCREENSHOT_DIR, type Lang, type ViewportName } from './support/browser';
import { DEMO } from './support/harness';
import { browserSuite } from './support/suite';
import { closeToasts, expectHeading, expectToast, login, pathOf } from './support/ui';

// Enrichment answers "coming soon" when no public company API is configured (CONTRACT §4.9);
// the server inherits this process's environment.
process.env.ENRICHMENT_API_URL = '';

const { open, api, close } = browserSuite();

interface ApiFavorite {
  id: number;
  analyzer_record_id: number;
  nom_complet: string | null;
  notes: string | null;
  documentCount: number;
}
interface ApiRecord {
  id: number;
  nom_complet: string | null;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const PDF_NAME = 'Bilan 2024 « Curie » é.pdf';

const demoToken = async () =>
  (
    await api<{ accessToken: string }>('/auth/login', {
      body: { email: DEMO.email, password: DEMO.password },
    })
  ).accessToken;

const favoritesOf = (token: string) =>
  api<{ favorites: ApiFavorite[]; total: number }>('/favorites?limit=100', { token });

/** A picture of the screen without the toasts over it. */
async function shoot(page: Page, lang: Lang, viewport: ViewportName, name: string) {
  await closeToasts(page);
  if (!(await page.getByRole('dialog').count())) return screenshot(page, lang, viewport, name);
  // A dialog is fixed to the viewport: a full-page picture would show the page below it.
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.waitForTimeout(350);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${lang}-${viewport}-${name}.png`) });
}

const localDate = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

describe('favorites in the browser', () => {
  it('adds a favorite from the Analyzer, then notes, documents, export and removal', async () => {
    const token = await demoToken();
    expect((await favoritesOf(token)).total).toBe(0);

    const page = await open();
    await login(page, DEMO.email, DEMO.password);
    await page.getByTestId('records-loading').waitFor({ state: 'detached' });
    // Starring is free: it takes no credit and writes no ledger row (finding 1 of issue 30).
    const ledger = async () => ({
      balance: (await api<{ balance: number }>('/credits/balance', { token })).balance,
      rows: (
        await api<{ pagination: { total: number } }>('/credits/transactions?limit=1', { token })
      ).pagination.total,
    });
    const before = await ledger();
    const row = page.getByTestId('record-row').first();
    const name = ((await row.locator('td').nth(1).locator('p').first().textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await row.getByRole('button', { name: 'Ajouter aux favoris' }).click();
    await row.getByRole('button', { name: 'Retirer des favoris' }).waitFor();
    const [favorite] = (await favoritesOf(token)).favorites;
    expect(favorite.nom_complet).toBe(name);
    expect(await ledger()).toEqual(before);

    // The list, through the navigation.
    await page.getByRole('link', { name: 'Favoris' }).first().click();
    await page.waitForURL('**/favorites');
    await expectHeading(page, 'Mes favoris');
    const listRow = page.getByTestId('favorite-row').filter({ hasText: name });
    const notesCell = listRow.locator('td').nth(4);
    await notesCell.getByText('Ajouter des notes').waitFor();
    await page.getByRole('columnheader', { name: 'Statut' }).waitFor();
    expect(await page.getByTestId('favorites-total').textContent()).toBe('1 favori');
    expect(await listRow.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(
      `/analyzer/records/${favorite.analyzer_record_id}`,
    );

    // The detail, opened from the row.
    await notesCell.click();
    await page.waitForURL(`**/favorites/${favorite.id}`);
    await expectHeading(page, name);
    await page.getByText('Aucun document pour ce favori.').waitFor();
    expect(
      await page.getByRole('link', { name: "Voir l'annonce complète" }).getAttribute('href'),
    ).toBe(`/analyzer/records/${favorite.analyzer_record_id}`);

    // Notes saved.
    const note = 'Entreprise à suivre : rappeler le gérant avant la fin du trimestre prochain.';
    await page.getByRole('button', { name: 'Notes', exact: true }).click();
    const notesDialog = page.getByRole('dialog', { name: `Notes : ${name}` });
    await notesDialog.getByLabel('Notes').fill(note);
    await notesDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'Notes mises à jour');
    await notesDialog.waitFor({ state: 'detached' });
    expect(await page.locator('[data-field="notes"] dd').textContent()).toBe(
      `${note.slice(0, 50)}...`,
    );
    expect((await favoritesOf(token)).favorites[0].notes).toBe(note);

    // A document uploaded (an .exe picked with it is dropped, and the notice says so).
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    const docs = page.getByRole('dialog', { name: `Documents : ${name}` });
    await docs.getByText('Aucun document pour ce favori.').waitFor();
    await docs.getByTestId('document-input').setInputFiles([
      { name: PDF_NAME, mimeType: 'application/pdf', buffer: PDF },
      { name: 'outil.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await expectToast(page, 'Document ajouté');
    await docs
      .getByTestId('rejected-files')
      .filter({ hasText: 'outil.exe : type de fichier non accepté' })
      .waitFor();
    const documentRow = docs.getByTestId('document-row').filter({ hasText: PDF_NAME });
    await documentRow.waitFor();
    expect(await documentRow.textContent()).toContain(`${PDF.length} octets`);

    // Downloaded under its original name with the same bytes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      documentRow.getByRole('button', { name: `Télécharger ${PDF_NAME}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(PDF_NAME);
    expect(readFileSync(await download.path())).toEqual(PDF);

    // The detail's attachments list it too, once the dialog is closed.
    await docs.getByRole('button', { name: 'Fermer', exact: true }).click();
    await docs.waitFor({ state: 'detached' });
    await page.getByTestId('attachment').filter({ hasText: PDF_NAME }).waitFor();

    // Deleted.
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    await docs.getByRole('button', { name: `Supprimer ${PDF_NAME}` }).click();
    await expectToast(page, 'Document supprimé');
    await docs.getByText('Aucun document pour ce favori.').waitFor();
    await docs.getByRole('button', { name: 'Fermer', exact: true }).click();
    await docs.waitFor({ state: 'detached' });
    await page.getByText('Aucun document pour ce favori.').waitFor();
    expect((await favoritesOf(token)).favorites[0].documentCount).toBe(0);

    // Enrichment is not configured on this server: "coming soon", nothing changes.
    await page.getByRole('button', { name: 'Enrichir', exact: true }).click();
    await expectToast(page, 'Fonctionnalité bientôt disponible');

    // Export from the list: the file name of the day, a UTF-8 BOM, the favorite and its note.
    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    await page.waitForURL('**/favorites');
    await notesCell.getByTestId('notes-text').waitFor();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`favorites-export-${localDate()}.csv`);
    const bytes = readFileSync(await csv.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain(name);
    expect(text).toContain(note);
    await expectToast(page, 'Favoris exportés');

    // Removed: the row goes, the empty state comes, the Analyzer's star is off again.
    await page.getByRole('button', { name: `Retirer ${name} des favoris` }).click();
    await expectToast(page, 'Retiré des favoris');
    await page.getByText("Aucun favori pour l'instant").waitFor();
    expect(await page.getByTestId('favorite-row').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Exporter en CSV' }).isDisabled()).toBe(true);
    expect((await favoritesOf(token)).total).toBe(0);
    await page.getByRole('link', { name: 'Parcourir les enregistrements' }).click();
    await page.waitForURL('**/analyzer');
    await page.getByTestId('records-loading').waitFor({ state: 'detached' });
    await page
      .getByTestId('record-row')
      .filter({ hasText: name })
      .first()
      .getByRole('button', { name: 'Ajouter aux favoris' })
      .waitFor();
  });

  it('opens a favorite by its address, and explains an unknown one', async () => {
    const token = await demoToken();
    const records = await api<{ data: { data: ApiRecord[] } }>(
      '/analyzer/records?limit=3&dateFrom=2000-01-01',
      { token },
    );
    const record = records.data.data[2];
    const { favorite } = await api<{ favorite: ApiFavorite }>('/favorites', {
      token,
      body: { analyzerRecordId: record.id },
    });
    const page = await open('desktop', 'en');
    await login(page, DEMO.email, DEMO.password);
    await page.goto(`/favorites/${favorite.id}`);
    await expectHeading(page, favorite.nom_complet ?? 'Unnamed company');
    await page.getByText('No documents yet for this favorite.').waitFor();
    await page.goto('/favorites/999999');
    await page
      .getByText(
        'Favorite not found. Favorite details could not be loaded. Please return to the list.',
      )
      .waitFor();
    await page.getByRole('link', { name: 'Back to list' }).click();
    await page.waitForURL('**/favorites');
    expect(pathOf(page)).toBe('/favorites');
    await api(`/favorites/${favorite.id}`, { token, method: 'DELETE' });
  });
});

describe('favorites screenshots', () => {
  // Sixteen pictures (two languages, two widths, four screens): a busy machine needs minutes.
  it(
    'list, detail and both dialogs, in French and English, on a desktop and a phone',
    async () => {
      const token = await demoToken();
      const records = await api<{ data: { data: ApiRecord[] } }>(
        '/analyzer/records?limit=12&dateFrom=2000-01-01',
        { token },
      );
      const ids: number[] = [];
      for (const record of records.data.data.slice(0, 12)) {
        const { favorite } = await api<{ favorite: ApiFavorite }>('/favorites', {
          token,
          body: { analyzerRecordId: record.id },
        });
        ids.push(favorite.id);
      }
      // The newest first in the list: a plain note, an enrichment, and a document.
      const shown = ids.at(-1)!;
      await api(`/favorites/${shown}/notes`, {
        token,
        method: 'PATCH',
        body: { notes: 'Entreprise à suivre : rappeler le gérant avant la fin du trimestre.' },
      });
      await api(`/favorites/${ids.at(-2)}/notes`, {
        token,
        method: 'PATCH',
        body: {
          notes: JSON.stringify({
            enriched: true,
            timestamp: '2026-11-20T10:00:00.000Z',
            data: {
              insee: { siren: '552100554', activite_principale: '29.10Z' },
              sirenBasic: { denomination: 'EXEMPLE', etat: 'Active' },
              financial: { available: false, reason: 'No published financial statements' },
              intellectualProperty: { available: false },
              siretSpecific: { siege: { siret: '55210055400013' } },
            },
            additionalNotes: 'Déjà client',
          }),
        },
      });
      const form = new FormData();
      form.append('document', new Blob([PDF], { type: 'application/pdf' }), PDF_NAME);
      await api(`/favorites/${shown}/documents`, { token, body: form });

      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const page = await open(viewport, lang);
          await login(page, DEMO.email, DEMO.password);
          await page.goto('/favorites');
          await page.getByTestId('favorite-row').nth(9).waitFor();
          await shoot(page, lang, viewport, 'favorites');
          const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
          if (viewport === 'phone') expect(await scrollWidth()).toBeLessThanOrEqual(375);
          await page
            .getByTestId('favorite-row')
            .first()
            .locator('td')
            .last()
            .click({
              position: { x: 2, y: 2 },
            });
          await page.waitForURL(`**/favorites/${shown}`);
          await page.getByTestId('attachment').first().waitFor();
          await shoot(page, lang, viewport, 'favorite-detail');
          if (viewport === 'phone') expect(await scrollWidth()).toBeLessThanOrEqual(375);
          await page.getByRole('button', { name: 'Notes', exact: true }).click();
          await page.getByRole('dialog').waitFor();
          await shoot(page, lang, viewport, 'favorite-notes-dialog');
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
          await page.getByRole('button', { name: 'Documents', exact: true }).click();
          await page.getByRole('dialog').getByTestId('document-row').waitFor();
          await page
            .getByRole('dialog')
            .getByTestId('document-input')
            .setInputFiles([
              {
                name: 'setup.exe',
                mimeType: 'application/octet-stream',
                buffer: Buffer.from('MZ'),
              },
            ]);
          await page.getByTestId('rejected-files').waitFor();
          await shoot(page, lang, viewport, 'favorite-documents-dialog');
          await page.keyboard.press('Escape');
          await page.goto(`/favorites/${ids.at(-2)}`);
          await page.getByRole('button', { name: 'Notes', exact: true }).click();
          await page.getByTestId('enriched-sections').waitFor();
          await shoot(page, lang, viewport, 'favorite-notes-enriched');
          await close(page);
        }
      }
    },
    { timeout: 240_000 },
  );
});
