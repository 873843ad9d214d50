import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';
import { createQueryClient, Providers } from '../app/providers';
import { SessionContext, type Session, type User } from '../shared/auth';
import { ToastProvider } from '../shared/ui/toast';

export const aUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  email: 'marie@example.com',
  fullName: 'Marie Curie',
  role: 'user',
  isVerified: true,
  createdAt: '2025-03-04T10:00:00.000Z',
  ...overrides,
});

export const aSession = (overrides: Partial<Session> = {}): Session => ({
  user: null,
  isAuthenticated: false,
  loading: false,
  authError: null,
  login: async () => aUser(),
  logout: async () => undefined,
  setUser: () => undefined,
  clearAuthError: () => undefined,
  ...overrides,
});

/** Renders routes with the real providers (session from the real SessionProvider). */
export function renderApp(routes: RouteObject[], initialPath: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  const utils = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, queryClient };
}

/** Renders routes with a given session value instead of the real one. */
/** `initialPath` may carry navigation state: `{ pathname, state }`. */
export function renderWithSession(
  routes: RouteObject[],
  initialPath: InitialEntry,
  session: Session,
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export type { ReactElement };
