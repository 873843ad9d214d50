import { vi } from 'vitest';
import { tokenStore } from '../shared/api';
import { aUser, jsonResponse } from './render';

export interface MockedRequest {
  method: string;
  url: string;
  body: unknown;
}

export type MockRoute = (request: MockedRequest) => Response | Promise<Response>;

/**
 * A fetch stub answering `METHOD /api/path?query` from a table of routes (unknown routes: 404),
 * keeping every request in order. `signIn()` stores tokens and answers /auth/me.
 */
export function mockApi() {
  const routes: Record<string, MockRoute> = {};
  const requests: MockedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request = {
        method: init.method ?? 'GET',
        url: String(input),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      requests.push(request);
      const route = routes[`${request.method} ${request.url}`];
      if (!route)
        return jsonResponse(404, { statusCode: 404, message: `no mock for ${request.url}` });
      return route(request);
    }),
  );
  return {
    routes,
    requests,
    /** The paths called, in order, without the /api prefix (auth calls left out). */
    calledPaths: () =>
      requests
        .map((request) => `${request.method} ${request.url.replace(/^\/api/, '')}`)
        .filter((call) => !call.includes('/auth/')),
    signIn() {
      tokenStore.set({ accessToken: 'a1', refreshToken: 'r1' });
      routes['GET /api/auth/me'] = () => jsonResponse(200, { user: aUser() });
    },
    json:
      (status: number, body: unknown): MockRoute =>
      () =>
        jsonResponse(status, body),
  };
}
