const REDACTED = '[redacted]';

/**
 * An API key's secret (`bda_live_` + base64url), also percent-encoded as in a URL: wherever it
 * appears in a log line (a query parameter, a header, a path, an error's message), whatever sent it.
 */
const API_KEY_SECRET = /bda(?:_|%5f)live(?:_|%5f)(?:[a-z0-9_-]|%[0-9a-f]{2})+/gi;

/** The text with every API key's secret replaced by `bda_live_[redacted]`. */
export function redactApiKeys(text: string): string {
  return text.replace(API_KEY_SECRET, `bda_live_${REDACTED}`);
}

/** A path segment after one of these is an e-mailed secret (API routes and the web app's pages). */
const SECRET_PATH = /(\/(?:verify-email|verify-reset-token|reset-password)\/)[^/?#]+/g;
/** Query keys whose value is a secret (the job board's ticket, tokens, passwords). */
const SECRET_QUERY_KEY = /token|ticket|password|secret/i;

function decodedKey(pair: string): string {
  const key = pair.split('=')[0];
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/** The URL without its secrets: `/api/auth/verify-email/[redacted]`, `?ticket=[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const safePath = path.replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryStart === -1) return safePath;
  const safeQuery = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) =>
      SECRET_QUERY_KEY.test(decodedKey(pair)) ? `${pair.split('=')[0]}=${REDACTED}` : pair,
    )
    .join('&');
  return `${safePath}?${safeQuery}`;
}

interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  remoteAddress?: string;
  remotePort?: number;
}

/**
 * pino-http's request as logged: the URL redacted, and without `query` and `params`, which
 * would repeat its secrets. (Authorization and cookies are censored by the `redact` paths.)
 */
export function requestForLog(req: SerializedRequest): SerializedRequest {
  const referer = req.headers?.referer;
  return {
    id: req.id,
    method: req.method,
    url: req.url === undefined ? undefined : redactUrl(req.url),
    headers:
      typeof referer === 'string' ? { ...req.headers, referer: redactUrl(referer) } : req.headers,
    remoteAddress: req.remoteAddress,
    remotePort: req.remotePort,
  };
}

/**
 * Error fields that carry the values of a failed statement: TypeORM's QueryFailedError keeps its
 * `parameters` (a password hash, a token hash) and the driver's error, whose `detail` and `where`
 * quote row values. The SQL text (`query`, with $1 placeholders), code and message stay.
 */
const VALUE_FIELDS = ['parameters', 'driverError', 'detail', 'where'];

/** pino's serialized error without statement values, its causes included. */
export function errorForLog(err: Record<string, unknown>): Record<string, unknown> {
  const safe = Object.fromEntries(
    Object.entries(err).filter(([key]) => !VALUE_FIELDS.includes(key)),
  );
  if (typeof err.cause === 'object' && err.cause !== null) {
    safe.cause = errorForLog(err.cause as Record<string, unknown>);
  }
  return safe;
}
