/*
 * The days of the BODACC sync, as YYYY-MM-DD strings in Europe/Paris, where the bulletin is
 * published: which day a run asks from, and through which day the catalogue is complete.
 */
import { addDays } from '../../shared/time';

/**
 * The first publication day a run asks for: the day after the last complete one; on a first
 * sync, BODACC_SYNC_FROM or else the day before today.
 */
export function firstDayToAsk(
  syncedThrough: string | null,
  configuredFrom: string | null,
  today: string,
): string {
  if (syncedThrough) return addDays(syncedThrough, 1);
  return configuredFrom ?? addDays(today, -1);
}

/**
 * The last complete day once an export whose latest notice was published on `latest` is in the
 * catalogue. Today's notices may still grow, so today (or a later day) is not complete yet; the
 * watermark never moves back, and an empty export (`latest` null) leaves it.
 */
export function syncedThroughAfter(
  previous: string | null,
  latest: string | null,
  today: string,
): string | null {
  if (latest === null) return previous;
  const complete = latest < today ? latest : addDays(today, -1);
  return previous !== null && previous > complete ? previous : complete;
}
