import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { tokenStore } from '../../../shared/api';
import i18n from '../../../shared/i18n/i18n';
import { aUser, jsonResponse, renderApp } from '../../../test/render';

type Route = (init: RequestInit) => Response;
let api: Record<string, Route>;
let requests: { url: string; body: unknown; headers: Record<string, string> }[];

beforeEach(() => {
  api = {};
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      requests.push({
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      });
      const key = `${init.method ?? 'GET'} ${url}`;
      const handler = api[key];
      if (!handler) return jsonResponse(404, { statusCode: 404, message: `no mock for ${key}` });
      return handler(init);
    }),
  );
});

const toastWith = (text: string) =>
  screen.findByText(text, { selector: '[data-testid="toast"] *' });

describe('login page', () => {
  it('shows the French validation messages', async () => {
    renderApp(routes, '/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("L'email est requis")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), 'marie@');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("L'email est invalide")).toBeInTheDocument();
  });

  it('on 401 marks the password field and shows an error toast', async () => {
    api['POST /api/auth/login'] = () =>
      jsonResponse(401, {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    renderApp(routes, '/login');
    await userEvent.type(await screen.findByLabelText(/Email/), 'marie@example.com');
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'wrong-password{Enter}');
    const passwordField = screen
      .getByLabelText(/Mot de passe/)
      .closest('.MuiFormControl-root') as HTMLElement;
    expect(
      await within(passwordField).findByText('Email ou mot de passe incorrect'),
    ).toBeInTheDocument();
    expect(await toastWith('Email ou mot de passe incorrect')).toBeInTheDocument();
    expect(tokenStore.getAccessToken()).toBeNull();
  });

  it('signs in, stores the tokens, shows the toast and goes to /analyzer', async () => {
    api['POST /api/auth/login'] = () =>
      jsonResponse(200, { accessToken: 'a1', refreshToken: 'r1', user: aUser() });
    const { router } = renderApp(routes, '/login');
    await userEvent.type(await screen.findByLabelText(/Email/), 'marie@example.com');
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'secret1{Enter}');
    expect(await toastWith('Connexion réussie !')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/analyzer'));
    expect(tokenStore.getAccessToken()).toBe('a1');
    expect(tokenStore.getRefreshToken()).toBe('r1');
    expect(
      await screen.findByRole('heading', { name: "Analyse d'entreprises" }),
    ).toBeInTheDocument();
  });
});

describe('login from a protected page', () => {
  it('returns to the page asked for, with its query, after signing in', async () => {
    api['POST /api/auth/login'] = () =>
      jsonResponse(200, { accessToken: 'a1', refreshToken: 'r1', user: aUser() });
    const { router } = renderApp(routes, '/favorites?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await userEvent.type(await screen.findByLabelText(/Email/), 'marie@example.com');
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'secret1{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('does not send the next login back to a page the user signed out from', async () => {
    tokenStore.set({ accessToken: 'a0', refreshToken: 'r0' });
    api['GET /api/auth/me'] = () => jsonResponse(200, { user: aUser() });
    api['POST /api/auth/logout'] = () => jsonResponse(200, { success: true, message: 'ok' });
    api['POST /api/auth/login'] = () =>
      jsonResponse(200, { accessToken: 'a1', refreshToken: 'r1', user: aUser() });
    const { router } = renderApp(routes, '/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Menu utilisateur' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await userEvent.type(await screen.findByLabelText(/Email/), 'marie@example.com');
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'secret1{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/analyzer'));
  });

  it('ignores a return address that leaves the site', async () => {
    api['POST /api/auth/login'] = () =>
      jsonResponse(200, { accessToken: 'a1', refreshToken: 'r1', user: aUser() });
    const { router } = renderApp(routes, '/login');
    await router.navigate('/login', { state: { from: '//evil.example/phish' } });
    await userEvent.type(await screen.findByLabelText(/Email/), 'marie@example.com');
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'secret1{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/analyzer'));
  });
});

