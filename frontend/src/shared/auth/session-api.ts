import { api, authEvents, refreshSession, sessionlessApi, tokenStore } from '../api';
import type { User } from './types';

export const sessionKeys = { me: ['session', 'me'] as const };

/** Spec §4: no tokens → signed out; only a refresh token → refresh first; then load the user. */
export async function loadSession(): Promise<User | null> {
  if (!tokenStore.hasAny()) return null;
  if (!tokenStore.getAccessToken()) {
    try {
      await refreshSession();
    } catch (error) {
      tokenStore.clear();
      authEvents.emitLogout('SESSION_EXPIRED');
      throw error;
    }
  }
  const { user } = await api.get('/api/auth/me');
  return user;
}

export async function login(email: string, password: string): Promise<User> {
  const result = await sessionlessApi.post('/api/auth/login', { body: { email, password } });
  tokenStore.set(result);
  return result.user;
}

/** Logout tells the server, ignores any failure, and always clears the local session. */
export async function logout(): Promise<void> {
  const refreshToken = tokenStore.getRefreshToken();
  try {
    if (refreshToken) await sessionlessApi.post('/api/auth/logout', { body: { refreshToken } });
  } catch {
    // The local session ends whatever the server says.
  } finally {
    tokenStore.clear();
  }
}
