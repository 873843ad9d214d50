import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { isActive, useFollowedJobRun } from '../../../shared/realtime';
import { useToast } from '../../../shared/ui/toast';
import { ingestionApi, ingestionKeys } from '../api/ingestion-api';
import type { BodaccImportInput } from '../types';
import { fromJobRun } from './job-run-sources';

export type DataJobKind = 'import' | 'transfer';
/** Spec §4: idle, starting, then 'in progress' on success or 'failed' on error. */
export type DataJobPhase = 'idle' | 'starting' | 'inProgress' | 'failed';

interface Current {
  kind: DataJobKind;
  phase: DataJobPhase;
  processId: string | null;
  /** Why the start failed, as the server said it (translated by its code when known). */
  reason?: string;
}

/** The default BODACC file, its format, and the latest import and transfer, kept across reloads. */
export function useDataJobsOverview() {
  return useQuery({ queryKey: ingestionKeys.dataJobs(), queryFn: ingestionApi.dataJobs });
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
    setCurrent({ kind, phase: 'starting', processId: null });
    try {
      const started = await call();
      setCurrent({ kind, phase: 'inProgress', processId: started.processId });
      toast.success(t(kind === 'import' ? 'messages.importStarted' : 'messages.transferStarted'));
    } catch (error) {
      const reason = errorMessage(error, '') || undefined;
      setCurrent({ kind, phase: 'failed', processId: null, reason });
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
