import { describe, expect, it } from 'vitest';
import { formatDiskSize, formatMonth, hoursAndMinutes } from './history-format';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('history formats', () => {
  it('writes bytes as gigabytes with one decimal, less as whole megabytes or kilobytes', () => {
    expect(spaces(formatDiskSize(72_040_000_000, 'fr'))).toBe('72,0 Go');
    expect(formatDiskSize(72_040_000_000, 'en')).toBe('72.0 GB');
    expect(spaces(formatDiskSize(350_000_000, 'fr'))).toBe('350 Mo');
    expect(spaces(formatDiskSize(196_100, 'fr'))).toBe('196 ko');
    expect(formatDiskSize(196_100, 'en')).toBe('196 kB');
    expect(formatDiskSize(0, 'en')).toBe('0 kB');
  });

  it('names a month in the language, and leaves an unknown shape as it is', () => {
    expect(formatMonth('2019-06', 'fr')).toBe('juin 2019');
    expect(formatMonth('2019-06', 'en')).toBe('June 2019');
    expect(formatMonth('2019', 'fr')).toBe('2019');
  });

  it('rounds the time left up to the minute', () => {
    expect(hoursAndMinutes(7_500)).toEqual({ hours: 2, minutes: 5 });
    expect(hoursAndMinutes(3_599)).toEqual({ hours: 1, minutes: 0 });
    expect(hoursAndMinutes(61)).toEqual({ hours: 0, minutes: 2 });
    expect(hoursAndMinutes(59)).toEqual({ hours: 0, minutes: 0 });
  });
});
