import { monthsNewestFirst } from './history-months';

describe('the months of a history', () => {
  it('runs from the last day’s month down to the first day’s, each clamped to the range', () => {
    expect(monthsNewestFirst('2019-12-15', '2020-03-10')).toEqual([
      { month: '2020-03', first: '2020-03-01', last: '2020-03-10' },
      { month: '2020-02', first: '2020-02-01', last: '2020-02-29' },
      { month: '2020-01', first: '2020-01-01', last: '2020-01-31' },
      { month: '2019-12', first: '2019-12-15', last: '2019-12-31' },
    ]);
  });

  it('counts the months since 2008 and none for an empty range', () => {
    expect(monthsNewestFirst('2008-01-01', '2026-11-25')).toHaveLength(18 * 12 + 11);
    expect(monthsNewestFirst('2026-11-26', '2026-11-25')).toEqual([]);
    expect(monthsNewestFirst('2026-11-25', '2026-11-25')).toEqual([
      { month: '2026-11', first: '2026-11-25', last: '2026-11-25' },
    ]);
  });
});
