import {
  ApiError,
  apiErrorFromBody,
  AUTH_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from './api-error';
import { currentLanguage } from '../i18n/i18n';
import { authEvents } from './auth-events';
import { tokenStore, type TokenPair, type TokenStore } from './tokens';

/** A request as the typed client built it: a URL from /api, its method, headers and body. */
export interface OutgoingRequest {
  url: string;
  method: string;
  headers: Headers;
  body?: BodyInit | null;
}

export interface TransportDeps {
  tokens?: TokenStore;
  fetchFn?: typeof fetch;
  events?: typeof authEvents;
  /** The screens' language, sent as Accept-Language: the server writes e-mails in it. */
  language?: () => string;
}

export interface SendOptions {
  /** Do not try to refresh the session on 401 (login, refresh and logout themselves). */
  skipRefresh?: boolean;
}

/** 401 codes that describe the request, not the session: refreshing would not help. */
const NON_SESSION_401_CODES = new Set(['INVALID_CREDENTIALS', 'WRONG_PASSWORD']);

const REFRESH_PATH = '/api/auth/refresh-token';

async function readError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    body = undefined;
  }
  return apiErrorFromBody(response.status, body, response.statusText);
}

/**
 * Sends what the typed client built with the session's bearer token; on a 401 refreshes the
 * session once (one refresh shared by every request waiting on it) and sends again.
 */
export function createHttpTransport({
  tokens = tokenStore,
  fetchFn = (...args) => fetch(...args),
  events = authEvents,
  language = currentLanguage,
}: TransportDeps = {}) {
  let refreshing: Promise<TokenPair> | null = null;

  async function sendOnce(request: OutgoingRequest): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': language(),
    };
    request.headers.forEach((value, key) => (headers[key] = value));
    const accessToken = tokens.getAccessToken();
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    try {
      return await fetchFn(request.url, { method: request.method, headers, body: request.body });
    } catch {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, { code: 'NETWORK_ERROR' });
    }
  }

  function refreshTokens(): Promise<TokenPair> {
    refreshing ??= (async () => {
      const refreshToken = tokens.getRefreshToken();
      if (!refreshToken) throw new ApiError(401, AUTH_ERROR_MESSAGE, { code: 'AUTH_ERROR' });
      const response = await sendOnce({
        url: REFRESH_PATH,
        method: 'POST',
        headers: new Headers({ 'Content-Type': 'application/json' }),
        body: JSON.stringify({ refreshToken }),
      });
      if (!response.ok) throw await readError(response);
      const pair = (await response.json()) as TokenPair;
      tokens.set({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
      return pair;
    })().finally(() => {
      refreshing = null;
    });
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

  async function send(request: OutgoingRequest, options: SendOptions = {}): Promise<Response> {
    const sentWith = tokens.getAccessToken();
    const response = await sendOnce(request);
    if (response.status !== 401 || options.skipRefresh) return response;
    const error = await readError(response);
    if (error.code && NON_SESSION_401_CODES.has(error.code)) return response;
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
    return sendOnce(request);
  }

  return { send, refreshTokens };
}

export type HttpTransport = ReturnType<typeof createHttpTransport>;
