import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang, ViewportName } from './support/browser';
import { ADMIN, DEMO } from './support/harness';
import { browserSuite } from './support/suite';
import { expectHeading, expectToast, login, shoot } from './support/ui';

const { open, api } = browserSuite();

/** Ganymède: the demo user sees its real notices (a radiation, two accounts filings). */
const GANYMEDE = { siren: '880878145', name: 'Ganymède' };
const VIEWS: [Lang, ViewportName][] = [
  ['fr', 'desktop'],
  ['fr', 'phone'],
  ['en', 'desktop'],
  ['en', 'phone'],
];
const TEXT = {
  fr: {
    open: 'Signaler une erreur',
    field: 'Donnée concernée',
    status: 'Statut',
    message: 'Ce qui est faux',
    send: 'Envoyer',
    sent: 'Merci : votre signalement a été envoyé.',
    title: 'Signalements',
  },
  en: {
    open: 'Report an error',
    field: 'Data concerned',
    status: 'Status',
    message: 'What is wrong',
    send: 'Send',
    sent: 'Thank you: your report has been sent.',
    title: 'Reports',
  },
};
const messageOf = (lang: Lang, viewport: ViewportName) =>
  `La radiation date du 23/11/2022, pas avant (${lang} ${viewport}).`;

const companyLoaded = (page: Page) =>
  page.getByTestId('company-header').getByTestId('company-status').waitFor();

/** From the company page: the dialog filled in, its picture, then sent. */
async function reportFromCompanyPage(page: Page, lang: Lang, viewport: ViewportName) {
  const text = TEXT[lang];
  await page.goto(`/companies/${GANYMEDE.siren}`);
  await companyLoaded(page);
  await page.getByRole('button', { name: text.open }).click();
  const dialog = page.getByRole('dialog', { name: text.open });
  await dialog.getByRole('combobox', { name: text.field }).click();
  await page.getByRole('option', { name: text.status, exact: true }).click();
  await dialog.getByRole('textbox', { name: text.message }).fill(messageOf(lang, viewport));
  await shoot(page, lang, viewport, 'report-dialog');
  await dialog.getByRole('button', { name: text.send }).click();
  await expectToast(page, text.sent);
  await dialog.waitFor({ state: 'detached' });
}

describe('reporting an error in the browser', () => {
  it(
    'a user reports from a company page, an admin closes it, the user is told live',
    { timeout: 180_000 },
    async () => {
      // The reporter's page stays open: the notification comes to it live.
      const user = await open('desktop', 'fr');
      await login(user, DEMO.email, DEMO.password);
      await reportFromCompanyPage(user, 'fr', 'desktop');
      await user.getByRole('button', { name: 'Notifications' }).waitFor();

      // The other languages and widths, each in a page of its own.
      for (const [lang, viewport] of VIEWS.slice(1)) {
        const page = await open(viewport, lang);
        await login(page, DEMO.email, DEMO.password);
        await reportFromCompanyPage(page, lang, viewport);
      }

      // The admin finds the list from the dashboard, and every report in it.
      const admin = await open('desktop', 'fr');
      await login(admin, ADMIN.email, ADMIN.password);
      await admin.goto('/admin');
      await admin.getByRole('link', { name: "Signalements d'erreurs" }).click();
      await admin.waitForURL('**/admin/reports');
      await expectHeading(admin, 'Signalements');
      const rows = admin.getByTestId('report-row');
      for (const [lang, viewport] of VIEWS) {
        await rows.filter({ hasText: messageOf(lang, viewport) }).waitFor();
      }
      expect(await rows.count()).toBe(4);
      const first = rows.filter({ hasText: messageOf('fr', 'desktop') });
      expect(await first.textContent()).toContain(DEMO.email);
      expect(await first.getByRole('link', { name: GANYMEDE.name }).getAttribute('href')).toBe(
        `/companies/${GANYMEDE.siren}`,
      );

      // Pictures of the list, in both languages, at both widths.
      for (const [lang, viewport] of VIEWS) {
        const page = await open(viewport, lang);
        await login(page, ADMIN.email, ADMIN.password);
        await page.goto('/admin/reports');
        await expectHeading(page, TEXT[lang].title);
        await page.getByTestId('report-row').nth(3).waitFor();
        await shoot(page, lang, viewport, 'admin-reports');
      }

      // Closed with a reply: gone from the open list, in the closed one.
      await first.getByRole('button', { name: 'Clore' }).click();
      const closing = admin.getByRole('dialog', { name: 'Clore le signalement' });
      await closing.getByRole('textbox', { name: 'Réponse (facultative)' }).fill('Corrigé, merci.');
      await closing.getByRole('button', { name: 'Clore' }).click();
      await expectToast(admin, "Signalement clos : l'utilisateur est prévenu.");
      await first.waitFor({ state: 'detached' });
      expect(await rows.count()).toBe(3);
      await admin.getByRole('button', { name: 'Clos', exact: true }).click();
      await rows
        .filter({ hasText: messageOf('fr', 'desktop') })
        .filter({ hasText: `par ${ADMIN.email}` })
        .filter({ hasText: 'Réponse : Corrigé, merci.' })
        .waitFor();

      // The reporter's bell counts it at once, and the notification leads to the company.
      await user.getByRole('button', { name: 'Notifications : 1 non lue' }).waitFor();
      await user.getByTestId('notification-bell').click();
      const notice = user
        .getByTestId('notifications-drawer')
        .getByTestId('notification')
        .filter({ hasText: `Votre signalement sur ${GANYMEDE.name} a été traité` });
      await notice.filter({ hasText: 'Réponse : Corrigé, merci.' }).waitFor();
      await shoot(user, 'fr', 'desktop', 'report-notification');
      await notice.getByRole('link', { name: 'Fiche entreprise' }).click();
      await user.waitForURL(`**/companies/${GANYMEDE.siren}`);
      await user.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

      // The same, as the notifications page lists it after a reload.
      const { accessToken } = await api<{ accessToken: string }>('/auth/login', {
        body: { email: DEMO.email, password: DEMO.password },
      });
      const feed = await api<{ notifications: { kind: string; readAt: string | null }[] }>(
        '/notifications',
        { token: accessToken },
      );
      expect(feed.notifications[0]).toMatchObject({ kind: 'report_closed' });
      expect(feed.notifications[0].readAt).not.toBeNull();
    },
  );
});
