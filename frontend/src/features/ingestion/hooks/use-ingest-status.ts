import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobEvents, useSocket } from '../../../shared/realtime';
import { useToast } from '../../../shared/ui/toast';
import { ingestionApi, ingestionKeys } from '../api/ingestion-api';
import { ingestStatusUpdates } from '../job-cache';
import type { IngestStatus } from '../types';

const STATUS_KEY = ingestionKeys.analyzerStatus();

/**
 * The latest analyzer ingestion, kept in the query cache and updated by the live events of
 * that process only (spec §4); a failure event also gives a toast (spec §8).
 */
export function useIngestStatus() {
  const { t } = useTranslation('ingestion');
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: STATUS_KEY, queryFn: ingestionApi.analyzerIngestStatus });
  const { isError, errorUpdatedAt, refetch } = query;
  const processId = query.data?.processId ?? null;

  useEffect(() => {
    if (isError) toast.error(t('messages.statusFailed'));
  }, [isError, errorUpdatedAt, toast, t]);

  const update = useCallback(
    (change: (status: IngestStatus) => IngestStatus) =>
      queryClient.setQueryData<IngestStatus>(STATUS_KEY, (status) =>
        status ? change(status) : status,
      ),
    [queryClient],
  );

  useJobEvents([processId], {
    onLog: (event) => update((status) => ingestStatusUpdates.log(status, event)),
    onProgress: (event) => update((status) => ingestStatusUpdates.progress(status, event)),
    onComplete: (event) => {
      update((status) => ingestStatusUpdates.complete(status, event));
      if (!event.success) toast.error(t('messages.processFailed', { message: event.message }));
    },
    onStatus: (event) => {
      update((status) => ingestStatusUpdates.status(status, event));
      if (!event.isRunning && event.completed) toast.success(t('messages.completed'));
    },
  });

  // Events sent while the socket was away are not replayed: read the state again on (re)connect.
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return undefined;
    const onConnect = () => void refetch();
    socket.on('connect', onConnect);
    return () => {
      socket.off('connect', onConnect);
    };
  }, [socket, refetch]);

  /** Follow a run that was just started: fresh counters and logs until its events arrive. */
  const follow = (startedId: string) =>
    queryClient.setQueryData<IngestStatus>(STATUS_KEY, {
      isRunning: true,
      progress: 0,
      total: 0,
      currentRow: 0,
      logs: [],
      processId: startedId,
      state: 'queued',
      message: null,
    });

  const clearLogs = () => update((status) => ({ ...status, logs: [] }));

  return { query, status: query.data, follow, clearLogs };
}
