import { backoffMs, isRetryableStatus, retryAfterMs } from './http-retry';

describe('retrying an HTTP request', () => {
  const now = Date.parse('2026-11-24T06:30:00Z');

  it('reads Retry-After in seconds or as an HTTP date', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Tue, 24 Nov 2026 06:31:30 GMT', now)).toBe(90_000);
    // A date already past: no wait.
    expect(retryAfterMs('Tue, 24 Nov 2026 06:00:00 GMT', now)).toBe(0);
  });

  it('ignores an absent or unreadable Retry-After', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('', now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-5', now)).toBeNull();
  });

  it('doubles the wait at each attempt, up to the longest wait', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 5000, 600_000))).toEqual([
      5000, 10_000, 20_000, 40_000,
    ]);
    expect(backoffMs(12, 5000, 600_000)).toBe(600_000);
  });

  it('retries 429 and 5xx, not the other answers', () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([200, 400, 401, 403, 404].some(isRetryableStatus)).toBe(false);
  });
});
