import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobEvents, useSocket } from '../../../shared/realtime';
import { useToast } from '../../../shared/ui/toast';
import { ingestionApi, ingestionKeys } from '../api/ingestion-api';
import { isActive, jobRunUpdates } from '../job-cache';
import type { BodaccImportInput, JobRun } from '../types';

export type DataJobKind = 'import' | 'transfer';
const ACTIVE_RUN_REFRESH_MS = 2000;
/** Spec §4: idle, starting, then 'in progress' on success or 'failed' on error. */
export type DataJobPhase = 'idle' | 'starting' | 'inProgress' | 'failed';

interface Current {
  kind: DataJobKind;
  phase: DataJobPhase;
  processId: string | null;
}

/** The BODACC import and transfer started from the admin data page, followed live. */
export function useDataJobs() {
  const { t } = useTranslation('ingestion');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<Current | null>(null);
  const processId = current?.processId ?? null;

  const run = useQuery({
    queryKey: ingestionKeys.job(processId ?? ''),
    queryFn: () => ingestionApi.job(processId as string),
    enabled: Boolean(processId),
    // A short job can end before the page follows it (its events are then missed): while the
    // run still looks active, its state is also read again now and then.
    refetchInterval: (query) =>
      query.state.data && isActive(query.state.data.state) ? ACTIVE_RUN_REFRESH_MS : false,
  });
  const { refetch } = run;

  const update = useCallback(
    (change: (job: JobRun) => JobRun) => {
      if (!processId) return;
      queryClient.setQueryData<JobRun>(ingestionKeys.job(processId), (job) =>
        job ? change(job) : job,
      );
    },
    [queryClient, processId],
  );

  useJobEvents([processId], {
    onProgress: (event) => update((job) => jobRunUpdates.progress(job, event)),
    onComplete: (event) => update((job) => jobRunUpdates.complete(job, event)),
    onStatus: (event) => {
      update((job) => jobRunUpdates.status(job, event));
      // The final counters and message, as the server recorded them.
      if (!event.isRunning) void refetch();
    },
  });

  const socket = useSocket();
  useEffect(() => {
    if (!socket || !processId) return undefined;
    const onConnect = () => void refetch();
    socket.on('connect', onConnect);
    return () => {
      socket.off('connect', onConnect);
    };
  }, [socket, processId, refetch]);

  const start = async (kind: DataJobKind, call: () => Promise<{ processId: string }>) => {
    setCurrent({ kind, phase: 'starting', processId: null });
    try {
      const started = await call();
      setCurrent({ kind, phase: 'inProgress', processId: started.processId });
      toast.success(t(kind === 'import' ? 'messages.importStarted' : 'messages.transferStarted'));
    } catch {
      // Spec §8: the details are in the server logs.
      setCurrent({ kind, phase: 'failed', processId: null });
      toast.error(t(kind === 'import' ? 'messages.importFailed' : 'messages.transferFailed'));
    }
  };

  const job = run.data;
  const isProcessing =
    current?.phase === 'starting' ||
    (current?.phase === 'inProgress' && (!job || isActive(job.state)));

  return {
    current,
    job,
    isProcessing,
    startImport: (input: BodaccImportInput) =>
      start('import', () => ingestionApi.startBodaccImport(input)),
    startTransfer: () => start('transfer', () => ingestionApi.startTransfer()),
  };
}
