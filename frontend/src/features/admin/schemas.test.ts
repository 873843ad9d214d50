import { describe, expect, it } from 'vitest';
import { creditAdjustmentSchema, parseAmount } from './schemas';

describe('credit adjustment input', () => {
  it('accepts non-zero whole numbers, signed or not', () => {
    expect(parseAmount('15')).toBe(15);
    expect(parseAmount(' +15 ')).toBe(15);
    expect(parseAmount('-3')).toBe(-3);
    for (const text of ['', '0', '-0', '1.5', 'abc', '1e3']) expect(parseAmount(text)).toBeNull();
  });

  it('requires both the amount and the reason', () => {
    const issues = (values: { amount: string; reason: string }) =>
      creditAdjustmentSchema.safeParse(values).error?.issues.map((issue) => issue.path[0]) ?? [];
    expect(issues({ amount: '15', reason: 'Geste commercial' })).toEqual([]);
    expect(issues({ amount: '', reason: 'Geste' })).toEqual(['amount']);
    expect(issues({ amount: '0', reason: '  ' })).toEqual(['amount', 'reason']);
  });
});
