import { loadWebhooksConfig } from '../../shared/config';
import { WEBHOOK_ATTEMPTS, webhookRetryDelayMs } from './webhook-retry';

describe('webhook retries', () => {
  it('double each time and put the last attempt about 24 hours after the first', () => {
    const config = loadWebhooksConfig({});
    const waits = Array.from({ length: WEBHOOK_ATTEMPTS - 1 }, (_, i) =>
      webhookRetryDelayMs(i + 1, config),
    );
    expect(waits[0]).toBe(21_100);
    expect(waits[1]).toBe(42_200);
    const hours = waits.reduce((sum, wait) => sum + wait, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(23.5);
    expect(hours).toBeLessThan(24.5);
  });
});
