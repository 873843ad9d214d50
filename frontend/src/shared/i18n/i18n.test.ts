import { describe, expect, it } from 'vitest';
import { resources } from './resources';

const flatten = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, child]) => flatten(child, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('translations', () => {
  it('English has exactly the keys French has', () => {
    for (const ns of Object.keys(resources.fr) as (keyof typeof resources.fr)[]) {
      expect(flatten(resources.en[ns]).sort(), ns).toEqual(flatten(resources.fr[ns]).sort());
    }
  });
});
