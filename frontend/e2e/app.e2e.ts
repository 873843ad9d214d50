import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { ADMIN } from './support/harness';
import { browserSuite } from './support/suite';
import {
  closeToasts,
  expectHeading,
  expectToast,
  fieldError,
  login,
  pathOf,
  storedTokens,
  submitLogin,
} from './support/ui';

const { harness: h, open } = browserSuite();
const user = {
  fullName: 'Marie Curie',
  email: `marie.${Date.now()}@e2e.test`,
  password: 'radium-1898',
  newPassword: 'polonium-1898',
};

describe('accounts in the browser', () => {
  it('register → e-mailed link → verified → login → profile edit → change password → logout', async () => {
    const page = await open();
    await page.goto('/register');
    await page.getByLabel('Nom complet').fill(user.fullName);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
    await page.getByLabel('Confirmer le mot de passe').fill(user.password);
    await page.getByLabel('Confirmer le mot de passe').press('Enter');
    await expectToast(
      page,
      'Inscription réussie ! Vérifiez votre email pour activer votre compte.',
    );
    await page.waitForURL('**/login');

    // Unverified accounts cannot log in yet.
    await submitLogin(page, user.email, user.password);
    await page.getByText("Votre adresse email n'est pas encore vérifiée.").waitFor();

    const mail = await h().mailbox.waitFor(user.email, 'Confirmez');
    const link = h().mailbox.linkIn(mail, '/verify-email');
    expect(link.startsWith(`${h().baseURL}/verify-email/`)).toBe(true);
    await page.goto(link);
    await expectHeading(page, 'Email Vérifié avec Succès');

    // The same link a second time: the address is already verified, and the page says so.
    await page.goto(link);
    await expectHeading(page, 'Votre adresse est déjà vérifiée');
    await page.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL('**/login');

    await login(page, user.email, user.password);
    await expectToast(page, 'Connexion réussie !');
    await expectHeading(page, "Analyse d'entreprises");

    await page.getByRole('button', { name: 'Menu utilisateur' }).click();
    await page.getByRole('menuitem', { name: 'Votre Profil' }).click();
    await page.waitForURL('**/profile');
    await page.getByLabel('Nom complet').fill('Marie Skłodowska-Curie');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'Profil mis à jour avec succès');
    await page
      .getByRole('button', { name: 'Menu utilisateur' })
      .filter({ hasText: 'Marie Skłodowska-Curie' })
      .waitFor();
    await page.reload();
    expect(await page.getByLabel('Nom complet').inputValue()).toBe('Marie Skłodowska-Curie');

    await page.getByLabel('Mot de passe actuel').fill('not-my-password');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(user.newPassword);
    await page.getByLabel('Confirmer le nouveau mot de passe').fill(user.newPassword);
    await page.getByLabel('Confirmer le nouveau mot de passe').press('Enter');
    expect(await fieldError(page, 'currentPassword')).toBe('Le mot de passe actuel est incorrect');
    await page.getByLabel('Mot de passe actuel').fill(user.password);
    await page.getByLabel('Confirmer le nouveau mot de passe').press('Enter');
    await expectToast(page, 'Mot de passe modifié avec succès');

    await page.getByRole('button', { name: 'Menu utilisateur' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/login');
    // The page is left before the session ends: the banner's login link shows it has ended.
    await page.getByRole('banner').getByRole('link', { name: 'Connexion', exact: true }).waitFor();
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });

    // The new password is the one that works now.
    await login(page, user.email, user.newPassword);
  });

  it("shows 'Email ou mot de passe incorrect' for a wrong password", async () => {
    const page = await open();
    await submitLogin(page, user.email, 'definitely-wrong');
    expect(await fieldError(page, 'password')).toBe('Email ou mot de passe incorrect');
    await expectToast(page, 'Email ou mot de passe incorrect');
    expect(pathOf(page)).toBe('/login');
  });

  it('sends an expired session back to login, on load and on the next call', async () => {
    const page = await open();
    await login(page, user.email, user.newPassword);
    const tamper = () =>
      page.evaluate(() => {
        localStorage.setItem('accessToken', 'tampered');
        localStorage.setItem('refreshToken', 'tampered');
      });

    await tamper();
    await page.goto('/profile');
    await page.waitForURL('**/login');
    await page
      .getByTestId('session-notice')
      .filter({ hasText: 'Session expirée. Veuillez vous reconnecter.' })
      .waitFor();
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });

    // Logging in again returns to the page the session ended on.
    await page.locator('#field-email').fill(user.email);
    await page.locator('#field-password').fill(user.newPassword);
    await page.locator('#field-password').press('Enter');
    await page.waitForURL('**/profile');
    await expectHeading(page, 'Votre Profil');
    await tamper();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL('**/login');
    await page
      .getByTestId('session-notice')
      .filter({ hasText: 'Session expirée. Veuillez vous reconnecter.' })
      .waitFor();
  });

  it('switches to English and back, and remembers the choice', async () => {
    const page = await open();
    await page.goto('/');
    expect(await page.title()).toBe("Analyseur d'entreprises");
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).waitFor();
    expect(await page.title()).toBe('Company analyzer');
    await page.reload();
    await expectHeading(page, 'Analyze French companies in a few clicks');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('button', { name: 'Français' }).click();
    await expectHeading(page, 'Analysez les entreprises françaises en quelques clics');
    expect(await page.title()).toBe("Analyseur d'entreprises");
  });

  it('opens the collapsible menu at 375 px', async () => {
    const page = await open('phone');
    await page.goto('/');
    expect(await page.getByRole('button', { name: 'English' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Inscription' }).waitFor();
    await menu.getByRole('link', { name: 'Connexion' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).waitFor();

    await login(page, user.email, user.newPassword);
    // The signed-in screen settles (heading, toast closed) before the menu opens over it.
    await expectHeading(page, "Analyse d'entreprises");
    await closeToasts(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('button', { name: 'Fermer le menu' }).waitFor();
    await menu.getByRole('link', { name: 'Favoris' }).click();
    await page.waitForURL('**/favorites');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  it('shows the admin link to the seeded admin only, and keeps users out of /admin', async () => {
    const admin = await open();
    await login(admin, ADMIN.email, ADMIN.password);
    await admin.getByRole('link', { name: 'Administration' }).click();
    await admin.waitForURL('**/admin');
    await expectHeading(admin, 'Tableau de bord administrateur');

    const member = await open();
    await login(member, user.email, user.newPassword);
    expect(await member.getByRole('link', { name: 'Administration' }).count()).toBe(0);
    await member.goto('/admin/users');
    await member.waitForURL(`${h().baseURL}/`);
  });
});

describe('screenshots of every screen', () => {
  it('in French and English, at desktop and phone width', { timeout: 300_000 }, async () => {
    const register = (email: string) =>
      fetch(`${h().baseURL}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'screenshots-1', fullName: 'Jean Dupont' }),
      });
    await fetch(`${h().baseURL}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email }),
    });
    const resetLink = h().mailbox.linkIn(
      await h().mailbox.waitFor(user.email, 'Réinitialisation'),
      '/reset-password',
    );
    const resetPath = new URL(resetLink).pathname;

    for (const lang of ['fr', 'en'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const page = await open(viewport, lang);
        const shot = (name: string) => screenshot(page, lang, viewport, name);
        const visit = async (path: string, name: string) => {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await shot(name);
        };

        await visit('/', '01-home');
        await visit('/login', '02-login');
        await page.locator('#field-password').press('Enter');
        await page.locator('#field-email-helper-text').waitFor();
        await shot('02b-login-errors');
        await visit('/register', '03-register');
        await visit('/forgot-password', '04-forgot-password');
        await page.locator('#field-email').fill('someone@example.com');
        await page.locator('#field-email').press('Enter');
        await page
          .getByRole('button', { name: lang === 'fr' ? 'Réessayer' : 'Try again' })
          .waitFor();
        await shot('04b-forgot-password-sent');
        await visit(resetPath, '05-reset-password');
        await visit('/reset-password/not-a-real-token', '05b-reset-password-invalid');
        await visit('/verify-email/not-a-real-token', '06b-verify-email-failed');
        const newcomer = `shot.${lang}.${viewport}.${Date.now()}@e2e.test`;
        await register(newcomer);
        await page.goto(
          h().mailbox.linkIn(await h().mailbox.waitFor(newcomer, 'Confirmez'), '/verify-email'),
        );
        await page
          .getByRole('link', { name: lang === 'fr' ? "Aller à l'analyseur" : 'Go to the analyzer' })
          .waitFor();
        await shot('06-verify-email-success');
        await page.goto('/payment/success?type=credit');
        await page.getByRole('link', { name: lang === 'fr' ? 'Continuer' : 'Continue' }).waitFor();
        await shot('07-payment-success');
        await visit('/payment/cancel?type=subscription', '08-payment-cancel');
        await visit('/terms', '09-terms');
        await visit('/privacy', '10-privacy');
        if (viewport === 'phone') {
          await page.goto('/');
          await page
            .getByRole('button', { name: lang === 'fr' ? 'Ouvrir le menu' : 'Open menu' })
            .click();
          await shot('11-mobile-menu-signed-out');
        }

        await login(page, user.email, user.newPassword);
        await shot('12-analyzer');
        await visit('/profile', '13-profile');
        await visit('/settings', '14-settings');
        await visit('/favorites', '15-favorites');
        await visit('/subscriptions', '16-subscriptions');
        await visit('/credits', '17-credits');
        if (viewport === 'phone') {
          await page
            .getByRole('button', { name: lang === 'fr' ? 'Ouvrir le menu' : 'Open menu' })
            .click();
          await shot('18-mobile-menu-signed-in');
        } else {
          await page
            .getByRole('button', { name: lang === 'fr' ? 'Menu utilisateur' : 'User menu' })
            .click();
          await shot('18-user-menu');
          await page.keyboard.press('Escape');
        }
        await visit('/', '19-home-signed-in');

        const admin = await open(viewport, lang);
        await login(admin, ADMIN.email, ADMIN.password);
        await admin.goto('/admin');
        await screenshot(admin, lang, viewport, '20-admin');
      }
    }
  });
});
