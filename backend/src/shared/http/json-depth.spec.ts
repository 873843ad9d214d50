import { exceedsJsonDepth, measureJson } from './json-depth';

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

/** Every value of a parsed tree, object keys aside: what measureJson counts on the text. */
const countValues = (value: unknown): number =>
  1 +
  (value !== null && typeof value === 'object'
    ? Object.values(value).reduce((sum: number, child) => sum + countValues(child), 0)
    : 0);

describe('measureJson', () => {
  const unbounded = { maxDepth: 1000, maxNodes: Infinity };

  it('counts every value once, as parsing would build them', () => {
    const samples = [
      '1',
      '"texte"',
      'null',
      '[]',
      '{}',
      '[[]]',
      '[{},{},{}]',
      ' [ 1 , 2 ,\n\t3 ] ',
      '{"a":1,"b":[true,false,null],"c":{"d":"e"}}',
      '{"personne":{"typePersonne":"pm","adresse":{"ville":"Paris","codePostal":"75008"}}}',
      '[{"a":[]},{"b":{}},[[],[1]],"x"]',
    ];
    for (const json of samples) {
      expect({ json, nodes: (measureJson(json, unbounded) as { nodes: number }).nodes }).toEqual({
        json,
        nodes: countValues(JSON.parse(json)),
      });
    }
  });

  it('ignores commas, brackets and quotes inside strings', () => {
    const json = '["a,b,[c]{d}", "\\",[", {"k,[": "v\\\\"}, "été, ☃ 😀"]';
    expect(measureJson(json, unbounded)).toEqual({ exceeds: null, depth: 2, nodes: 6 });
    expect(countValues(JSON.parse(json))).toBe(6);
  });

  it('measures UTF-8 bytes as it measures the string', () => {
    const json = '[{"é":"😀,["},["ü"],3]';
    expect(measureJson(Buffer.from(json, 'utf8'), unbounded)).toEqual(measureJson(json, unbounded));
  });

  it('stops at the first limit passed', () => {
    const dense = `[${'{},'.repeat(332_999)}{}]`;
    expect(measureJson(dense, { maxDepth: 32, maxNodes: 10_000 })).toEqual({ exceeds: 'nodes' });
    expect(measureJson('[{},{},{}]', { maxDepth: 32, maxNodes: 4 })).toEqual({
      exceeds: null,
      depth: 2,
      nodes: 4,
    });
    expect(measureJson('[{},{},{},{}]', { maxDepth: 32, maxNodes: 4 })).toEqual({
      exceeds: 'nodes',
    });
    expect(measureJson('[[[1]]]', { maxDepth: 2, maxNodes: 10 })).toEqual({ exceeds: 'depth' });
  });
});
