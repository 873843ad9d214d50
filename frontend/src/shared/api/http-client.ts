import {
  ApiError,
  apiErrorFromBody,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  AUTH_ERROR_MESSAGE,
} from './api-error';
import { authEvents } from './auth-events';
import { tokenStore, type TokenPair, type TokenStore } from './tokens';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  body?: unknown;
  query?: QueryParams;
  /** Do not try to refresh the session on 401 (login, refresh and logout themselves). */
  skipRefresh?: boolean;
  responseType?: 'json' | 'blob';
}

export interface HttpClientDeps {
  baseUrl?: string;
  tokens?: TokenStore;
  fetchFn?: typeof fetch;
  events?: typeof authEvents;
}

/** 401 codes that describe the request, not the session: refreshing would not help. */
const NON_SESSION_401_CODES = new Set(['INVALID_CREDENTIALS', 'WRONG_PASSWORD']);

export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // Spec §5: empty or null filter values are omitted from calls.
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

export function createHttpClient({
  baseUrl = '/api',
  tokens = tokenStore,
  fetchFn = (...args) => fetch(...args),
  events = authEvents,
}: HttpClientDeps = {}) {
  // One refresh in flight at a time, shared by every request that got a 401 meanwhile.
  let refreshing: Promise<TokenPair> | null = null;

  async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const accessToken = tokens.getAccessToken();
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const body =
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body);
    try {
      return await fetchFn(buildUrl(baseUrl, path, options.query), { method, headers, body });
    } catch {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, { code: 'NETWORK_ERROR' });
    }
  }

  async function parse<T>(response: Response, options: RequestOptions): Promise<T> {
    if (options.responseType === 'blob') return (await response.blob()) as T;
    const text = await response.text();
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      return text as T;
    }
  }

  async function toError(response: Response): Promise<ApiError> {
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      body = undefined;
    }
    return apiErrorFromBody(response.status, body, response.statusText);
  }

  function refreshTokens(): Promise<TokenPair> {
    if (!refreshing) {
      refreshing = (async () => {
        const refreshToken = tokens.getRefreshToken();
        if (!refreshToken) throw new ApiError(401, AUTH_ERROR_MESSAGE, { code: 'AUTH_ERROR' });
        const response = await send('POST', '/auth/refresh-token', { body: { refreshToken } });
        if (!response.ok) throw await toError(response);
        const pair = await parse<TokenPair>(response, {});
        tokens.set({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
        return pair;
      })().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  function endSession(hadRefreshToken: boolean): ApiError {
    tokens.clear();
    if (hadRefreshToken) {
      events.emitLogout('SESSION_EXPIRED');
      return new ApiError(401, SESSION_EXPIRED_MESSAGE, { code: 'SESSION_EXPIRED' });
    }
    events.emitLogout('AUTH_ERROR');
    return new ApiError(401, AUTH_ERROR_MESSAGE, { code: 'AUTH_ERROR' });
  }

  async function request<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    const sentWith = tokens.getAccessToken();
    let response = await send(method, path, options);
    if (response.status === 401 && !options.skipRefresh) {
      const error = await toError(response);
      if (error.code && NON_SESSION_401_CODES.has(error.code)) throw error;
      const hadRefreshToken = Boolean(tokens.getRefreshToken());
      if (!hadRefreshToken) throw endSession(false);
      try {
        // Another request may already have refreshed the session since this one was sent.
        const current = tokens.getAccessToken();
        if (!current || current === sentWith) await refreshTokens();
      } catch (refreshError) {
        if (refreshError instanceof ApiError && refreshError.status === 0) throw refreshError;
        throw endSession(true);
      }
      response = await send(method, path, options);
    }
    if (response.ok) return parse<T>(response, options);
    throw await toError(response);
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    refreshTokens,
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

export const http = createHttpClient();
