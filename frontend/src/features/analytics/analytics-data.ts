import { ANNOUNCEMENT_TYPES } from '../analyzer';
import type { Analytics } from './api/analytics-api';

/** Past this many months the notices chart counts per year: hundreds of bars say nothing. */
export const MAX_MONTH_BARS = 48;

/** How many departments the ranked chart shows (the table lists them all). */
export const CHART_DEPARTEMENTS = 15;

export interface TypeSeries {
  /** The notice type; null for notices without one. */
  type: string | null;
  /** One count per period, in the order of `periods`. */
  data: number[];
}

/** The notices per period stacked by type: every period from the first to the last. */
export interface StackedPeriods {
  granularity: 'month' | 'year';
  /** YYYY-MM (months) or YYYY (years), in order, with no gap. */
  periods: string[];
  /** The largest type first. */
  series: TypeSeries[];
}

const monthIndexOf = (month: string) =>
  Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Every month (or year) from the first to the last one, so the axis reads as time. */
function periodsBetween(first: string, last: string, granularity: 'month' | 'year'): string[] {
  if (granularity === 'year') {
    const [from, to] = [Number(first.slice(0, 4)), Number(last.slice(0, 4))];
    return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  }
  const [from, to] = [monthIndexOf(first), monthIndexOf(last)];
  return Array.from({ length: to - from + 1 }, (_, i) => monthOf(from + i));
}

/** The search's date range (YYYY-MM-DD); a bound may be open. */
export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * `byMonth` as stacked series: per month, or per year when the months are too many to draw.
 * The axis spans the search's range, not only the months that have notices: a period that
 * starts in January shows January, empty or not.
 */
export function stackedPeriodsOf(
  byMonth: Analytics['byMonth'],
  range: DateRange = {},
): StackedPeriods {
  if (!byMonth.length) return { granularity: 'month', periods: [], series: [] };
  const months = [
    ...byMonth.map((row) => row.month),
    ...[range.from, range.to].flatMap((day) => (day ? [day.slice(0, 7)] : [])),
  ].sort();
  const [first, last] = [months[0], months[months.length - 1]];
  const granularity =
    monthIndexOf(last) - monthIndexOf(first) + 1 > MAX_MONTH_BARS ? 'year' : 'month';
  const periods = periodsBetween(first, last, granularity);
  const position = new Map(periods.map((period, i) => [period, i]));
  const byType = new Map<string | null, number[]>();
  for (const { month, type, count } of byMonth) {
    const data = byType.get(type) ?? periods.map(() => 0);
    data[position.get(granularity === 'year' ? month.slice(0, 4) : month)!] += count;
    byType.set(type, data);
  }
  const total = (data: number[]) => data.reduce((sum, count) => sum + count, 0);
  const series = [...byType]
    .map(([type, data]) => ({ type, data }))
    .sort((a, b) => total(b.data) - total(a.data));
  return { granularity, periods, series };
}

/** The rows of a stacked chart as a table: one line per period, one column per type. */
export function stackedTableOf({ periods, series }: StackedPeriods): number[][] {
  return periods.map((_, i) => series.map((serie) => serie.data[i]));
}

/** The colours of the chart series (the theme's `tones.chart`). */
export interface ChartColors {
  series: string[];
  other: string;
}

/** The colour of a notice type, the same on every chart; `other` for none or an unknown type. */
export function typeColor(type: string | null, colors: ChartColors): string {
  const index = (ANNOUNCEMENT_TYPES as readonly string[]).indexOf(type ?? '');
  return index >= 0 ? colors.series[index % colors.series.length] : colors.other;
}

const TRIBUNAL_ABBREVIATIONS: [RegExp, string][] = [
  [/^tribunal de commerce (?:de |d'|du )?/i, 'TC '],
  [/^tribunal judiciaire (?:de |d'|du )?/i, 'TJ '],
  [/^tribunal des activit[ée]s [ée]conomiques (?:de |d'|du )?/i, 'TAE '],
];

/**
 * A tribunal's name short enough for a chart's axis: without "Greffe du", and TC, TJ, TAE for
 * the commercial, judicial and economic activities courts ("Greffe du Tribunal de Commerce de
 * Nice" → "TC Nice"). The table keeps the full name.
 */
export function shortTribunalName(name: string): string {
  const court = name.trim().replace(/^greffe du /i, '');
  for (const [pattern, abbreviation] of TRIBUNAL_ABBREVIATIONS) {
    if (pattern.test(court)) return court.replace(pattern, abbreviation);
  }
  return court;
}
