import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, aUser, renderWithSession } from '../../test/render';
import { RequireAuth, RequireRole } from './guards';

const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/login', element: <p>login page</p> },
  { element: <RequireAuth />, children: [{ path: '/profile', element: <p>profile page</p> }] },
  {
    element: <RequireRole role="admin" />,
    children: [{ path: '/admin', element: <p>admin page</p> }],
  },
];

describe('route guards', () => {
  it('shows a spinner while the session loads', () => {
    renderWithSession(routes, '/profile', aSession({ loading: true }));
    expect(screen.getByRole('progressbar', { name: 'Chargement…' })).toBeInTheDocument();
    expect(screen.queryByText('profile page')).not.toBeInTheDocument();
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor on a protected route to /login', () => {
    const { router } = renderWithSession(routes, '/profile', aSession());
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-out visitor on an admin route to /login', () => {
    renderWithSession(routes, '/admin', aSession());
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('lets a signed-in user through', () => {
    renderWithSession(routes, '/profile', aSession({ user: aUser(), isAuthenticated: true }));
    expect(screen.getByText('profile page')).toBeInTheDocument();
  });

  it('sends a signed-in non-admin on an admin route to /', () => {
    const { router } = renderWithSession(
      routes,
      '/admin',
      aSession({ user: aUser(), isAuthenticated: true }),
    );
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets an admin through to an admin route', () => {
    renderWithSession(
      routes,
      '/admin',
      aSession({ user: aUser({ role: 'admin' }), isAuthenticated: true }),
    );
    expect(screen.getByText('admin page')).toBeInTheDocument();
  });
});
