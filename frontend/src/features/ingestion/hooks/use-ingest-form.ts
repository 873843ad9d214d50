import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { ingestionApi } from '../api/ingestion-api';
import { ingestDefaults, ingestSchema, toIngestForm, type IngestValues } from '../schemas';

/** The settings form: validates (spec §5), starts the run and hands its processId over. */
export function useIngestForm(onStarted: (processId: string) => void) {
  const { t } = useTranslation('ingestion');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const form = useForm<IngestValues>({
    resolver: zodResolver(ingestSchema),
    defaultValues: ingestDefaults,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { processId } = await ingestionApi.startAnalyzerIngest(toIngestForm(values));
      onStarted(processId);
      toast.success(t('messages.started'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, {
        csvFilePath: 'csvFilePath',
        csvFile: 'csvFile',
        targetUserId: 'targetUserId',
        batchSize: 'batchSize',
        rowLimit: 'rowLimit',
      });
      toast.error(errorMessage(error, t('messages.startFailed')));
    }
  });

  return { form, onSubmit };
}

/** Stop asks the server to finish the current batch and stop (spec §4). */
export function useStopIngest() {
  const { t } = useTranslation('ingestion');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [isStopping, setIsStopping] = useState(false);
  const stop = async (processId: string | null) => {
    setIsStopping(true);
    try {
      await ingestionApi.stopAnalyzerIngest(processId);
      toast.success(t('messages.stopped'));
    } catch (error) {
      toast.error(errorMessage(error, t('messages.stopFailed')));
    } finally {
      setIsStopping(false);
    }
  };
  return { stop, isStopping };
}
