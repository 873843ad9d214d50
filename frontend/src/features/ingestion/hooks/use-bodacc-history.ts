import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { historyApi, historyKeys } from '../api/history-api';
import type { HistoryStatus } from '../types';

/** The server's default first day (BODACC_HISTORY_FROM), shown in the field. */
export const DEFAULT_HISTORY_FROM = '2008-01-01';
const RUNNING_REFRESH_MS = 2000;
/** The portal's counts move by a day's notices: an estimate stays good for a while. */
const ESTIMATE_STALE_MS = 10 * 60_000;

/**
 * The BODACC history on the data page: its state (read every 2 s while it runs), the first day
 * to load and its estimate, and the start (after a confirmation), pause and resume actions.
 */
export function useBodaccHistory() {
  const { t } = useTranslation('ingestion');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: historyKeys.status(),
    queryFn: historyApi.status,
    refetchInterval: (query) =>
      query.state.data?.state === 'running' ? RUNNING_REFRESH_MS : false,
  });

  const [from, setFrom] = useState(DEFAULT_HISTORY_FROM);
  // The day the admin asked an estimate for; a changed day hides it until asked again.
  const [estimatedFrom, setEstimatedFrom] = useState<string | null>(null);
  const estimate = useQuery({
    queryKey: historyKeys.estimate(estimatedFrom ?? ''),
    queryFn: () => historyApi.estimate(estimatedFrom as string),
    enabled: estimatedFrom !== null,
    staleTime: ESTIMATE_STALE_MS,
  });
  const isEstimateShown = estimatedFrom !== null && estimatedFrom === from;
  const askEstimate = () => {
    if (estimatedFrom === from) void estimate.refetch();
    else setEstimatedFrom(from);
  };

  const [isConfirming, setConfirming] = useState(false);
  const setStatus = (next: HistoryStatus) => queryClient.setQueryData(historyKeys.status(), next);

  const start = useMutation({
    mutationFn: historyApi.start,
    onSuccess: (next) => {
      setStatus(next);
      setConfirming(false);
      toast.success(t('data.history.messages.started'));
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(errorMessage(error, t('data.history.messages.startFailed')));
    },
  });

  const setPaused = useMutation({
    mutationFn: (isPaused: boolean) => (isPaused ? historyApi.pause() : historyApi.resume()),
    onSuccess: (next, isPaused) => {
      setStatus(next);
      toast.success(t(isPaused ? 'data.history.messages.paused' : 'data.history.messages.resumed'));
    },
    onError: (error, isPaused) =>
      toast.error(
        errorMessage(
          error,
          t(isPaused ? 'data.history.messages.pauseFailed' : 'data.history.messages.resumeFailed'),
        ),
      ),
  });

  return {
    status: status.data,
    isError: status.isError,
    from,
    setFrom,
    estimate: isEstimateShown ? estimate.data : undefined,
    isEstimating: isEstimateShown && estimate.isFetching,
    estimateError:
      isEstimateShown && estimate.isError && !estimate.isFetching
        ? errorMessage(estimate.error, t('data.history.messages.estimateFailed'))
        : null,
    askEstimate,
    isConfirming,
    askStart: () => setConfirming(true),
    cancelStart: () => setConfirming(false),
    confirmStart: () => start.mutate(from),
    isStarting: start.isPending,
    isBusy: start.isPending || setPaused.isPending,
    pause: () => setPaused.mutate(true),
    resume: () => setPaused.mutate(false),
  };
}

export type BodaccHistory = ReturnType<typeof useBodaccHistory>;
