import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { authEvents, type LogoutReason } from '../api';
import { loadSession, login as loginCall, logout as logoutCall, sessionKeys } from './session-api';
import { SessionContext, type Session } from './session-context';
import type { User } from './types';

/** The signed-in user is server state: it lives in the query cache under ['session', 'me']. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [authError, setAuthError] = useState<LogoutReason | null>(null);
  const { data: user = null, isPending } = useQuery({
    queryKey: sessionKeys.me,
    queryFn: async () => {
      try {
        return await loadSession();
      } catch {
        return null;
      }
    },
    staleTime: Infinity,
    retry: false,
  });

  const setUser = useCallback(
    (next: User | null) => queryClient.setQueryData(sessionKeys.me, next),
    [queryClient],
  );

  useEffect(
    () =>
      authEvents.onLogout((reason) => {
        setAuthError(reason);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
        setUser(null);
      }),
    [queryClient, setUser],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      const signedIn = await loginCall(email, password);
      setAuthError(null);
      setUser(signedIn);
      return signedIn;
    },
    [setUser],
  );

  const logout = useCallback(async () => {
    await logoutCall();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    setUser(null);
  }, [queryClient, setUser]);

  const value = useMemo<Session>(
    () => ({
      user,
      isAuthenticated: Boolean(user),
      loading: isPending,
      authError,
      login,
      logout,
      setUser,
      clearAuthError: () => setAuthError(null),
    }),
    [user, isPending, authError, login, logout, setUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
