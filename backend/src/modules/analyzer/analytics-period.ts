import { addDays } from '../../shared/time';

/**
 * The period of the collective procedures chart (CONTRACT §7.6): the filter's date range, or
 * the last 12 months when it has none, beside the same days a year earlier, so that each month
 * is compared with the same month of the year before (seasons alike, never the same notices).
 */
export interface CollectivePeriod {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** Whole months the period spans (at most a year). */
  months: number;
}

/**
 * Past a year the period keeps its last 12 months: the analyzer's default range (since 2000)
 * would otherwise chart decades month by month, and a longer period would overlap the year
 * before it that it is compared with.
 */
export const MAX_PERIOD_MONTHS = 12;
const DEFAULT_PERIOD_MONTHS = 12;
/** A month of the period and the month it is compared with are a year apart. */
const COMPARED_MONTHS_BEFORE = 12;

/** A month as one number (year × 12 + month − 1), which months can be added to. */
const monthIndexOf = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** YYYY-MM of a month index. */
export const monthOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

const lastDayOf = (index: number) =>
  new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();

/** The day `months` months later (earlier when negative), on the month's last day past it. */
export function addMonths(day: string, months: number): string {
  const index = monthIndexOf(day) + months;
  // Year 0 does not exist: a period starting in year 1 compares with its first day.
  if (index < 12) return '0001-01-01';
  const dayOfMonth = Math.min(Number(day.slice(8, 10)), lastDayOf(index));
  return `${monthOf(index)}-${String(dayOfMonth).padStart(2, '0')}`;
}

const firstDayOfMonth = (index: number) => (index < 12 ? '0001-01-01' : `${monthOf(index)}-01`);

/** The period for the filter's dates (either may be missing) on `today` (YYYY-MM-DD). */
export function collectivePeriodOf(
  dateFrom: string | undefined,
  dateTo: string | undefined,
  today: string,
): CollectivePeriod {
  const to = dateTo ?? (dateFrom && dateFrom > today ? dateFrom : today);
  const toMonth = monthIndexOf(to);
  const earliest = firstDayOfMonth(toMonth - MAX_PERIOD_MONTHS + 1);
  const from = dateFrom
    ? dateFrom > earliest
      ? dateFrom
      : earliest
    : firstDayOfMonth(toMonth - DEFAULT_PERIOD_MONTHS + 1);
  const months = toMonth - monthIndexOf(from) + 1;
  return {
    from,
    to,
    previousFrom: addMonths(from, -COMPARED_MONTHS_BEFORE),
    previousTo: addMonths(to, -COMPARED_MONTHS_BEFORE),
    months,
  };
}

/** Each month of the period (YYYY-MM), in order, with the month it compares with. */
export function monthsOf(period: CollectivePeriod): { month: string; previousMonth: string }[] {
  const first = monthIndexOf(period.from);
  return Array.from({ length: period.months }, (_, i) => ({
    month: monthOf(first + i),
    previousMonth: monthOf(first + i - COMPARED_MONTHS_BEFORE),
  }));
}

/** Days from `from` to `to` (YYYY-MM-DD, inclusive). */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * A date range as whole months (YYYY-MM, either end open), the days to add to them and the days
 * to take away: a month mostly inside the range is counted whole, less the days outside it (the
 * current month up to today is its whole count less the days to come, which hold nothing).
 */
export interface MonthSplit {
  /** Null when the range is read day by day. */
  months: { first?: string; last?: string } | null;
  /** Days outside those months, to add. */
  edges: DayRange[];
  /** Days of those months outside the range, to take away. */
  outside: DayRange[];
}

const isLastDayOfMonth = (day: string) => Number(day.slice(8, 10)) === lastDayOf(monthIndexOf(day));
const lastDayOfMonth = (index: number) =>
  `${monthOf(index)}-${String(lastDayOf(index)).padStart(2, '0')}`;
const dayOfMonth = (day: string) => Number(day.slice(8, 10));
const nextDay = (day: string) => addDays(day, 1);
const previousDay = (day: string) => addDays(day, -1);
/** A month more than half inside the range is counted whole, less the days outside it. */
const isMostlyIn = (days: number, month: number) => days * 2 > lastDayOf(month);

/** Splits a filter's dates (either may be missing) into whole months and days to add or take away. */
export function splitByWholeMonths(from?: string, to?: string): MonthSplit {
  const split: MonthSplit = { months: null, edges: [], outside: [] };
  let first = -Infinity;
  let last = Infinity;
  if (from !== undefined) {
    const month = monthIndexOf(from);
    first = month;
    if (!from.endsWith('-01')) {
      if (isMostlyIn(lastDayOf(month) - dayOfMonth(from) + 1, month)) {
        split.outside.push({ from: firstDayOfMonth(month), to: previousDay(from) });
      } else {
        first = month + 1;
        split.edges.push({ from, to: lastDayOfMonth(month) });
      }
    }
  }
  if (to !== undefined) {
    const month = monthIndexOf(to);
    last = month;
    if (!isLastDayOfMonth(to)) {
      if (isMostlyIn(dayOfMonth(to), month)) {
        split.outside.push({ from: nextDay(to), to: lastDayOfMonth(month) });
      } else {
        last = month - 1;
        split.edges.push({ from: firstDayOfMonth(month), to });
      }
    }
  }
  const isPartOfOneMonth =
    from !== undefined && to !== undefined && monthIndexOf(from) === monthIndexOf(to);
  if (first > last || (isPartOfOneMonth && split.outside.length + split.edges.length > 1)) {
    return { months: null, edges: from! <= to! ? [{ from: from!, to: to! }] : [], outside: [] };
  }
  split.months = {
    first: Number.isFinite(first) ? monthOf(first) : undefined,
    last: Number.isFinite(last) ? monthOf(last) : undefined,
  };
  return split;
}

/** The days of whole months (either end open), as a filter's dates. */
export const daysOfMonths = ({ first, last }: { first?: string; last?: string }) => ({
  dateFrom: first === undefined ? undefined : `${first}-01`,
  dateTo: last === undefined ? undefined : lastDayOfMonth(monthIndexOf(`${last}-01`)),
});
