import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { startedRun, waitForDataJob } from './support/data-jobs';
import { ADMIN, DEMO } from './support/harness';
import { REPO_ROOT } from './support/server';
import { browserSuite } from './support/suite';
import { expectHeading, expectToast, login } from './support/ui';

/**
 * Issue 14, "Done when": the French screens hold none of the English texts the server makes.
 * The server sends codes that the screens translate; what it writes in English (ledger
 * descriptions, job logs and messages, error messages) must never reach a French screen.
 */

const { harness: h, open, api, registerVerified } = browserSuite();

/** The error messages of every `*.errors.ts` of the server, read from its source. */
function serverErrorMessages(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.errors.ts')) files.push(path);
    }
  };
  walk(join(REPO_ROOT, 'backend/src'));
  const messages = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/message:\s*(['"`])((?:(?!\1).)+)\1/g)].map(
      (match) => match[2],
    ),
  );
  // A template's fixed part is enough to recognise it.
  return messages.map((message) => message.split('${')[0].trim()).filter((text) => text.length > 8);
}

/** The English originals the server produces, as the French screens must never show them. */
const ENGLISH_ORIGINALS = [
  // The credit ledger's descriptions.
  'Welcome credits',
  'Record consultation',
  'Subscription credits',
  'Subscription renewal credits',
  'Enrichment of',
  // The data jobs' logs and final messages.
  'Started on worker',
  'Picked up again after an interruption',
  'Resuming after line',
  'rows read',
  'Completed:',
  'Stopped:',
  'Stopped before it started',
  'Failed:',
  'interrupted its worker',
  'skipped:',
  // Why a CSV row was skipped.
  'annonce_id is empty',
  'invalid date',
  'invalid capital',
  'invalid JSON',
  'malformed CSV',
  'over the limit',
  // The favorite page's empty values, the test checkout.
  'N/A',
  'TEST MODE',
  'Pay (test)',
  ...serverErrorMessages(),
];

/** The English originals found in the visible text of the page, by screen. */
async function englishIn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return ENGLISH_ORIGINALS.filter((original) => text.includes(original));
}

const tokenOf = async (account: { email: string; password: string }) =>
  (
    await api<{ accessToken: string }>('/auth/login', {
      body: { email: account.email, password: account.password },
    })
  ).accessToken;

async function completeTestCheckout(url: string): Promise<void> {
  const done = await fetch(`${url}/complete`, { method: 'POST', redirect: 'manual' });
  expect(done.status).toBe(303);
}

/** The demo user's ledger gets every kind of server-written line: welcome, consultation, plan. */
async function giveTheDemoUserAHistory(): Promise<{ favoriteId: number }> {
  const token = await tokenOf(DEMO);
  const records = await api<{ data: { data: { id: number }[] } }>(
    '/analyzer/records?limit=3&dateFrom=2000-01-01',
    { token },
  );
  const [first, second] = records.data.data;
  await api(`/analyzer/records/${first.id}`, { token });
  const { plans } = await api<{ plans: { id: number; name: string }[] }>('/subscriptions/plans', {
    token,
  });
  const plan = plans.find((candidate) => candidate.name === 'Débutant') ?? plans[0];
  const { url } = await api<{ url: string }>('/payments/checkout/subscription', {
    body: { planId: plan.id },
    token,
  });
  await completeTestCheckout(url);
  const { favorite } = await api<{ favorite: { id: number } }>('/favorites', {
    token,
    body: { analyzerRecordId: second.id },
  });
  return { favoriteId: favorite.id };
}

