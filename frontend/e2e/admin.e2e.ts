import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { screenshot, SCREENSHOT_DIR } from './support/browser';
import { startedRun, waitForDataJob } from './support/data-jobs';
import { ADMIN } from './support/harness';
import { browserSuite } from './support/suite';
import { expectHeading, expectToast, login, pathOf, shoot } from './support/ui';

const { harness: h, open, api, call, registerVerified, close } = browserSuite();
const stamp = Date.now();
/** Her e-mail does not contain her name: finding her by 'HELENE' proves accents and case are ignored. */
const pilot = {
  fullName: 'Hélène Boucher',
  email: `aviatrice.${stamp}@e2e.test`,
  password: 'looping-1934',
};
/** Registered but never verified: the yellow badge. */
const newcomer = {
  fullName: 'Jacqueline Auriol',
  email: `mach.${stamp}@e2e.test`,
  password: 'supersonique-1953',
};
const subscriber = {
  fullName: 'Adrienne Bolland',
  email: `andes.${stamp}@e2e.test`,
  password: 'cordillere-1921',
};

/** Fresh, verified, without a plan: sees nothing until the admin grants a department. */
const reader = {
  fullName: 'Marie Marvingt',
  email: `fiancee.${stamp}@e2e.test`,
  password: 'ballon-1909',
};
let readerId: number;

interface RecordPage {
  data: {
    data: { nom_complet: string | null; numero_departement: string | null }[];
    meta: { total: number };
  };
}

const tokenOf = async (account: { email: string; password: string }) =>
  (
    await api<{ accessToken: string }>('/auth/login', {
      body: { email: account.email, password: account.password },
    })
  ).accessToken;

/** An active Débutant subscription and a 9.99 credit pack, paid on the local test checkout. */
async function subscribe(account: typeof subscriber): Promise<void> {
  const token = await tokenOf(account);
  const { plans } = await api<{ plans: { id: number; name: string }[] }>('/subscriptions/plans', {
    token,
  });
  const plan = plans.find((candidate) => candidate.name === 'Débutant') ?? plans[0];
  const { url } = await api<{ url: string }>('/payments/checkout/subscription', {
    body: { planId: plan.id },
    token,
  });
  await completeTestCheckout(url);
  // A trial subscription pays nothing yet: a credit pack is this month's revenue.
  const { packs } = await api<{
    packs: { id: string; name: string; credits: number; price: number }[];
  }>('/credits/packs', { token });
  const pack = packs.find((candidate) => candidate.price === 999) ?? packs[0];
  const checkout = await api<{ url: string }>('/payments/checkout/credits', {
    body: {
      packId: pack.id,
      amountInCents: pack.price,
      currency: 'usd',
      credits: pack.credits,
      description: pack.name,
    },
    token,
  });
  await completeTestCheckout(checkout.url);
}

async function completeTestCheckout(url: string): Promise<void> {
  const done = await fetch(`${url}/complete`, { method: 'POST', redirect: 'manual' });
  expect(done.status).toBe(303);
}

const userRow = (page: Page, name: string) =>
  page.getByTestId('user-row').filter({ hasText: name });

