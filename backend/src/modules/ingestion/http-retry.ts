/** How long a `Retry-After` header asks to wait (RFC 9110: seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month ("Tue, 24 Nov 2026 06:31:30 GMT").
  const date = /[a-z]/i.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The wait before attempt `attempt + 1`: `baseMs`, doubling at each attempt, at most `maxMs`. */
export const backoffMs = (attempt: number, baseMs: number, maxMs: number): number =>
  Math.min(baseMs * 2 ** Math.max(attempt - 1, 0), maxMs);

/** Answers worth asking again: too many requests, or the server's own trouble. */
export const isRetryableStatus = (status: number): boolean => status === 429 || status >= 500;
