import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { analyzerKeys, isApiError, useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { companiesKeys, formatSiren } from '../../companies';
import { alertsKeys, watchesApi } from '../api/alerts-api';
import { PLAN_LIMIT_REACHED } from '../types';
import { usePlanLimits } from './use-plan-limits';
import { useWatches } from './use-watches';

const TOGGLE_KEY = ['alerts', 'watch-toggle'] as const;

interface ToggleTarget {
  siren: string;
  /** The watch to end; none to start one. */
  watchId?: number;
}

/** What a click did: the toggle shows the plan's limit on 'limit'. */
export type WatchOutcome = 'watched' | 'unwatched' | 'limit' | 'failed';

/** A watch that already exists, or one already gone, is what was asked for: the list says. */
const isAlreadyDone = (error: unknown) =>
  isApiError(error) && (error.code === 'WATCH_EXISTS' || error.code === 'WATCH_NOT_FOUND');

/**
 * The one watch switch, for the company page, the record modal and page, result rows and
 * favorites: watches or stops watching a SIREN, then reads the watches again before it says so;
 * one busy state per SIREN.
 */
export function useWatchToggle() {
  const { t } = useTranslation('alerts');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const watches = useWatches();
  // Under a finite limit, a removed watch holds its place for 24 h: the message says so.
  const isLimited = typeof usePlanLimits()?.watches === 'number';
  const bySiren = useMemo(
    () => new Map((watches.data ?? []).map((watch) => [watch.siren, watch])),
    [watches.data],
  );

  const { mutateAsync } = useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: async ({ siren, watchId }: ToggleTarget) => {
      try {
        if (watchId) await watchesApi.remove(watchId);
        else await watchesApi.add(siren);
      } catch (error) {
        if (!isAlreadyDone(error)) throw error;
      }
    },
    onSuccess: async () => {
      // A watch shows every notice of its company (CONTRACT 7.1): what the user sees changed.
      void queryClient.invalidateQueries({ queryKey: companiesKeys.all });
      // The analyzer's results are read again on the next search, not at once: the table would
      // blink under the row just clicked.
      void queryClient.invalidateQueries({ queryKey: analyzerKeys.lists(), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: alertsKeys.watches() });
    },
  });

  const busy = useMutationState({
    filters: { mutationKey: [...TOGGLE_KEY], status: 'pending' },
    select: (mutation) => (mutation.state.variables as ToggleTarget).siren,
  });

  const toggle = useCallback(
    async (siren: string, name?: string | null): Promise<WatchOutcome> => {
      const watch = bySiren.get(siren);
      const shownName = name || watch?.name || formatSiren(siren);
      try {
        await mutateAsync({ siren, watchId: watch?.id });
        const said = !watch ? 'watch.started' : isLimited ? 'watch.stoppedHeld' : 'watch.stopped';
        toast.success(t(said, { name: shownName }));
        return watch ? 'unwatched' : 'watched';
      } catch (error) {
        if (isApiError(error) && error.code === PLAN_LIMIT_REACHED) {
          // The limit's dialog says when a held place frees: read the places again.
          void queryClient.invalidateQueries({ queryKey: alertsKeys.watches() });
          return 'limit';
        }
        toast.error(errorMessage(error, t('watch.failed')));
        return 'failed';
      }
    },
    [bySiren, isLimited, mutateAsync, queryClient, toast, t, errorMessage],
  );

  return {
    isWatched: (siren: string) => bySiren.has(siren),
    /** False until the watches are known: the switch cannot tell which way it goes before. */
    isReady: watches.isSuccess,
    isBusy: (siren: string) => busy.includes(siren),
    toggle,
  };
}
