import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { isActive, useFollowedJobRun } from '../../../shared/realtime';
import { useToast } from '../../../shared/ui/toast';
import { ingestionApi, ingestionKeys } from '../api/ingestion-api';
import { syncApi, syncKeys, type SyncStatus } from '../api/sync-api';
import { fromJobRun } from './job-run-sources';

const STATUS_REFRESH_MS = 60_000;

/**
 * The BODACC sync on the data page: its state, its latest run followed live (progress and log),
 * and the "sync now", pause and resume actions.
 */
export function useBodaccSync() {
  const { t } = useTranslation('ingestion');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: syncKeys.status(),
    queryFn: syncApi.status,
    refetchInterval: STATUS_REFRESH_MS,
  });
  const processId = status.data?.lastRun?.processId ?? null;

  const { run } = useFollowedJobRun({
    queryKey: ingestionKeys.job(processId ?? ''),
    read: async () => fromJobRun(await ingestionApi.job(processId as string)),
    enabled: Boolean(processId),
    isPolled: true,
  });

  // The run ended (live or as read again): the watermark and the last run have changed.
  const isRunEnded = status.data?.lastRun?.state === 'running' && run && !isActive(run.state);
  useEffect(() => {
    if (isRunEnded) void queryClient.invalidateQueries({ queryKey: syncKeys.status() });
  }, [isRunEnded, queryClient]);

  const runNow = useMutation({
    mutationFn: syncApi.run,
    onSuccess: async () => {
      toast.success(t('data.sync.messages.started'));
      await queryClient.invalidateQueries({ queryKey: syncKeys.status() });
    },
    onError: (error) => toast.error(errorMessage(error, t('data.sync.messages.startFailed'))),
  });

  const setPaused = useMutation({
    mutationFn: (isPaused: boolean) => (isPaused ? syncApi.pause() : syncApi.resume()),
    onSuccess: (next: SyncStatus) => {
      queryClient.setQueryData(syncKeys.status(), next);
      toast.success(t(next.paused ? 'data.sync.messages.paused' : 'data.sync.messages.resumed'));
    },
    onError: (error) => toast.error(errorMessage(error, t('data.sync.messages.pauseFailed'))),
  });

  return {
    status: status.data,
    isError: status.isError,
    run,
    isBusy: runNow.isPending || setPaused.isPending,
    syncNow: () => runNow.mutate(),
    pause: () => setPaused.mutate(true),
    resume: () => setPaused.mutate(false),
  };
}

export type BodaccSync = ReturnType<typeof useBodaccSync>;
