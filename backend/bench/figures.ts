/**
 * What the bench prints: one JSON line per figure on stdout, progress on stderr, and at the end
 * a summary of every figure with a target and its verdict.
 */
export const log = (message: string) =>
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

interface FigureLine {
  name: string;
  value: number;
  unit: string;
  baseline: number | null;
  ratio: number | null;
  target?: string;
  records?: number;
}

/**
 * A target whose threshold depends on the catalogue's size: the one applied, and whether it is met.
 */
export interface AppliedTarget {
  met: boolean;
  applied: string;
}

/** Every figure printed, with the target the run applied (if any), for the summary. */
const printed: { line: FigureLine; applied?: AppliedTarget }[] = [];

export function figure(
  name: string,
  value: number,
  unit: string,
  baseline: number | null,
  extra: Record<string, unknown> = {},
  applied?: AppliedTarget,
) {
  const round = (n: number) => Math.round(n * 100) / 100;
  const line = {
    name,
    value: round(value),
    unit,
    baseline: baseline === null ? null : round(baseline),
    ratio: baseline ? Math.round((value / baseline) * 1000) / 1000 : null,
    ...extra,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  printed.push({ line, applied });
}

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  '>=': (a, b) => a >= b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '<': (a, b) => a < b,
};

/**
 * MET / NOT MET for a target the line itself can test (`ratio >= x`, `< N MB` in the figure's
 * unit, or one the run applied); '-' for any other.
 */
function verdictOf({ line, applied }: (typeof printed)[number]): string {
  const say = (met: boolean) => (met ? 'MET' : 'NOT MET');
  if (applied) return `${say(applied.met)} (${applied.applied})`;
  const onRatio = /^ratio (>=|<=|>|<) ([\d.]+)$/.exec(line.target ?? '');
  if (onRatio && line.ratio !== null) return say(COMPARE[onRatio[1]](line.ratio, +onRatio[2]));
  const onValue = /^(>=|<=|>|<) ([\d.]+) (.+)$/.exec(line.target ?? '');
  if (onValue && onValue[3] === line.unit) return say(COMPARE[onValue[1]](line.value, +onValue[2]));
  return '-';
}

/** One line per figure with a target, on stderr, once everything is measured. */
export function printSummary() {
  const rows = printed
    .filter(({ line }) => line.target)
    .map((entry) => {
      const { name, value, unit, baseline, ratio, target, records } = entry.line;
      return [
        name,
        `${value} ${unit}`,
        `baseline ${baseline ?? '-'}`,
        `ratio ${ratio ?? '-'}`,
        `records ${records ?? '-'}`,
        `target '${target}'`,
        verdictOf(entry),
      ];
    });
  if (!rows.length) return;
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const aligned = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  log('summary: the figures with a target (ratio = value / baseline, measured in this run)');
  for (const row of rows) process.stderr.write(`  ${aligned(row)}\n`);
}
