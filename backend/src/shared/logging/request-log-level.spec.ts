import { requestLogLevel, SLOW_REQUEST_MS } from './request-log-level';

describe('requestLogLevel', () => {
  it.each([
    [200, 5, 'debug'],
    [304, 5, 'debug'],
    [200, SLOW_REQUEST_MS, 'info'],
    [401, 5, 'info'],
    [415, 5, 'info'],
    [500, 5, 'error'],
    [503, SLOW_REQUEST_MS * 3, 'error'],
  ] as const)('%i in %i ms → %s', (status, ms, level) =>
    expect(requestLogLevel(status, ms)).toBe(level),
  );
});