describe('register page', () => {
  it('links to the terms and privacy pages', async () => {
    renderApp(routes, '/register');
    expect(await screen.findByRole('link', { name: "conditions d'utilisation" })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('on 409 marks the email field as already used', async () => {
    api['POST /api/auth/register'] = () =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'EMAIL_TAKEN',
        message: 'An account already exists with this email address',
      });
    renderApp(routes, '/register');
    await userEvent.type(await screen.findByLabelText(/Nom complet/), 'Marie Curie');
    await userEvent.type(screen.getByLabelText(/^Email/), 'marie@example.com');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'secret1');
    await userEvent.type(screen.getByLabelText(/Confirmer le mot de passe/), 'secret1{Enter}');
    const emailField = screen
      .getByLabelText(/^Email/)
      .closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(emailField).findByText('Cet email est déjà utilisé')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/register')?.body).toEqual({
      fullName: 'Marie Curie',
      email: 'marie@example.com',
      password: 'secret1',
    });
  });

  it('on success asks to check the e-mail and goes to /login', async () => {
    api['POST /api/auth/register'] = () =>
      jsonResponse(201, { success: true, message: 'ok', user: aUser() });
    const { router } = renderApp(routes, '/register');
    await userEvent.type(await screen.findByLabelText(/Nom complet/), 'Marie Curie');
    await userEvent.type(screen.getByLabelText(/^Email/), 'marie@example.com');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'secret1');
    await userEvent.type(screen.getByLabelText(/Confirmer le mot de passe/), 'secret1{Enter}');
    expect(
      await toastWith('Inscription réussie ! Vérifiez votre email pour activer votre compte.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('forgot password page', () => {
  it('shows the sent state with the address even when the request fails, and can try again', async () => {
    api['POST /api/auth/forgot-password'] = () =>
      jsonResponse(500, { statusCode: 500, message: 'boom' });
    renderApp(routes, '/forgot-password');
    await userEvent.type(await screen.findByLabelText(/Email/), 'marie@example.com{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Vérifiez votre email' }),
    ).toBeInTheDocument();
    expect(screen.getByText('marie@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/login',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
  });
});

/** Issue 30: the account e-mails are written in the language of the screen that asked. */
describe("the screen's language, for the e-mails it asks for", () => {
  const languageOf = (url: string) =>
    requests.find((request) => request.url === url)?.headers['Accept-Language'];

  it('registers from the English screen in English', async () => {
    await i18n.changeLanguage('en');
    api['POST /api/auth/register'] = () =>
      jsonResponse(201, { success: true, message: 'ok', user: aUser() });
    renderApp(routes, '/register');
    await userEvent.type(await screen.findByLabelText(/Full name/), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'secret1{Enter}');
    await waitFor(() => expect(languageOf('/api/auth/register')).toBe('en'));
  });

  it.each(['en', 'fr'])('asks for a new password in the screen’s language (%s)', async (lng) => {
    await i18n.changeLanguage(lng);
    api['POST /api/auth/forgot-password'] = () =>
      jsonResponse(200, { success: true, message: 'ok' });
    renderApp(routes, '/forgot-password');
    await userEvent.type(await screen.findByLabelText(/Email/), 'marie@example.com{Enter}');
    await waitFor(() => expect(languageOf('/api/auth/forgot-password')).toBe(lng));
  });
});

describe('reset password page', () => {
  it('shows the invalid-link card and toast for a bad token', async () => {
    api['GET /api/auth/verify-reset-token/bad'] = () =>
      jsonResponse(400, { statusCode: 400, code: 'INVALID_RESET_TOKEN', message: 'invalid' });
    renderApp(routes, '/reset-password/bad');
    expect(
      await screen.findByRole('heading', { name: 'Lien de Réinitialisation Invalide' }),
    ).toBeInTheDocument();
    expect(
      await toastWith('Le lien de réinitialisation du mot de passe est invalide ou a expiré'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('resets the password with a valid token and goes to /login', async () => {
    api['GET /api/auth/verify-reset-token/good'] = () =>
      jsonResponse(200, { success: true, message: 'ok', data: { email: 'marie@example.com' } });
    api['POST /api/auth/reset-password'] = () =>
      jsonResponse(200, { success: true, message: 'ok' });
    const { router } = renderApp(routes, '/reset-password/good');
    await userEvent.type(await screen.findByLabelText(/Nouveau mot de passe/), 'abc');
    await userEvent.type(screen.getByLabelText(/Confirmer le mot de passe/), 'abd{Enter}');
    expect(
      await screen.findByText('Le mot de passe doit comporter au moins 6 caractères'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Nouveau mot de passe/));
    await userEvent.type(screen.getByLabelText(/Nouveau mot de passe/), 'abcdef');
    await userEvent.clear(screen.getByLabelText(/Confirmer le mot de passe/));
    await userEvent.type(screen.getByLabelText(/Confirmer le mot de passe/), 'abcdef{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests.find((r) => r.url === '/api/auth/reset-password')?.body).toEqual({
      token: 'good',
      password: 'abcdef',
    });
  });
});

describe('verify email page', () => {
  it('shows the success state', async () => {
    api['GET /api/auth/verify-email/tok'] = () =>
      jsonResponse(200, {
        success: true,
        message: 'ok',
        data: { email: 'marie@example.com', alreadyVerified: false },
      });
    renderApp(routes, '/verify-email/tok');
    expect(
      await screen.findByRole('heading', { name: 'Email Vérifié avec Succès' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Aller à l'analyseur" })).toHaveAttribute(
      'href',
      '/analyzer',
    );
  });

  it('says a link used twice belongs to an address already verified, with a way to log in', async () => {
    api['GET /api/auth/verify-email/used'] = () =>
      jsonResponse(200, {
        success: true,
        message: 'Email already verified',
        data: { email: 'marie@example.com', alreadyVerified: true },
      });
    renderApp(routes, '/verify-email/used');
    expect(
      await screen.findByRole('heading', { name: 'Votre adresse est déjà vérifiée' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Vous pouvez vous connecter avec marie@example.com.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Email Vérifié avec Succès')).not.toBeInTheDocument();
  });

  it('shows the failure with the server message, and resend only when the e-mail is known', async () => {
    api['GET /api/auth/verify-email/old'] = () =>
      jsonResponse(400, { statusCode: 400, message: 'Link expired, sorry' });
    api['POST /api/auth/resend-verification'] = () =>
      jsonResponse(200, { success: true, message: 'sent' });
    const first = renderApp(routes, '/verify-email/old');
    expect(
      await screen.findByRole('heading', { name: "Échec de la Vérification de l'Email" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Link expired, sorry')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: "Renvoyer l'email de vérification" }),
    ).not.toBeInTheDocument();
    first.unmount();

    localStorage.setItem('pendingVerificationEmail', 'marie@example.com');
    renderApp(routes, '/verify-email/old');
    fireEvent.click(
      await screen.findByRole('button', { name: "Renvoyer l'email de vérification" }),
    );
    expect(await toastWith('Email de vérification envoyé avec succès')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/resend-verification')?.body).toEqual({
      email: 'marie@example.com',
    });
  });
});

describe('profile page', () => {
  beforeEach(() => {
    tokenStore.set({ accessToken: 'a1', refreshToken: 'r1' });
    api['GET /api/auth/me'] = () => jsonResponse(200, { user: aUser({ role: 'admin' }) });
  });

  it('shows the three parts, with a read-only email and the role', async () => {
    renderApp(routes, '/profile');
    expect(
      await screen.findByRole('heading', { name: 'Informations du profil' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Changer le mot de passe' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Informations du compte' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    expect(screen.getByText('Administrateur')).toBeInTheDocument();
    expect(screen.getByText('04/03/2025')).toBeInTheDocument();
  });

  it('marks the current password as incorrect on a 401', async () => {
    api['POST /api/auth/change-password'] = () =>
      jsonResponse(401, {
        statusCode: 401,
        code: 'WRONG_PASSWORD',
        message: 'Current password is incorrect',
      });
    renderApp(routes, '/profile');
    await userEvent.type(await screen.findByLabelText(/Mot de passe actuel/), 'nope');
    await userEvent.type(screen.getByLabelText(/^Nouveau mot de passe/), 'secret2');
    await userEvent.type(
      screen.getByLabelText(/Confirmer le nouveau mot de passe/),
      'secret2{Enter}',
    );
    const field = screen
      .getByLabelText(/Mot de passe actuel/)
      .closest('.MuiFormControl-root') as HTMLElement;
    expect(
      await within(field).findByText('Le mot de passe actuel est incorrect'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/auth/refresh-token')).toHaveLength(0);
  });

  it('downloads "mes-donnees-<date>.json" from "Télécharger mes données"', async () => {
    api['GET /api/auth/account/export'] = () =>
      new Response('{"profile":{}}', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:data') }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderApp(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger mes données' }));
    expect(await toastWith('Vos données ont été téléchargées')).toBeInTheDocument();
    expect(saved).toEqual([`mes-donnees-${new Date().toISOString().slice(0, 10)}.json`]);
  });

  it('deletes the account after the password, then signs out to the home page', async () => {
    let isDeleted = false;
    api['DELETE /api/auth/account'] = (init) => {
      const { password } = JSON.parse(String(init.body)) as { password: string };
      if (password !== 'secret1')
        return jsonResponse(403, {
          statusCode: 403,
          code: 'DELETION_PASSWORD_WRONG',
          message: 'The password is incorrect; your account was not deleted',
        });
      isDeleted = true;
      return new Response(null, { status: 204 });
    };
    renderApp(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte' });
    expect(dialog).toHaveTextContent('vos documents (fichiers compris)');
    expect(dialog).toHaveTextContent('conservés pour la comptabilité, anonymisés');

    await userEvent.type(within(dialog).getByLabelText(/Mot de passe/), 'wrong{Enter}');
    expect(
      await within(dialog).findByText("Mot de passe incorrect : votre compte n'a pas été supprimé"),
    ).toBeInTheDocument();
    expect(isDeleted).toBe(false);

    const field = within(dialog).getByLabelText(/Mot de passe/);
    await userEvent.clear(field);
    await userEvent.type(field, 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await toastWith('Votre compte a été supprimé')).toBeInTheDocument();
    expect(isDeleted).toBe(true);
    expect(tokenStore.getAccessToken()).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Vos données' })).not.toBeInTheDocument(),
    );
  });
});
