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

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today as the users (and the bulletin) count days: in Paris, not in UTC. */
export const dayInParis = (instant: Date): string => PARIS_DAY.format(instant);

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

/** A date range as the whole months it covers (YYYY-MM, either end open) and the days left over. */
export interface MonthSplit {
  /** Null when the range covers no whole month. */
  months: { first?: string; last?: string } | null;
  /** The days at either end outside those months. */
  edges: DayRange[];
}

const isLastDayOfMonth = (day: string) => Number(day.slice(8, 10)) === lastDayOf(monthIndexOf(day));
const lastDayOfMonth = (index: number) =>
  `${monthOf(index)}-${String(lastDayOf(index)).padStart(2, '0')}`;

/** Splits a filter's dates (either may be missing) into whole months and the days at the edges. */
export function splitByWholeMonths(from?: string, to?: string): MonthSplit {
  const first =
    from === undefined ? -Infinity : monthIndexOf(from) + (from.endsWith('-01') ? 0 : 1);
  const last = to === undefined ? Infinity : monthIndexOf(to) - (isLastDayOfMonth(to) ? 0 : 1);
  if (first > last) return { months: null, edges: from! <= to! ? [{ from: from!, to: to! }] : [] };
  const edges: DayRange[] = [];
  if (from !== undefined && !from.endsWith('-01')) {
    edges.push({ from, to: lastDayOfMonth(monthIndexOf(from)) });
  }
  if (to !== undefined && !isLastDayOfMonth(to)) {
    edges.push({ from: firstDayOfMonth(monthIndexOf(to)), to });
  }
  return {
    months: {
      first: Number.isFinite(first) ? monthOf(first) : undefined,
      last: Number.isFinite(last) ? monthOf(last) : undefined,
    },
    edges,
  };
}

/** The days of whole months (either end open), as a filter's dates. */
export const daysOfMonths = ({ first, last }: { first?: string; last?: string }) => ({
  dateFrom: first === undefined ? undefined : `${first}-01`,
  dateTo: last === undefined ? undefined : lastDayOfMonth(monthIndexOf(`${last}-01`)),
});
