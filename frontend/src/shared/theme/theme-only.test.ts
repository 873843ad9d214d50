import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..', '..');
const SCANNED = ['features', 'shared/ui'];
const HEX_COLOUR = /['"`][^'"`]*#[0-9a-fA-F]{3,8}\b/;
const NUMERIC_WEIGHT = /fontWeight\s*:\s*\d/;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The lines of the components that bypass the theme (shared/theme/theme.ts holds the tokens). */
function offenders(pattern: RegExp): string[] {
  return SCANNED.flatMap((dir) => componentFiles(join(SRC, dir))).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${relative(SRC, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('colours and font weights come from the theme only', () => {
  it('no component writes a hex colour', () => {
    expect(offenders(HEX_COLOUR)).toEqual([]);
  });

  it('no component writes a numeric font weight', () => {
    expect(offenders(NUMERIC_WEIGHT)).toEqual([]);
  });
});
