import { copyTextValue } from './copy-rows';

describe('copyTextValue (COPY text format)', () => {
  it('writes null, undefined and non-finite numbers as \\N', () => {
    expect([null, undefined, NaN, Infinity].map(copyTextValue)).toEqual([
      '\\N',
      '\\N',
      '\\N',
      '\\N',
    ]);
  });

  it('escapes backslashes, tabs and line breaks, and keeps the rest as is', () => {
    expect(copyTextValue('a\\b\tc\nd\re « é »')).toBe('a\\\\b\\tc\\nd\\re « é »');
    expect(copyTextValue('')).toBe('');
  });

  it('writes booleans as t/f, numbers as text and objects as JSON', () => {
    expect([true, false, 1000.5].map(copyTextValue)).toEqual(['t', 'f', '1000.5']);
    // JSON escapes the tab as \t, and COPY then doubles that backslash.
    expect(copyTextValue({ a: 'x\ty' })).toBe('{"a":"x\\\\ty"}');
  });

  it('writes arrays as PostgreSQL text arrays, each element quoted', () => {
    expect(copyTextValue(['880878145', '552100554'])).toBe('{"880878145","552100554"}');
    // The quote and backslash inside an element are escaped, then COPY doubles the backslashes.
    expect(copyTextValue(['a"b\\c', null])).toBe('{"a\\\\"b\\\\\\\\c",NULL}');
    expect(copyTextValue([])).toBe('{}');
  });
});
