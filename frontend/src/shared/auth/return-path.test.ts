import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeReturnPath({ from: '/analyzer?q=dupont&page=3#top' })).toBe(
      '/analyzer?q=dupont&page=3#top',
    );
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'analyzer'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses %s', (_, from) => {
    expect(safeReturnPath({ from })).toBeNull();
  });

  it('has nothing to return to without a state', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath({ from: 42 })).toBeNull();
  });
});
