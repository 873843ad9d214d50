import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authEvents, tokenStore } from '../shared/api';
import { aUser, jsonResponse, renderApp } from '../test/render';
import { routes } from './router';

const sockets = vi.hoisted(() => ({ acquired: 0, released: 0 }));
vi.mock('../shared/realtime/socket', async () => {
  const { EventEmitter } = await import('node:events');
  return {
    acquireSocket: () => {
      sockets.acquired += 1;
      return new EventEmitter();
    },
    releaseSocket: () => {
      sockets.released += 1;
    },
  };
});

let me: Response | null;

beforeEach(() => {
  me = null;
  sockets.acquired = 0;
  sockets.released = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === '/api/auth/me' && me) return me.clone();
      return jsonResponse(404, { statusCode: 404, message: 'not mocked' });
    }),
  );
});

const signInAs = (role: 'user' | 'admin') => {
  tokenStore.set({ accessToken: 'a1', refreshToken: 'r1' });
  me = jsonResponse(200, { user: aUser({ role }) });
};

describe('app shell', () => {
  it('has the French title by default and switches to English, remembering the choice', async () => {
    renderApp(routes, '/');
    expect(document.title).toBe("Analyseur d'entreprises");
    expect(await screen.findAllByRole('link', { name: 'Connexion' })).not.toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'English' })[0]);
    await waitFor(() => expect(document.title).toBe('Company analyzer'));
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Français' })[0]);
    await waitFor(() => expect(document.title).toBe("Analyseur d'entreprises"));
  });

  it('redirects an unknown path to /', async () => {
    const { router } = renderApp(routes, '/nowhere/at/all');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getAllByRole('link', { name: "Commencer l'essai gratuit" })[0]).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('shows the product links to a user, without the admin link', async () => {
    signInAs('user');
    renderApp(routes, '/');
    const nav = (await screen.findAllByRole('navigation', { name: 'Navigation principale' }))[0];
    await within(nav).findByRole('link', { name: 'Analyseur' });
    expect(within(nav).getByRole('link', { name: 'Favoris' })).toHaveAttribute(
      'href',
      '/favorites',
    );
    expect(within(nav).getByRole('link', { name: 'Abonnements' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    expect(within(nav).getByRole('link', { name: 'Crédits' })).toHaveAttribute('href', '/credits');
    expect(within(nav).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Aller au tableau de bord' })[0]).toHaveAttribute(
      'href',
      '/analyzer',
    );
  });

  it('shows the admin link to an admin', async () => {
    signInAs('admin');
    renderApp(routes, '/');
    const nav = (await screen.findAllByRole('navigation', { name: 'Navigation principale' }))[0];
    expect(await within(nav).findByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('opens the user menu with profile, alerts, settings and sign out', async () => {
    signInAs('user');
    renderApp(routes, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Menu utilisateur' }));
    expect(screen.getByRole('menuitem', { name: 'Votre Profil' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Entreprises surveillées' })).toHaveAttribute(
      'href',
      '/watches',
    );
    expect(screen.getByRole('menuitem', { name: 'Recherches enregistrées' })).toHaveAttribute(
      'href',
      '/saved-searches',
    );
    expect(screen.getByRole('menuitem', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(screen.getByRole('menuitem', { name: 'Paramètres' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.getByRole('menuitem', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  it('gives a signed-in user, not only an admin, the bell and its live connection', async () => {
    const signedOut = renderApp(routes, '/');
    await screen.findAllByRole('link', { name: 'Connexion' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(sockets.acquired).toBe(0);
    signedOut.unmount();

    signInAs('user');
    renderApp(routes, '/');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(sockets.acquired).toBe(1));
  });

  it('leads to the alert pages from the phone menu', async () => {
    signInAs('user');
    renderApp(routes, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }));
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    expect(
      await within(menu).findByRole('link', { name: 'Entreprises surveillées' }),
    ).toHaveAttribute('href', '/watches');
    expect(within(menu).getByRole('link', { name: 'Recherches enregistrées' })).toHaveAttribute(
      'href',
      '/saved-searches',
    );
    expect(within(menu).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('toggles the mobile menu', async () => {
    renderApp(routes, '/');
    const toggle = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(document.getElementById('mobile-menu')).toBeInTheDocument();
  });

  it('signs out to /login with no page to return to, so the next login starts afresh', async () => {
    signInAs('user');
    const { router } = renderApp(routes, '/profile');
    expect(await screen.findByRole('heading', { name: 'Votre Profil' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Menu utilisateur' })[0]);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));
    await waitFor(() => expect(tokenStore.hasAny()).toBe(false));
    await screen.findAllByRole('link', { name: 'Connexion' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toBeNull();
  });

  it('goes back to /login with the expired-session message on the global logout event', async () => {
    signInAs('user');
    const { router } = renderApp(routes, '/profile');
    expect(await screen.findByRole('heading', { name: 'Votre Profil' })).toBeInTheDocument();
    act(() => authEvents.emitLogout('SESSION_EXPIRED'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByTestId('session-notice')).toHaveTextContent(
      'Session expirée. Veuillez vous reconnecter.',
    );
  });

  it('shows the error screen with a refresh button when a page fails to render', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const withBroken: RouteObject[] = [
      {
        ...(routes[0] as NonIndexRouteObject),
        children: [{ path: '/broken', element: <Broken /> }],
      },
    ];
    renderApp(withBroken, '/broken');
    expect(await screen.findByRole('button', { name: 'Actualiser la page' })).toBeInTheDocument();
  });
});
