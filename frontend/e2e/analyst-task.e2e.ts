import { Workbook } from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN } from './support/harness';
import { browserSuite } from './support/suite';
import { expectToast, login, shoot } from './support/ui';

const { open, api, registerVerified, subscribe } = browserSuite();

const analyst = {
  fullName: 'Claire Analyste',
  email: `analyste-${Date.now()}@e2e.test`,
  password: 'Analyste-e2e-Password1',
};
/** Companies of the real sample: two liquidations in the Haut-Rhin, one in the Allier. */
const PJ_FACTORY = { siren: '920129970', name: 'PJ FACTORY' };
const AG = { siren: '844075507', name: 'AG' };
const MN_MATERIAUX = { siren: '819192899', name: 'MN MATERIAUX' };
/** Its notice names a liquidator's title ("… à la liquidation des entreprises"), not a liquidation. */
const CDA_MULHOUSE = 'CDA MULHOUSE';
const CLOSING = "Jugement de clôture pour insuffisance d'actif";

interface ApiRecord {
  nom_complet: string | null;
}

const tokenOf = async (email: string, password: string) =>
  (await api<{ accessToken: string }>('/auth/login', { body: { email, password } })).accessToken;

/** The results shown: each row holds one of these names, and there are as many rows. */
async function expectRowsOf(page: Page, names: string[]): Promise<void> {
  const rows = page.getByTestId('record-row');
  for (const name of names) await rows.filter({ hasText: name }).first().waitFor();
  expect(await rows.count()).toBe(names.length);
}

/** An admin's ingestion of a closing judgment of AG, as a new notice of the BODACC would come. */
async function ingestClosingOfAg(): Promise<void> {
  const token = await tokenOf(ADMIN.email, ADMIN.password);
  const { user } = await api<{ user: { id: number } }>('/auth/me', { token });
  const csv = [
    'annonce_id,date_parution,type_annonce,nom_complet,siren,numero_departement,tribunal,type_jugement,date_jugement,complementaire',
    `ANALYST-${Date.now()},2026-03-02,collective,AG,${AG.siren},68,Tribunal judiciaire de Mulhouse,"${CLOSING}",2026-02-24,"Jugement prononçant la clôture de la procédure de liquidation judiciaire pour insuffisance d'actif."`,
  ].join('\n');
  const form = new FormData();
  form.append('targetUserId', String(user.id));
  form.append('batchSize', '10');
  form.append('rowLimit', '');
  form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'closing.csv');
  await api('/admin/analyzer-ingest/start', { token, body: form });
}

describe("a credit analyst's task, on real notices", () => {
  it(
    'finds the liquidations of a department by status, watches three, is told of a judgment, exports them to Excel',
    { timeout: 240_000 },
    async () => {
      await registerVerified(analyst);
      const token = await tokenOf(analyst.email, analyst.password);
      await subscribe(token, 'Professionnel');

      // The liquidations of the Haut-Rhin, by the company's status.
      const page = await open();
      await login(page, analyst.email, analyst.password);
      await page.goto('/analyzer');
      await page.locator('#search-statuses').click();
      await page.getByRole('option', { name: 'Liquidation judiciaire', exact: true }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('combobox', { name: 'Départements' }).fill('68');
      await page.getByRole('option', { name: '68 — Haut-Rhin', exact: true }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Rechercher' }).click();
      await page.waitForURL(/status=liquidation_judiciaire/);
      await expectRowsOf(page, [AG.name, PJ_FACTORY.name]);
      expect(await page.getByTestId('record-row').filter({ hasText: CDA_MULHOUSE }).count()).toBe(
        0,
      );
      await shoot(page, 'fr', 'desktop', 'analyst-liquidations-68');

      // The word alone also finds a notice that merely mentions a liquidation.
      const byWord = await api<{ data: { data: ApiRecord[] } }>(
        '/analyzer/records?q=liquidation&departement=68&limit=100',
        { token },
      );
      expect(byWord.data.data.map((record) => record.nom_complet)).toContain(CDA_MULHOUSE);

      // Three of them watched from their company pages.
      for (const company of [PJ_FACTORY, AG, MN_MATERIAUX]) {
        await page.goto(`/companies/${company.siren}`);
        await page
          .getByTestId('company-status')
          .filter({ hasText: 'Liquidation judiciaire' })
          .waitFor();
        await page.getByRole('button', { name: 'Suivre cette entreprise' }).click();
        await expectToast(page, `Vous surveillez désormais ${company.name}.`);
      }

      // A new notice of AG: the alert says what happened.
      await page.goto('/watches');
      await page.getByTestId('watch-row').filter({ hasText: AG.name }).waitFor();
      await ingestClosingOfAg();
      await page
        .getByRole('button', { name: 'Notifications : 1 non lue' })
        .waitFor({ timeout: 60_000 });
      await page.getByTestId('notification-bell').click();
      const alert = page
        .getByTestId('notifications-drawer')
        .getByTestId('notification')
        .filter({ hasText: AG.name });
      await alert.filter({ hasText: CLOSING }).waitFor();
      await shoot(page, 'fr', 'desktop', 'analyst-alert');
      await page.keyboard.press('Escape');

      // The liquidations still open, to Excel: dates are dates, the judgment and liquidator are there.
      await page.goto('/analyzer?status=liquidation_judiciaire&departement=68');
      await expectRowsOf(page, [PJ_FACTORY.name]);
      await page.getByRole('button', { name: 'Exporter' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click(),
      ]);
      const workbook = new Workbook();
      await workbook.xlsx.load(readFileSync(await download.path()) as never);
      const sheet = workbook.worksheets[0];
      const header = sheet.getRow(1).values as unknown[];
      const cell = (title: string) => {
        expect(header, title).toContain(title);
        return sheet.getRow(2).getCell(header.indexOf(title)).value;
      };
      expect(cell('Nom complet')).toBe(PJ_FACTORY.name);
      expect(cell('Date de parution')).toEqual(new Date(Date.UTC(2026, 1, 6)));
      expect(cell('Date du jugement')).toEqual(new Date(Date.UTC(2026, 0, 7)));
      expect(cell('Liquidateur')).toBe('SELARL MJ AIR, prise en la personne de Me Pierre CHARLIER');
      expect(cell("Statut de l'entreprise")).toBe('Liquidation judiciaire');
      expect(sheet.getRow(3).getCell(1).value).toBeNull();
    },
  );
});
