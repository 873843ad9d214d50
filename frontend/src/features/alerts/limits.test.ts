import { describe, expect, it } from 'vitest';
import { isAtLimit } from './limits';

describe('plan limits', () => {
  it('are reached only at a known, finite figure', () => {
    expect(isAtLimit(5, 5)).toBe(true);
    expect(isAtLimit(4, 5)).toBe(false);
    expect(isAtLimit(0, 0)).toBe(true);
    expect(isAtLimit(1000, null)).toBe(false);
    expect(isAtLimit(1000, undefined)).toBe(false);
  });
});
