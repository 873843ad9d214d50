import type { ApiSchemas } from './generated/api-schema';

/** The session's tokens live in local storage under the keys the specification names. */
const ACCESS_KEY = 'accessToken';
const REFRESH_KEY = 'refreshToken';

/** What login and refresh-token answer that the session keeps. */
export type TokenPair = Pick<ApiSchemas['SessionResponse'], 'accessToken' | 'refreshToken'>;

export const tokenStore = {
  getAccessToken: (): string | null => localStorage.getItem(ACCESS_KEY),
  getRefreshToken: (): string | null => localStorage.getItem(REFRESH_KEY),
  hasAny: (): boolean =>
    Boolean(localStorage.getItem(ACCESS_KEY) || localStorage.getItem(REFRESH_KEY)),
  set(tokens: TokenPair): void {
    localStorage.setItem(ACCESS_KEY, tokens.accessToken);
    localStorage.setItem(REFRESH_KEY, tokens.refreshToken);
  },
  clear(): void {
    localStorage.removeItem(ACCESS_KEY);
    localStorage.removeItem(REFRESH_KEY);
  },
};

export type TokenStore = typeof tokenStore;
