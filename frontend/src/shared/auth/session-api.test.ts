import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { authEvents, tokenStore } from '../api';
import { loadSession, logout } from './session-api';

let calls: { url: string; body?: unknown }[];

function stubFetch(handler: (url: string) => Response) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({
        url: String(input),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return handler(String(input));
    }),
  );
}

const user = {
  id: '1',
  email: 'a@b.fr',
  fullName: 'A',
  role: 'user',
  isVerified: true,
  createdAt: '2025-01-01',
};

describe('session start-up (spec §4)', () => {
  beforeEach(() => stubFetch(() => jsonResponse(500, {})));

  it('without tokens the visitor is signed out and nothing is called', async () => {
    await expect(loadSession()).resolves.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('with only a refresh token, refreshes first and then loads the user', async () => {
    localStorage.setItem('refreshToken', 'r0');
    stubFetch((url) =>
      url.endsWith('/refresh-token')
        ? jsonResponse(200, { accessToken: 'a1', refreshToken: 'r1' })
        : jsonResponse(200, { user }),
    );
    await expect(loadSession()).resolves.toEqual(user);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh-token', '/api/auth/me']);
    expect(tokenStore.getAccessToken()).toBe('a1');
  });

  it('with only a refresh token that fails, clears the tokens and reports an expired session', async () => {
    localStorage.setItem('refreshToken', 'r0');
    stubFetch(() =>
      jsonResponse(401, { statusCode: 401, code: 'INVALID_REFRESH_TOKEN', message: 'no' }),
    );
    const onLogout = vi.fn();
    const unsubscribe = authEvents.onLogout(onLogout);
    await expect(loadSession()).rejects.toBeDefined();
    unsubscribe();
    expect(onLogout).toHaveBeenCalledWith('SESSION_EXPIRED');
    expect(tokenStore.getRefreshToken()).toBeNull();
  });

  it('logout sends the refresh token, ignores a server failure and clears the tokens', async () => {
    tokenStore.set({ accessToken: 'a1', refreshToken: 'r1' });
    stubFetch(() => jsonResponse(500, { statusCode: 500, message: 'down' }));
    await expect(logout()).resolves.toBeUndefined();
    expect(calls[0]).toEqual({ url: '/api/auth/logout', body: { refreshToken: 'r1' } });
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
  });
});