async function openEditDialog(page: Page, name: string) {
  await page.getByRole('button', { name: `Modifier ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: /Modifier l'utilisateur/ });
  await dialog.waitFor();
  return dialog;
}

/** Finds one user by e-mail, so that the list's order does not matter. */
async function findUser(page: Page, email: string) {
  const search = page.getByPlaceholder(/Rechercher un utilisateur|Search for a user/);
  await search.fill(email);
  await search.press('Enter');
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="user-row"]').length === 1,
  );
  await userRow(page, email).waitFor();
}

async function chooseRole(page: Page, dialog: ReturnType<Page['getByRole']>, role: string) {
  await dialog.getByRole('combobox', { name: 'Rôle' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
}

beforeAll(async () => {
  readerId = await registerVerified(reader);
  await registerVerified(pilot);
  await api('/auth/register', { body: newcomer });
  await registerVerified(subscriber);
  await subscribe(subscriber);
});

describe('administration in the browser', () => {
  it('shows live figures, system health, the latest lists and opens the job board', async () => {
    const page = await open();
    await login(page, ADMIN.email, ADMIN.password);
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.waitForURL('**/admin');
    await expectHeading(page, 'Tableau de bord administrateur');

    const stats = await api<{ totalUsers: number; activeSubscriptions: number }>('/admin/stats', {
      token: await tokenOf(ADMIN),
    });
    await page
      .getByTestId('stat-totalUsers')
      .getByText(String(stats.totalUsers), { exact: true })
      .waitFor();
    expect(stats.activeSubscriptions).toBe(1);
    await page
      .getByTestId('stat-monthlyRevenue')
      .getByText(/9,99\s€/)
      .waitFor();
    await page.getByTestId('health-status').getByText('Opérationnel').waitFor();
    const health = await api<{ queues: Record<string, unknown> }>('/admin/system-health', {
      token: await tokenOf(ADMIN),
    });
    // The three data jobs, the BODACC sync and history, the two e-mail queues, the webhooks and
    // the companies' identities.
    expect(Object.keys(health.queues)).toHaveLength(9);
    expect(await page.getByTestId('queue-depth').count()).toBe(9);
    await page.getByTestId('queue-depth').getByText('Envoi des webhooks').waitFor();
    await page.getByTestId('queue-depth').getByText('Identité des entreprises (Sirene)').waitFor();
    await page.getByTestId('queue-depth').getByText('Historique BODACC').waitFor();
    await page.getByTestId('latest-user').first().getByText(subscriber.fullName).waitFor();
    const newestSubscription = page.getByTestId('latest-subscription').first();
    await newestSubscription.getByText(subscriber.fullName).waitFor();
    await newestSubscription.getByText('Actif', { exact: true }).waitFor();

    // The job board opens in a new tab, signed in by its one-minute link.
    const [board] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Tableau des tâches' }).click(),
    ]);
    await board.waitForURL('**/api/admin/queues**');
    await board.getByText('analyzer-ingest').first().waitFor();
    // In French, with French plurals (issue 30: "FILES", "0 Tâche").
    await board.getByText('Files de tâches', { exact: true }).first().waitFor();
    await board.getByText('Aucune tâche', { exact: true }).first().waitFor();
    expect(await board.getByText(/^FILES$|^0 Tâche$/).count()).toBe(0);
    await board.close();

    // Without the ticket the board refuses.
    expect((await call('/admin/queues')).status).toBe(401);

    await page.getByRole('link', { name: 'Gestion des utilisateurs' }).click();
    await page.waitForURL('**/admin/users');
    await expectHeading(page, 'Gestion des Utilisateurs');
  });

  it('tells the admin when the dashboard could not load everything', async () => {
    const page = await open();
    await login(page, ADMIN.email, ADMIN.password);
    await page.route('**/api/admin/stats', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/admin');
    await expectToast(
      page,
      'Échec de la récupération des données du tableau de bord administrateur',
    );
    await page
      .getByTestId('dashboard-incomplete')
      .getByText('les informations affichées peuvent être incomplètes', { exact: false })
      .waitFor();
    await page.getByTestId('health-status').getByText('Opérationnel').waitFor();
  });

  it('edits name, role and verified flag, adjusts credits by +15, and the user sees it', async () => {
    const page = await open();
    await login(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/users');
    await expectHeading(page, 'Liste des Utilisateurs');
    const search = page.getByPlaceholder('Rechercher un utilisateur...');
    await search.fill('HELENE');
    await search.press('Enter');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="user-row"]').length === 1,
    );
    const row = userRow(page, pilot.email);
    await row.getByText('Utilisateur', { exact: true }).waitFor();
    await row.getByText('Vérifié', { exact: true }).waitFor();

    // Name, role to administrator, verified off.
    let dialog = await openEditDialog(page, 'Hélène Boucher');
    await dialog.getByText('Solde actuel : 10 crédits').waitFor();
    await dialog.getByLabel('Nom complet').fill('Hélène Dutrieu');
    await chooseRole(page, dialog, 'Administrateur');
    await dialog.getByRole('switch', { name: 'Email vérifié' }).uncheck();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'Utilisateur mis à jour avec succès');
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Hélène Dutrieu').waitFor();
    await row.getByText('Administrateur', { exact: true }).waitFor();
    await row.getByText('Non Vérifié', { exact: true }).waitFor();
    const refused = await call('/auth/login', {
      body: { email: pilot.email, password: pilot.password },
    });
    expect(refused.status).toBe(403);

    // Back to a verified user.
    dialog = await openEditDialog(page, 'Hélène Dutrieu');
    await chooseRole(page, dialog, 'Utilisateur');
    await dialog.getByRole('switch', { name: 'Email vérifié' }).check();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'Utilisateur mis à jour avec succès');
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Utilisateur', { exact: true }).waitFor();
    await row.getByText('Vérifié', { exact: true }).waitFor();

    // The adjustment needs both fields, then adds 15.
    dialog = await openEditDialog(page, 'Hélène Dutrieu');
    await dialog.getByText('Solde actuel : 10 crédits').waitFor();
    await dialog.getByLabel('Montant').fill('15');
    await dialog.getByRole('button', { name: 'Ajuster les crédits' }).click();
    await dialog.getByRole('alert').getByText('Le montant et le motif sont requis').waitFor();
    await dialog.getByLabel('Motif').fill('Geste commercial');
    await dialog.getByRole('button', { name: 'Ajuster les crédits' }).click();
    await expectToast(page, 'Crédits ajustés avec succès. Nouveau solde : 25');
    await dialog.getByText('Solde actuel : 25 crédits').waitFor();
    await dialog.getByRole('button', { name: 'Fermer' }).click();

    // The user, signed in separately, sees the new name and balance; /admin sends them home.
    const member = await open();
    await login(member, pilot.email, pilot.password);
    const token = await member.evaluate(() => localStorage.getItem('accessToken'));
    expect(await api('/credits/balance', { token: token ?? '' })).toEqual({ balance: 25 });
    await member.goto('/credits');
    await member.getByTestId('credit-balance').getByText('25 crédits', { exact: true }).waitFor();
    await member
      .getByTestId('credit-transaction')
      .filter({ hasText: 'Geste commercial' })
      .first()
      .waitFor();
    const newest = (await member.getByTestId('credit-transaction').first().textContent()) ?? '';
    expect(newest).toContain('Geste commercial');
    expect(newest).toContain('+15');
    await member
      .getByRole('button', { name: 'Menu utilisateur' })
      .filter({ hasText: 'Hélène Dutrieu' })
      .waitFor();
    expect(await member.getByRole('link', { name: 'Administration' }).count()).toBe(0);
    await member.goto('/admin');
    await member.waitForURL(`${h().baseURL}/`);
    expect(pathOf(member)).toBe('/');
  });

  it('grants a fresh user the notices of one department, which they then see, and removes it', async () => {
    // What the whole catalogue holds for Paris, with the analyzer's default filters but the
    // inactive companies shown.
    const everyParis = '/analyzer/records?departement=75&includeInactive=true&limit=100';
    const paris = await api<RecordPage>(everyParis, { token: await tokenOf(ADMIN) });
    const parisCount = paris.data.meta.total;
    expect(parisCount).toBeGreaterThan(0);
    expect(parisCount, 'one results page').toBeLessThanOrEqual(10);

    const page = await open();
    await login(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/users');
    await findUser(page, reader.email);
    const dialog = await openEditDialog(page, reader.fullName);
    const access = dialog.getByRole('region', { name: 'Accès au catalogue' });
    await access.getByText('Aucun accès accordé.').waitFor();
    const add = access.getByRole('button', { name: "Ajouter l'accès" });
    expect(await add.isDisabled()).toBe(true);
    await access.getByRole('combobox', { name: 'Départements' }).fill('75');
    await page.getByRole('option', { name: '75 — Paris', exact: true }).click();
    await page.keyboard.press('Escape');
    await add.click();
    await expectToast(page, 'Accès ajouté');
    await access.getByTestId('grant-row').getByText('Département 75 — Paris').waitFor();

    // The user sees Paris's notices and nothing else.
    const member = await open();
    await login(member, reader.email, reader.password);
    await member.goto('/analyzer?includeInactive=true');
    await member.getByTestId('records-loading').waitFor({ state: 'detached' });
    const total = parisCount === 1 ? '1 enregistrement' : `${parisCount} enregistrements`;
    await member.getByTestId('records-total').getByText(total).waitFor();
    const rows = member.getByTestId('record-row');
    expect(await rows.count()).toBe(parisCount);
    const shown = (await rows.allTextContents()).join('\n');
    for (const record of paris.data.data) expect(shown).toContain(record.nom_complet ?? '-');
    const seen = await api<RecordPage>('/analyzer/records?includeInactive=true&limit=100', {
      token: await tokenOf(reader),
    });
    expect(seen.data.meta.total).toBe(parisCount);
    expect(new Set(seen.data.data.map((record) => record.numero_departement))).toEqual(
      new Set(['75']),
    );

    // Removed, after a confirmation: the user is back to nothing.
    await access.getByRole('button', { name: "Retirer l'accès : Département 75 — Paris" }).click();
    const confirm = page.getByRole('dialog', { name: 'Retirer cet accès ?' });
    await confirm.getByRole('button', { name: 'Retirer', exact: true }).click();
    await expectToast(page, 'Accès retiré');
    await access.getByText('Aucun accès accordé.').waitFor();
    await member.reload();
    await member.getByTestId('no-access').waitFor();
  });
});

describe('the data page', () => {
  it(
    "shows a failed import's log live, and the dashboard counts the failure as the page does",
    { timeout: 180_000 },
    async () => {
      const page = await open();
      await login(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/data');
      await expectHeading(page, 'Import BODACC');
      // This server has no default file: the warning holds only while the default would be used.
      const problem = page.getByTestId('bodacc-default-file-problem');
      await problem.waitFor();
      await page.locator('#bodacc-import-file').setInputFiles({
        name: 'clients.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('nom;ville\nDupont;Lyon\nMartin;Lille\n'),
      });
      await problem.waitFor({ state: 'detached' });

      const started = startedRun(page, '/api/admin/ingest/bodacc-csv');
      await page.getByRole('button', { name: "Lancer l'import" }).click();
      const processId = await started;
      await waitForDataJob(page, 'import', processId, 'failed');
      await page.getByRole('tab', { name: 'Import BODACC', selected: true }).waitFor();
      const run = await api<{ logs: { message: string }[] }>(`/admin/jobs/${processId}`, {
        token: await tokenOf(ADMIN),
      });
      const lines = page.getByTestId('ingest-logs').locator(':scope > div');
      await lines.nth(run.logs.length - 1).waitFor();
      expect(await lines.count()).toBe(run.logs.length);
      await page
        .getByTestId('ingest-logs')
        .getByText('ignorée', { exact: false })
        .first()
        .waitFor();

      // The dashboard reads the same runs: one failed import.
      const health = await api<{ queues: Record<string, { failed: number }> }>(
        '/admin/system-health',
        { token: await tokenOf(ADMIN) },
      );
      expect(health.queues['bodacc-import'].failed).toBe(1);
      await page.goto('/admin');
      await page
        .getByTestId('queue-depth')
        .filter({ hasText: 'Import BODACC' })
        .getByText('Échouées : 1', { exact: true })
        .waitFor();
    },
  );

  it(
    'pictures of the data page, the dashboard and the job board',
    { timeout: 240_000 },
    async () => {
      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const page = await open(viewport, lang);
          await login(page, ADMIN.email, ADMIN.password);
          await page.goto('/admin/data');
          await page.getByTestId('ingest-logs').locator(':scope > div').first().waitFor();
          await page.getByTestId('last-run-import').waitFor();
          await shoot(page, lang, viewport, 'admin-data');
          await page.goto('/admin');
          await page.getByTestId('queue-depth').first().waitFor();
          await page.waitForLoadState('networkidle');
          await shoot(page, lang, viewport, 'admin-dashboard');
          const [board] = await Promise.all([
            page.context().waitForEvent('page'),
            page
              .getByRole('button', { name: lang === 'fr' ? 'Tableau des tâches' : 'Job board' })
              .click(),
          ]);
          await board.waitForURL('**/api/admin/queues**');
          await board.getByText('analyzer-ingest').first().waitFor();
          await screenshot(board, lang, viewport, 'job-board');
          await close(page);
        }
      }
    },
  );
});

describe('admin screenshots', () => {
  it(
    'dashboard, users and the edit dialog, in French and English, desktop and phone',
    { timeout: 240_000 },
    async () => {
      const token = await tokenOf(ADMIN);
      for (const criteria of [
        { departements: ['75', '69'], types: ['collective', 'radiation'], from: '2026-01-01' },
        { departements: ['2A'] },
      ])
        await api(`/admin/usermanagement/${readerId}/grants`, { body: criteria, token });
      for (const lang of ['fr', 'en'] as const) {
        for (const viewport of ['desktop', 'phone'] as const) {
          const page = await open(viewport, lang);
          const shot = (name: string) => screenshot(page, lang, viewport, name);
          await login(page, ADMIN.email, ADMIN.password);
          await page.goto('/admin');
          await page.getByTestId('health-status').waitFor();
          await page.getByTestId('latest-subscription').first().waitFor();
          await page.waitForLoadState('networkidle');
          await shot('30-admin-dashboard');

          await page.goto('/admin/users');
          await page.getByTestId('user-row').first().waitFor();
          await page
            .getByTestId('verified-badge')
            .getByText(lang === 'fr' ? 'Non Vérifié' : 'Not verified')
            .first()
            .waitFor();
          await shot('31-admin-users');
          const edit = lang === 'fr' ? 'Modifier' : 'Edit';
          await page.getByRole('button', { name: `${edit} ${subscriber.fullName}` }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByText(lang === 'fr' ? 'Solde actuel' : 'Current balance').waitFor();
          await dialog
            .getByRole('button', { name: lang === 'fr' ? 'Ajuster les crédits' : 'Adjust credits' })
            .click();
          await dialog.getByRole('alert').waitFor();
          // The dialog is fixed to the viewport: a full-page picture would misplace it.
          await page.waitForTimeout(350);
          await page.screenshot({
            path: join(SCREENSHOT_DIR, `${lang}-${viewport}-32-admin-user-edit.png`),
          });
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width).toBeLessThanOrEqual(viewport === 'phone' ? 375 : 1280);

          await dialog.getByRole('button', { name: lang === 'fr' ? 'Fermer' : 'Close' }).click();
          await dialog.waitFor({ state: 'detached' });
          await findUser(page, reader.email);
          await page.getByRole('button', { name: `${edit} ${reader.fullName}` }).click();
          const access = page.getByRole('dialog').getByRole('region', {
            name: lang === 'fr' ? 'Accès au catalogue' : 'Catalogue access',
          });
          await access.getByTestId('grant-row').nth(1).waitFor();
          expect(await access.getByTestId('grant-row').count()).toBe(2);
          await access.scrollIntoViewIfNeeded();
          await screenshot(page, lang, viewport, '33-admin-user-grants');
          await close(page);
        }
      }
    },
  );
});
