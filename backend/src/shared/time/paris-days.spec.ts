import { addDays, dayInParis, daysBetween } from './paris-days';

describe('calendar days in Paris', () => {
  it('takes the day in Paris, not in UTC', () => {
    // 23:30 UTC in winter is already the next day in Paris (UTC+1), 21:30 UTC in summer is not.
    expect(dayInParis(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(dayInParis(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(dayInParis(new Date('2026-07-14T21:30:00Z'))).toBe('2026-07-14');
    expect(dayInParis(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2026-10-25', '2026-10-26')).toBe(1); // the night the clocks go back
    expect(daysBetween('2026-11-20', '2026-11-24')).toBe(4);
  });
});
