const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;
/** Disk sizes in decimal units (Go, Mo, ko in French), as disks and the portal count them. */
const DISK_UNITS = [
  { unit: 'gigabyte', bytes: 1e9, digits: 1 },
  { unit: 'megabyte', bytes: 1e6, digits: 0 },
  { unit: 'kilobyte', bytes: 1e3, digits: 0 },
] as const;

/**
 * `72000000000` → "72,0 Go" / "72.0 GB"; under a gigabyte in whole megabytes, under a megabyte in
 * whole kilobytes, so that a small range never reads "0,0 Go".
 */
export function formatDiskSize(bytes: number, language: string): string {
  const {
    unit,
    bytes: perUnit,
    digits,
  } = DISK_UNITS.find((candidate) => bytes >= candidate.bytes) ?? DISK_UNITS[DISK_UNITS.length - 1];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(bytes / perUnit);
}

/** `2019-06` → "juin 2019" / "June 2019"; a value of another shape as it is. */
export function formatMonth(month: string, language: string): string {
  const match = YEAR_MONTH.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Seconds left as whole hours and minutes, rounded up to the minute ("under a minute" is 0). */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = seconds < SECONDS_PER_MINUTE ? 0 : Math.ceil(seconds / SECONDS_PER_MINUTE);
  return {
    hours: Math.floor(totalMinutes / MINUTES_PER_HOUR),
    minutes: totalMinutes % MINUTES_PER_HOUR,
  };
}
