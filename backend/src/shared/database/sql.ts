/**
 * SQL written as a tagged template: values become numbered parameters, nested fragments are
 * inlined, so no statement numbers its `$n` by hand and composed statements stay parameterised.
 */
export class SqlFragment {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

export interface CompiledSql {
  text: string;
  values: unknown[];
}

export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlFragment {
  return new SqlFragment([...strings], values);
}

/** Trusted text (identifiers, keywords from constants): never user input. */
export function rawSql(text: string): SqlFragment {
  return new SqlFragment([text], []);
}

export function joinSql(fragments: readonly SqlFragment[], separator = ', '): SqlFragment {
  if (!fragments.length) return rawSql('');
  const strings = [''];
  const values: unknown[] = [];
  fragments.forEach((fragment, i) => {
    if (i > 0) strings[strings.length - 1] += separator;
    values.push(fragment);
    strings.push('');
  });
  return new SqlFragment(strings, values);
}

export function compileSql(fragment: SqlFragment): CompiledSql {
  const values: unknown[] = [];
  const append = (part: SqlFragment): string =>
    part.strings.reduce((text, string, i) => {
      if (i === 0) return string;
      const value = part.values[i - 1];
      const inlined = value instanceof SqlFragment ? append(value) : `$${values.push(value)}`;
      return text + inlined + string;
    }, '');
  return { text: append(fragment), values };
}
