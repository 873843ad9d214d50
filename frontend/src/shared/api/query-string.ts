import { serializeQuery } from './api-client';

/** Query values as the screens build them before a typed call. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** The URL a typed call sends for `path` and `query` (empty values left out, spec §5). */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const search = serializeQuery(query ?? {});
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}
