import { useQuery } from '@tanstack/react-query';
import { alertsKeys, watchesApi } from '../api/alerts-api';
import type { WatchList } from '../types';

/** The places of the plan's watch limit that removed watches still hold (24 h after removal). */
export interface HeldWatchSlots {
  count: number;
  /** When the first of them frees (ISO); null when none is held. */
  nextFreeAt: string | null;
}

const NONE_HELD: HeldWatchSlots = { count: 0, nextFreeAt: null };

const selectWatches = (list: WatchList) => list.watches;
const selectHeldSlots = (list: WatchList): HeldWatchSlots => {
  const slots = list.releasedSlots ?? [];
  return { count: slots.length, nextFreeAt: slots[0]?.freesAt ?? null };
};

/** The companies the user watches: the /watches page and every watch toggle read this list. */
export function useWatches() {
  return useQuery({
    queryKey: alertsKeys.watches(),
    queryFn: watchesApi.list,
    select: selectWatches,
  });
}

/** The places removed watches hold, from the same answer as the list. */
export function useHeldWatchSlots(): HeldWatchSlots {
  const { data } = useQuery({
    queryKey: alertsKeys.watches(),
    queryFn: watchesApi.list,
    select: selectHeldSlots,
  });
  return data ?? NONE_HELD;
}