describe('the French screens, in French only', () => {
  it('shows a user none of the English texts of the server', { timeout: 90_000 }, async () => {
    const { favoriteId } = await giveTheDemoUserAHistory();
    const page = await open('desktop', 'fr');
    await login(page, DEMO.email, DEMO.password);
    const found: Record<string, string[]> = {};
    const visit = async (path: string, ready: (page: Page) => Promise<unknown>) => {
      await page.goto(path);
      await ready(page);
      const english = await englishIn(page);
      if (english.length) found[path] = english;
    };

    await visit('/analyzer', (p) => p.getByTestId('record-row').first().waitFor());
    await visit('/credits', (p) => p.getByTestId('credit-transaction').first().waitFor());
    await visit('/favorites', (p) => p.getByTestId('favorite-row').first().waitFor());
    await visit(`/favorites/${favoriteId}`, (p) => p.getByTestId('favorite-actions').waitFor());
    await visit('/subscriptions', (p) => p.getByTestId('subscription-row').first().waitFor());
    await visit('/profile', (p) => expectHeading(p, 'Votre Profil'));

    expect(found).toEqual({});
  });

  it(
    "shows an admin none of the English texts of the server, a finished job's logs included",
    { timeout: 120_000 },
    async () => {
      const owner = {
        fullName: 'Marie Marvingt',
        email: `marvingt.${Date.now()}@e2e.test`,
        password: 'aviatrice-1910',
      };
      const ownerId = await registerVerified(owner);
      const csv = join(mkdtempSync(join(tmpdir(), 'french-only-')), 'records.csv');
      writeFileSync(
        csv,
        [
          'annonce_id;date_parution;type_annonce;nom_complet;rcs',
          'FR-1;2024-01-01;creation;Société Une;100000001 RCS Paris',
          ';2024-01-02;creation;Sans identifiant;100000002 RCS Paris',
          'FR-2;2024-01-03;creation;Société Deux;100000003 RCS Paris',
        ].join('\n'),
      );
      // The default BODACC import file (BODACC_CSV_PATH) lives in the server's INGEST_DIR.
      const ingestDir = join(dirname(h().server.logFile), 'data', 'ingest');
      mkdirSync(ingestDir, { recursive: true });
      copyFileSync(
        join(REPO_ROOT, 'backend/test/fixtures/sample-real.csv'),
        join(ingestDir, 'bodacc.csv'),
      );

      const page = await open('desktop', 'fr');
      await login(page, ADMIN.email, ADMIN.password);
      const found: Record<string, string[]> = {};
      const scan = async (screen: string) => {
        const english = await englishIn(page);
        if (english.length) found[screen] = english;
      };

      // An analyzer ingestion with a malformed row, followed to its end: its logs and outcome.
      await page.goto('/admin/analyzer-ingest');
      await expectHeading(page, "Ingestion de l'analyseur");
      await page.locator('#ingest-file').setInputFiles(csv);
      await page.getByLabel(/ID de l'utilisateur cible/).fill(String(ownerId));
      await page.getByRole('button', { name: "Démarrer l'ingestion" }).click();
      await expectToast(page, 'Ingestion démarrée');
      await page
        .getByTestId('job-state')
        .filter({ hasText: 'Terminé' })
        .waitFor({ timeout: 60_000 });
      const logs = page.getByTestId('ingest-logs');
      await logs.getByText('Démarré sur le worker', { exact: false }).waitFor();
      await logs.getByText('Ligne 3 ignorée : annonce_id est vide').waitFor();
      await logs.getByText('Terminé — lignes lues : 3', { exact: false }).waitFor();
      await scan('/admin/analyzer-ingest (live)');
      // Read again from the server, as an admin opening the page later sees it.
      await page.reload();
      await logs.getByText('Terminé — lignes lues : 3', { exact: false }).waitFor();
      await scan('/admin/analyzer-ingest (reloaded)');
      await screenshot(page, 'fr', 'desktop', 'admin-ingest-logs');

      // The BODACC import from the data page, to its final message.
      await page.goto('/admin/data');
      await expectHeading(page, 'Données BODACC');
      const importRun = startedRun(page, '/api/admin/ingest/bodacc-csv');
      await page.getByRole('button', { name: "Lancer l'import" }).click();
      await waitForDataJob(page, 'import', await importRun);
      await page.getByTestId('data-status').filter({ hasText: 'Import BODACC terminé' }).waitFor();
      await scan('/admin/data');
      await screenshot(page, 'fr', 'desktop', 'admin-data-finished');

      for (const path of ['/admin', '/admin/users']) {
        await page.goto(path);
        await page.locator('main h1, h1').first().waitFor();
        await page.waitForTimeout(500);
        await scan(path);
      }

      expect(found).toEqual({});
    },
  );
});
