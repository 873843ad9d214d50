import { exceedsJsonDepth } from './json-depth';

const exceeds = (json: string, max = 3) => exceedsJsonDepth(Buffer.from(json, 'utf8'), max);

describe('exceedsJsonDepth', () => {
  it('counts arrays and objects together', () => {
    expect(exceeds('[{"a":[1]}]')).toBe(false);
    expect(exceeds('[{"a":[[1]]}]')).toBe(true);
    expect(exceeds('{"a":{"b":{"c":{}}}}')).toBe(true);
  });

  it('counts depth, not the number of brackets', () => {
    expect(exceeds('[[[]],[[]],[[]],[[1,2],{}]]')).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceeds('["[[[[{{{{"]')).toBe(false);
    expect(exceeds('["\\"[[[[", "\\\\", [[1]]]')).toBe(false);
    expect(exceeds('["\\\\", [[[1]]]]')).toBe(true);
  });

  it('is not fooled by multi-byte characters', () => {
    expect(exceeds('["été ☃ 😀 [[[[", {"ü": [1]}]')).toBe(false);
  });

  it('scans a megabyte of nesting without recursion', () => {
    const deep = '['.repeat(500_000) + ']'.repeat(500_000);
    expect(exceedsJsonDepth(Buffer.from(deep), 32)).toBe(true);
  });
});
