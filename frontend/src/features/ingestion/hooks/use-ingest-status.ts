import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFollowedJobRun, type FollowedJobRun } from '../../../shared/realtime';
import { useToast } from '../../../shared/ui/toast';
import { ingestionApi, ingestionKeys } from '../api/ingestion-api';
import { fromIngestStatus } from './job-run-sources';

const STATUS_KEY = ingestionKeys.analyzerStatus();
const readStatus = async () => fromIngestStatus(await ingestionApi.analyzerIngestStatus());

/**
 * The latest analyzer ingestion, followed live; a failure event also gives a toast (spec §8).
 * Not polled: the status route answers the latest run, which may not be the one just started.
 */
export function useIngestStatus() {
  const { t } = useTranslation('ingestion');
  const toast = useToast();
  const queryClient = useQueryClient();
  const { query, run, follow } = useFollowedJobRun(
    { queryKey: STATUS_KEY, read: readStatus },
    {
      onComplete: (event) => {
        if (!event.success) toast.error(t('messages.processFailed', { message: event.message }));
      },
      onStatus: (event) => {
        if (!event.isRunning && event.completed) toast.success(t('messages.completed'));
      },
    },
  );
  const { isError, errorUpdatedAt } = query;

  useEffect(() => {
    if (isError) toast.error(t('messages.statusFailed'));
  }, [isError, errorUpdatedAt, toast, t]);

  const clearLogs = useCallback(
    () =>
      queryClient.setQueryData<FollowedJobRun>(STATUS_KEY, (status) =>
        status ? { ...status, logs: [] } : status,
      ),
    [queryClient],
  );

  return { query, status: run, follow, clearLogs };
}
