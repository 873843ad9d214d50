import {
  addMonths,
  collectivePeriodOf,
  MAX_PERIOD_MONTHS,
  splitByWholeMonths,
  monthsOf,
} from './analytics-period';

describe('the period of the collective procedures chart', () => {
  const today = '2026-11-24';

  it('is the last 12 months without dates, beside the 12 before', () => {
    const period = collectivePeriodOf(undefined, undefined, today);
    expect(period).toEqual({
      from: '2025-12-01',
      to: '2026-11-24',
      previousFrom: '2024-12-01',
      previousTo: '2025-11-24',
      months: 12,
    });
    const months = monthsOf(period);
    expect(months[0]).toEqual({ month: '2025-12', previousMonth: '2024-12' });
    expect(months[11]).toEqual({ month: '2026-11', previousMonth: '2025-11' });
  });

  it("is the filter's range, compared with the same days a year earlier", () => {
    expect(collectivePeriodOf('2024-02-15', '2024-04-10', today)).toEqual({
      from: '2024-02-15',
      to: '2024-04-10',
      previousFrom: '2023-02-15',
      previousTo: '2023-04-10',
      months: 3,
    });
  });

  it('compares 01/01–26/11/2026 with 01/01–26/11/2025, each month with the same one', () => {
    const period = collectivePeriodOf('2026-01-01', '2026-11-26', '2026-11-26');
    expect(period).toEqual({
      from: '2026-01-01',
      to: '2026-11-26',
      previousFrom: '2025-01-01',
      previousTo: '2025-11-26',
      months: 11,
    });
    const months = monthsOf(period);
    expect(months[0]).toEqual({ month: '2026-01', previousMonth: '2025-01' });
    expect(months[10]).toEqual({ month: '2026-11', previousMonth: '2025-11' });
  });

  it('compares a few days with the same days a year earlier, 29 February with the 28th', () => {
    expect(collectivePeriodOf('2024-03-20', '2024-03-31', today)).toMatchObject({
      previousFrom: '2023-03-20',
      previousTo: '2023-03-31',
    });
    expect(collectivePeriodOf('2024-02-01', '2024-02-29', today)).toMatchObject({
      previousFrom: '2023-02-01',
      previousTo: '2023-02-28',
    });
  });

  it('runs to today from a start alone, and covers 12 months up to an end alone', () => {
    expect(collectivePeriodOf('2026-06-10', undefined, today)).toMatchObject({
      from: '2026-06-10',
      to: today,
      months: 6,
    });
    expect(collectivePeriodOf('2027-01-05', undefined, today)).toMatchObject({
      from: '2027-01-05',
      to: '2027-01-05',
      months: 1,
    });
    expect(collectivePeriodOf(undefined, '2020-03-31', today)).toMatchObject({
      from: '2019-04-01',
      to: '2020-03-31',
      months: 12,
    });
  });

  it('keeps the last 12 months of a longer range, never overlapping the year before', () => {
    const period = collectivePeriodOf('1990-01-01', '2026-11-24', today);
    expect(MAX_PERIOD_MONTHS).toBe(12);
    expect(period).toEqual({
      from: '2025-12-01',
      to: '2026-11-24',
      previousFrom: '2024-12-01',
      previousTo: '2025-11-24',
      months: 12,
    });
    const longest = collectivePeriodOf('2024-11-25', '2026-11-24', today);
    expect(longest.previousTo < longest.from).toBe(true);
  });

  it('moves a day by months onto the last day of a shorter month, never before year 1', () => {
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2023-03-31', -1)).toBe('2023-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('0001-03-01', -6)).toBe('0001-01-01');
    expect(collectivePeriodOf('0001-01-01', '0001-02-01', today).previousFrom).toBe('0001-01-01');
  });
});

describe('a date range as whole months and days to add or take away', () => {
  it.each([
    [
      'no dates: every month, undated too',
      undefined,
      undefined,
      { months: {}, edges: [], outside: [] },
    ],
    [
      'whole months',
      '2020-01-01',
      '2020-02-29',
      { months: { first: '2020-01', last: '2020-02' }, edges: [], outside: [] },
    ],
    [
      'a few days at both edges, added',
      '2019-12-25',
      '2020-03-05',
      {
        months: { first: '2020-01', last: '2020-02' },
        edges: [
          { from: '2019-12-25', to: '2019-12-31' },
          { from: '2020-03-01', to: '2020-03-05' },
        ],
        outside: [],
      },
    ],
    [
      'months mostly in, counted whole less the days out',
      '2019-12-10',
      '2020-03-20',
      {
        months: { first: '2019-12', last: '2020-03' },
        edges: [],
        outside: [
          { from: '2019-12-01', to: '2019-12-09' },
          { from: '2020-03-21', to: '2020-03-31' },
        ],
      },
    ],
    [
      'this year up to today',
      '2026-01-01',
      '2026-11-27',
      {
        months: { first: '2026-01', last: '2026-11' },
        edges: [],
        outside: [{ from: '2026-11-28', to: '2026-11-30' }],
      },
    ],
    [
      'days within a month, read day by day',
      '2020-01-05',
      '2020-01-20',
      { months: null, edges: [{ from: '2020-01-05', to: '2020-01-20' }], outside: [] },
    ],
    [
      'across two partial months',
      '2020-01-20',
      '2020-02-10',
      { months: null, edges: [{ from: '2020-01-20', to: '2020-02-10' }], outside: [] },
    ],
    [
      'open at the end',
      '2020-01-17',
      undefined,
      {
        months: { first: '2020-02' },
        edges: [{ from: '2020-01-17', to: '2020-01-31' }],
        outside: [],
      },
    ],
    ['an empty range', '2020-02-10', '2020-02-01', { months: null, edges: [], outside: [] }],
  ])('%s', (_, from, to, split) => {
    const { months, ...days } = splitByWholeMonths(from, to);
    expect({ months: months && JSON.parse(JSON.stringify(months)), ...days }).toEqual(split);
  });
});
