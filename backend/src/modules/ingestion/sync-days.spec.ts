import { addDays, dayInParis, daysBetween, firstDayToAsk, syncedThroughAfter } from './sync-days';

describe('the days of the BODACC sync', () => {
  it('takes the day in Paris, not in UTC', () => {
    // 23:30 UTC in winter is already the next day in Paris (UTC+1), 21:30 UTC in summer is not.
    expect(dayInParis(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(dayInParis(new Date('2026-07-14T21:30:00Z'))).toBe('2026-07-14');
    expect(dayInParis(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2026-10-25', '2026-10-26')).toBe(1); // the night the clocks go back
    expect(daysBetween('2026-11-20', '2026-11-24')).toBe(4);
  });

  it('asks from the day after the watermark, else BODACC_SYNC_FROM, else yesterday', () => {
    expect(firstDayToAsk('2026-11-20', '2020-01-01', '2026-11-24')).toBe('2026-11-21');
    expect(firstDayToAsk(null, '2020-01-01', '2026-11-24')).toBe('2020-01-01');
    expect(firstDayToAsk(null, null, '2026-11-24')).toBe('2026-11-23');
  });

  it('moves the watermark to the latest day when that day is over', () => {
    expect(syncedThroughAfter('2026-11-20', '2026-11-23', '2026-11-24')).toBe('2026-11-23');
    expect(syncedThroughAfter(null, '2026-09-27', '2026-11-24')).toBe('2026-09-27');
  });

  it("stops the day before today when today's notices are in: today may still grow", () => {
    expect(syncedThroughAfter('2026-11-20', '2026-11-24', '2026-11-24')).toBe('2026-11-23');
    expect(syncedThroughAfter(null, '2026-11-25', '2026-11-24')).toBe('2026-11-23');
  });

  it('never moves the watermark back, and an empty export leaves it', () => {
    expect(syncedThroughAfter('2026-11-23', '2026-11-24', '2026-11-24')).toBe('2026-11-23');
    expect(syncedThroughAfter('2026-11-23', '2026-11-20', '2026-11-24')).toBe('2026-11-23');
    expect(syncedThroughAfter('2026-11-23', null, '2026-11-24')).toBe('2026-11-23');
    expect(syncedThroughAfter(null, null, '2026-11-24')).toBeNull();
  });
});
