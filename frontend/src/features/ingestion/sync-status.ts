/*
 * What the sync panel says about the sync's state: its schedule in words and how far behind
 * today the catalogue is, in days of Paris, where the BODACC is published.
 */

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Paris, YYYY-MM-DD. */
export const parisToday = (now: Date = new Date()): string => PARIS_DAY.format(now);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Whole days from the last synced day to today: 1 when yesterday is the last complete day. */
export const daysBehind = (syncedThrough: string, today: string): number =>
  Math.max(0, Math.round(dayNumber(today) - dayNumber(syncedThrough)));

/** The working days (Monday to Friday) after the last synced day and before today. */
export function workingDaysBehind(syncedThrough: string, today: string): number {
  let count = 0;
  for (let day = dayNumber(syncedThrough) + 1; day < dayNumber(today); day += 1) {
    const weekday = new Date(day * 86_400_000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/** Past two working days behind: worth a warning. */
export const isLagging = (syncedThrough: string, today: string): boolean =>
  workingDaysBehind(syncedThrough, today) > 2;

const FIELD = /^\d{1,2}$/;

/**
 * The hours of a daily cron pattern ("30 6,18 * * *" → ['06:30', '18:30']); null for any
 * other pattern, which the panel shows as it is.
 */
export function dailyTimes(pattern: string): string[] | null {
  const [minute, hours, ...rest] = pattern.trim().split(/\s+/);
  if (rest.length !== 3 || rest.some((field) => field !== '*') || !FIELD.test(minute)) return null;
  const list = hours.split(',');
  if (!list.every((hour) => FIELD.test(hour) && Number(hour) < 24) || Number(minute) > 59) {
    return null;
  }
  const pad = (value: string) => value.padStart(2, '0');
  return list
    .map(Number)
    .sort((a, b) => a - b)
    .map((hour) => `${pad(String(hour))}:${pad(minute)}`);
}
