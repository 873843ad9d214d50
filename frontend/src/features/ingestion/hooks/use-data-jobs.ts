import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { isActive, useFollowedJobRun, useJobEvents, useSocket } from '../../../shared/realtime';
import { useToast } from '../../../shared/ui/toast';
import { ingestionApi, ingestionKeys } from '../api/ingestion-api';
import type { BodaccImportInput, DataJobs } from '../types';
import { fromJobRun } from './job-run-sources';

export type DataJobKind = 'import' | 'transfer';
/** Spec §4: idle, starting, then 'in progress' on success or 'failed' on error. */
export type DataJobPhase = 'idle' | 'starting' | 'inProgress' | 'failed';

interface Current {
  kind: DataJobKind;
  phase: DataJobPhase;
  processId: string | null;
  /** When the admin started it, to show the newest job's log first. */
  startedAt: string;
  /** Why the start failed, as the server said it (translated by its code when known). */
  reason?: string;
}

const ACTIVE_RUN_REFRESH_MS = 2000;

const activeRunIds = (overview: DataJobs | undefined) =>
  [overview?.lastImport, overview?.lastTransfer]
    .filter((run) => run && isActive(run.state))
    .map((run) => run!.processId);

/**
 * The default BODACC file, its format, and the latest import and transfer, kept across reloads.
 * A run shown as active may have been started elsewhere: the overview is read again when it
 * ends (its live event), every 2 s while it looks active (events sent before the page listened
 * are lost) and whenever the socket (re)connects.
 */
export function useDataJobsOverview() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ingestionKeys.dataJobs(),
    queryFn: ingestionApi.dataJobs,
    refetchInterval: (current) =>
      activeRunIds(current.state.data).length ? ACTIVE_RUN_REFRESH_MS : false,
  });
  const readAgain = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ingestionKeys.dataJobs() }),
    [queryClient],
  );
  useJobEvents(activeRunIds(query.data), {
    onStatus: (event) => {
      if (!event.isRunning) readAgain();
    },
  });
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return undefined;
    socket.on('connect', readAgain);
    return () => {
      socket.off('connect', readAgain);
    };
  }, [socket, readAgain]);
  return query;
}

/** The BODACC import and transfer started from the admin data page, followed live. */
export function useDataJobs() {
  const { t } = useTranslation('ingestion');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<Current | null>(null);
  const processId = current?.processId ?? null;

  const { run: job } = useFollowedJobRun({
    queryKey: ingestionKeys.job(processId ?? ''),
    read: async () => fromJobRun(await ingestionApi.job(processId as string)),
    enabled: Boolean(processId),
    isPolled: true,
  });

  // Started, then ended: the last results beside the form change each time.
  const isJobEnded = Boolean(job && !isActive(job.state));
  useEffect(() => {
    if (processId) void queryClient.invalidateQueries({ queryKey: ingestionKeys.dataJobs() });
  }, [processId, isJobEnded, queryClient]);

  const start = async (kind: DataJobKind, call: () => Promise<{ processId: string }>) => {
    const startedAt = new Date().toISOString();
    setCurrent({ kind, phase: 'starting', processId: null, startedAt });
    try {
      const started = await call();
      setCurrent({ kind, phase: 'inProgress', processId: started.processId, startedAt });
      toast.success(t(kind === 'import' ? 'messages.importStarted' : 'messages.transferStarted'));
    } catch (error) {
      const reason = errorMessage(error, '') || undefined;
      setCurrent({ kind, phase: 'failed', processId: null, startedAt, reason });
      const failed = t(kind === 'import' ? 'messages.importFailed' : 'messages.transferFailed');
      toast.error(reason ? t('messages.failedBecause', { failed, reason }) : failed);
    }
  };

  const isProcessing =
    current?.phase === 'starting' ||
    (current?.phase === 'inProgress' && (!job || isActive(job.state)));

  return {
    current,
    job,
    isProcessing,
    startImport: (input: BodaccImportInput | FormData) =>
      start('import', () => ingestionApi.startBodaccImport(input)),
    startTransfer: () => start('transfer', () => ingestionApi.startTransfer()),
  };
}
