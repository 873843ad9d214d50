import { firstDayToAsk, syncedThroughAfter } from './sync-days';

describe('the days of the BODACC sync', () => {
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
