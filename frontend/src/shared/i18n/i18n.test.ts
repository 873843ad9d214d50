import { describe, expect, it } from 'vitest';
import { resources } from './resources';

const flatten = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, child]) => flatten(child, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

const entries = (value: unknown, prefix = ''): [string, string][] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, child]) => entries(child, `${prefix}${key}.`))
    : [[prefix.slice(0, -1), String(value)]];

describe('translations', () => {
  // Issue 30: "1510 crédits" on one page, "1 510" on the others.
  it('writes every count of credits with the language thousands separator', () => {
    const unformatted = (['fr', 'en'] as const).flatMap((lang) =>
      Object.entries(resources[lang]).flatMap(([ns, texts]) =>
        entries(texts, `${lang}:${ns}.`).filter(
          ([, text]) =>
            /crédit|credit|solde|balance/i.test(text) &&
            /\{\{\s*(count|balance|amount|credits)\s*\}\}/.test(text),
        ),
      ),
    );
    expect(unformatted.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('English has exactly the keys French has', () => {
    for (const ns of Object.keys(resources.fr) as (keyof typeof resources.fr)[]) {
      expect(flatten(resources.en[ns]).sort(), ns).toEqual(flatten(resources.fr[ns]).sort());
    }
  });
});
