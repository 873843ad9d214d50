import createClient, { type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { apiErrorFromBody } from './api-error';
import type { paths } from './generated/api-schema';
import { createHttpTransport, type OutgoingRequest, type TransportDeps } from './http-transport';

type Method = Extract<HttpMethod, 'get' | 'post' | 'put' | 'patch' | 'delete'>;
type Operation<P extends keyof paths, M extends Method> = Extract<paths[P][M], object>;
type InitParam<Init> = RequiredKeysOf<Init> extends never ? [Init?] : [Init];
type SuccessData<R> = R extends { data: infer D } ? D : never;
/** What a call resolves to: its 2xx body as the backend's OpenAPI types it; void for a 204. */
type Data<R> = [SuccessData<R>] extends [never] ? void : SuccessData<R>;

/** A call typed by path: its params and body are checked, its result is the 2xx body or an ApiError. */
type Call<M extends Method> = <
  P extends PathsWithMethod<paths, M>,
  I extends MaybeOptionalInit<paths[P], M>,
>(
  path: P,
  ...init: InitParam<I>
) => Promise<Data<FetchResponse<Operation<P, M>, I, `${string}/${string}`>>>;

export interface ApiClient {
  get: Call<'get'>;
  post: Call<'post'>;
  put: Call<'put'>;
  patch: Call<'patch'>;
  delete: Call<'delete'>;
}

/**
 * openapi-fetch builds the request into this plain object rather than a `Request`, so the URL
 * stays relative (/api/…) and the transport sends it with the bearer and refresh.
 */
class PlainRequest implements OutgoingRequest {
  readonly method: string;
  readonly headers: Headers;
  readonly body?: BodyInit | null;
  constructor(
    readonly url: string,
    init: RequestInit,
  ) {
    this.method = init.method ?? 'GET';
    this.headers = new Headers(init.headers);
    this.body = init.body;
  }
}

/** Spec §5: empty or null filter values are omitted from calls. */
export function serializeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  return params.toString();
}

/** Multipart bodies: each field a part, files as they are (the schema types binary parts as string). */
export function asFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** A file for a multipart field that the generated schema types as a binary string. */
export const binary = (file: Blob): string => file as unknown as string;

function typedClient(
  transport: ReturnType<typeof createHttpTransport>,
  skipRefresh: boolean,
): ApiClient {
  const client = createClient<paths>({
    Request: PlainRequest as unknown as typeof Request,
    fetch: (request) => transport.send(request as unknown as OutgoingRequest, { skipRefresh }),
    querySerializer: serializeQuery,
  });
  const unwrap = async (
    pending: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  ) => {
    const { data, error, response } = await pending;
    if (!response.ok) throw apiErrorFromBody(response.status, error, response.statusText);
    return data;
  };
  // The typing is the Call signatures above; at run time each method forwards to openapi-fetch.
  const call =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') => (path: string, init?: object) =>
      unwrap(
        (client[method] as (p: string, i?: object) => ReturnType<typeof client.GET>)(path, init),
      );
  return {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
  } as unknown as ApiClient;
}

/**
 * The two typed clients over one transport: `api` refreshes the session on a 401; `sessionlessApi`
 * (sign-in, registration, password reset) does not, its 401 being about the request.
 */
export function createApiClients(deps: TransportDeps = {}) {
  const transport = createHttpTransport(deps);
  return {
    api: typedClient(transport, false),
    sessionlessApi: typedClient(transport, true),
    refreshTokens: transport.refreshTokens,
  };
}

const clients = createApiClients();

export const api = clients.api;
export const sessionlessApi = clients.sessionlessApi;
/** Refreshes the session's tokens (one refresh at a time), e.g. for the socket. */
export const refreshSession = clients.refreshTokens;
