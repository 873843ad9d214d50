import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
}

/** The BODACC import and transfer started from the admin data page, followed live. */
export function useDataJobs() {
  const { t } = useTranslation('ingestion');
  const toast = useToast();
  const [current, setCurrent] = useState<Current | null>(null);
  const processId = current?.processId ?? null;

  const { run: job } = useFollowedJobRun({
    queryKey: ingestionKeys.job(processId ?? ''),
    read: async () => fromJobRun(await ingestionApi.job(processId as string)),
    enabled: Boolean(processId),
    isPolled: true,
  });

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
