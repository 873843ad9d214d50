import { describe, expect, it } from 'vitest';
import { dailyTimes, daysBehind, isLagging, parisToday, workingDaysBehind } from './sync-status';

describe('the sync panel', () => {
  it("counts today in Paris, where the BODACC's day is", () => {
    expect(parisToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(parisToday(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-24');
  });

  it('says how many days behind today the last synced day is', () => {
    expect(daysBehind('2026-11-23', '2026-11-24')).toBe(1);
    expect(daysBehind('2026-10-31', '2026-11-24')).toBe(24);
  });

  it('warns past two working days, not over a weekend', () => {
    // Friday 2026-11-20 → Monday 2026-11-23: Saturday and Sunday only.
    expect(workingDaysBehind('2026-11-20', '2026-11-23')).toBe(0);
    expect(isLagging('2026-11-20', '2026-11-23')).toBe(false);
    // Wednesday → Monday: Thursday and Friday, two working days.
    expect(isLagging('2026-11-18', '2026-11-23')).toBe(false);
    // Tuesday → Monday: three working days.
    expect(workingDaysBehind('2026-11-17', '2026-11-23')).toBe(3);
    expect(isLagging('2026-11-17', '2026-11-23')).toBe(true);
  });

  it('reads the hours of a daily schedule, and no other schedule', () => {
    expect(dailyTimes('30 6,18 * * *')).toEqual(['06:30', '18:30']);
    expect(dailyTimes('0 7 * * *')).toEqual(['07:00']);
    expect(dailyTimes('0 7 * * 1-5')).toBeNull();
    expect(dailyTimes('*/15 * * * *')).toBeNull();
    expect(dailyTimes('0 0 1 1 *')).toBeNull();
  });
});
