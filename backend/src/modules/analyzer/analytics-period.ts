/**
 * The period of the collective procedures chart (CONTRACT §7.6): the filter's date range, or
 * the last 12 months when it has none, beside the period of as many months just before it.
 */
export interface CollectivePeriod {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** Whole months the period spans: a month of it and its previous one are this far apart. */
  months: number;
}

/**
 * Past this many months the period keeps its last ones: the analyzer's default range (since
 * 2000) would otherwise chart decades month by month, which no one can read.
 */
export const MAX_PERIOD_MONTHS = 24;
const DEFAULT_PERIOD_MONTHS = 12;

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
    previousFrom: addMonths(from, -months),
    previousTo: addMonths(to, -months),
    months,
  };
}

/** Each month of the period (YYYY-MM), in order, with the month it compares with. */
export function monthsOf(period: CollectivePeriod): { month: string; previousMonth: string }[] {
  const first = monthIndexOf(period.from);
  return Array.from({ length: period.months }, (_, i) => ({
    month: monthOf(first + i),
    previousMonth: monthOf(first + i - period.months),
  }));
}
