/**
 * A failed delivery is tried again after retryBaseMs, doubling each time: with the default 21.1 s,
 * 13 attempts in all put the last one 21.1 s × (2¹² − 1) ≈ 24 hours after the first.
 */
export const WEBHOOK_ATTEMPTS = 13;

/** The wait after the `attemptsMade`-th failed attempt. */
export function webhookRetryDelayMs(attemptsMade: number, config: { retryBaseMs: number }): number {
  return config.retryBaseMs * 2 ** Math.min(Math.max(attemptsMade - 1, 0), 30);
}
