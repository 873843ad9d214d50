import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { ApiError } from './api-error';
import { authEvents } from './auth-events';
import { createApiClients } from './api-client';
import { tokenStore } from './tokens';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function setup(handler: Handler) {
  const fetchFn = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  const { api: client } = createApiClients({ fetchFn: fetchFn as unknown as typeof fetch });
  const calls = (path: string) =>
    fetchFn.mock.calls.filter(([url]) => String(url).startsWith(`/api${path}`));
  return { client, fetchFn, calls };
}

const bearer = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

describe('typed api client', () => {
  beforeEach(() => tokenStore.set({ accessToken: 'old-access', refreshToken: 'old-refresh' }));

  it('sends the stored access token as a bearer header', async () => {
    const { client, fetchFn } = setup(() => jsonResponse(200, { ok: true }));
    await expect(client.get('/api/auth/me')).resolves.toEqual({ ok: true });
    expect(bearer(fetchFn.mock.calls[0][1]!)).toBe('Bearer old-access');
  });

  it('shares one refresh between two parallel 401s and retries both', async () => {
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { client, calls } = setup(async (url, init) => {
      if (url === '/api/auth/refresh-token') {
        await refreshGate;
        return jsonResponse(200, { accessToken: 'new-access', refreshToken: 'new-refresh' });
      }
      if (bearer(init) !== 'Bearer new-access')
        return jsonResponse(401, {
          statusCode: 401,
          code: 'UNAUTHENTICATED',
          message: 'Authentication required',
        });
      return jsonResponse(200, { path: url });
    });

    const both = Promise.all([client.get('/api/favorites'), client.get('/api/credits/balance')]);
    await vi.waitFor(() => expect(calls('/auth/refresh-token')).toHaveLength(1));
    releaseRefresh();

    await expect(both).resolves.toEqual([
      { path: '/api/favorites' },
      { path: '/api/credits/balance' },
    ]);
    expect(calls('/auth/refresh-token')).toHaveLength(1);
    expect(JSON.parse(String(calls('/auth/refresh-token')[0][1]!.body))).toEqual({
      refreshToken: 'old-refresh',
    });
    expect(calls('/favorites')).toHaveLength(2);
    expect(calls('/credits/balance')).toHaveLength(2);
    expect(tokenStore.getAccessToken()).toBe('new-access');
    expect(tokenStore.getRefreshToken()).toBe('new-refresh');
  });

  it('retries only once: a second 401 after the refresh is returned as an error', async () => {
    const { client, calls } = setup((url) =>
      url.endsWith('/refresh-token')
        ? jsonResponse(200, { accessToken: 'new-access', refreshToken: 'new-refresh' })
        : jsonResponse(401, {
            statusCode: 401,
            message: 'Authentication required',
            code: 'UNAUTHENTICATED',
          }),
    );
    await expect(client.get('/api/favorites')).rejects.toMatchObject({ status: 401 });
    expect(calls('/auth/refresh-token')).toHaveLength(1);
    expect(calls('/favorites')).toHaveLength(2);
  });

  it('clears tokens, fires the logout event and reports an expired session when the refresh fails', async () => {
    const onLogout = vi.fn();
    const unsubscribe = authEvents.onLogout(onLogout);
    const { client } = setup((url) =>
      url.endsWith('/refresh-token')
        ? jsonResponse(401, { statusCode: 401, code: 'INVALID_REFRESH_TOKEN', message: 'expired' })
        : jsonResponse(401, {
            statusCode: 401,
            code: 'UNAUTHENTICATED',
            message: 'Authentication required',
          }),
    );
    const error = await client.get('/api/favorites').catch((caught: unknown) => caught);
    unsubscribe();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Session expired. Please login again.');
    expect(onLogout).toHaveBeenCalledWith('SESSION_EXPIRED');
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
  });

  it('without a refresh token, a 401 ends the session as an authentication error', async () => {
    localStorage.removeItem('refreshToken');
    const onLogout = vi.fn();
    const unsubscribe = authEvents.onLogout(onLogout);
    const { client, calls } = setup(() =>
      jsonResponse(401, { statusCode: 401, message: 'Authentication required' }),
    );
    await expect(client.get('/api/auth/me')).rejects.toMatchObject({
      message: 'Authentication error. Please login again.',
    });
    unsubscribe();
    expect(onLogout).toHaveBeenCalledWith('AUTH_ERROR');
    expect(calls('/auth/refresh-token')).toHaveLength(0);
    expect(tokenStore.getAccessToken()).toBeNull();
  });

  it('does not refresh on a 401 that is about the request (wrong current password)', async () => {
    const { client, calls } = setup(() =>
      jsonResponse(401, {
        statusCode: 401,
        code: 'WRONG_PASSWORD',
        message: 'Current password is incorrect',
      }),
    );
    await expect(
      client.post('/api/auth/change-password', {
        body: { currentPassword: 'a', newPassword: 'b' },
      }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'WRONG_PASSWORD',
    });
    expect(calls('/auth/refresh-token')).toHaveLength(0);
    expect(tokenStore.getAccessToken()).toBe('old-access');
  });

  it('turns a network failure into status 0 with the network message', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/api/auth/me')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error. Please check your connection.',
    });
  });

  it("uses the server's message, code and field errors", async () => {
    const { client } = setup(() =>
      jsonResponse(409, {
        statusCode: 409,
        message: 'An account already exists with this email address',
        error: 'Conflict',
        code: 'EMAIL_TAKEN',
        errors: [{ field: 'email', message: 'taken' }],
      }),
    );
    await expect(
      client.post('/api/auth/register', {
        body: { email: 'a@b.fr', password: 'p', fullName: 'A' },
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'An account already exists with this email address',
      fieldErrors: [{ field: 'email', message: 'taken' }],
    });
  });

  it('fails on a 404 from an admin path instead of making up figures', async () => {
    const { client } = setup(() => jsonResponse(404, { statusCode: 404, message: 'Not found' }));
    await expect(client.get('/api/admin/stats')).rejects.toMatchObject({ status: 404 });
    await expect(client.get('/api/admin/system-health')).rejects.toMatchObject({ status: 404 });
  });

  it('omits empty query values', async () => {
    const { client, fetchFn } = setup(() => jsonResponse(200, {}));
    await client.get('/api/analyzer/records', {
      params: { query: { page: 1, q: '', dateFrom: undefined, typeAnnonce: 'vente,creation' } },
    });
    expect(String(fetchFn.mock.calls[0][0])).toBe(
      '/api/analyzer/records?page=1&typeAnnonce=vente%2Ccreation',
    );
  });
});
