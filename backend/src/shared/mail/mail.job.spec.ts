import { MAIL_ATTEMPTS, mailRetryDelayMs } from './mail.job';

describe('mail retry waits', () => {
  const defaults = { retryBaseMs: 5_000, retryMaxMs: 3_600_000 };

  it('doubles from the base delay and stops growing at the cap', () => {
    const waits = [1, 2, 3, 10, 11, 24].map((attempt) => mailRetryDelayMs(attempt, defaults));
    expect(waits).toEqual([5_000, 10_000, 20_000, 2_560_000, 3_600_000, 3_600_000]);
  });

  it('keeps trying for more than twelve hours with the defaults', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAIL_ATTEMPTS; attempt += 1)
      total += mailRetryDelayMs(attempt, defaults);
    expect(total).toBeGreaterThan(12 * 3_600_000);
  });
});
