import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { CatalogueCoverage } from './types';

/** Past this many days behind today, the sync is said to lag (issue 30, finding 8). */
export const SYNC_LAG_DAYS = 2;

/** Why the catalogue may be incomplete: a sync that never succeeded, or one that lags. */
export type CoverageWarning =
  { kind: 'neverSynced' } | { kind: 'lagging'; since: string; days: number };

export function coverageWarningOf(
  { syncedThrough }: Pick<CatalogueCoverage, 'syncedThrough'>,
  today: Date = new Date(),
): CoverageWarning | null {
  if (!syncedThrough) return { kind: 'neverSynced' };
  const days = differenceInCalendarDays(today, parseISO(syncedThrough));
  return days > SYNC_LAG_DAYS ? { kind: 'lagging', since: syncedThrough, days } : null;
}
