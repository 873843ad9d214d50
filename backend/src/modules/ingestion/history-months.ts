/** The months of a history load (CONTRACT §8.1): calendar months of publication days. */

export interface HistoryMonth {
  /** YYYY-MM */
  month: string;
  /** Its first and last days within the history's range (YYYY-MM-DD). */
  first: string;
  last: string;
}

const lastDayOf = (month: string): string => {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
};

const previousMonth = (month: string): string => {
  const [year, index] = month.split('-').map(Number);
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, '0')}`;
};

/** From `through`'s month down to `from`'s, each clamped to the range; none when it is empty. */
export function monthsNewestFirst(from: string, through: string): HistoryMonth[] {
  const months: HistoryMonth[] = [];
  if (through < from) return months;
  const firstMonth = from.slice(0, 7);
  for (let month = through.slice(0, 7); month >= firstMonth; month = previousMonth(month)) {
    const first = `${month}-01`;
    const last = lastDayOf(month);
    months.push({
      month,
      first: first < from ? from : first,
      last: last > through ? through : last,
    });
  }
  return months;
}
