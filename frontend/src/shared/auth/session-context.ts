import { createContext, useContext } from 'react';
import type { LogoutReason } from '../api';
import type { User } from './types';

export interface Session {
  user: User | null;
  isAuthenticated: boolean;
  loading: boolean;
  authError: LogoutReason | null;
  login: (email: string, password: string) => Promise<User>;
  logout: () => Promise<void>;
  setUser: (user: User) => void;
  clearAuthError: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
