import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { reportsApi, reportsKeys } from '../api/reports-api';
import { closeReportSchema, type CloseReportValues } from '../schemas';
import type { AdminReport } from '../types';
import { useReportErrorMessage } from './use-report-message';

/**
 * "Clore" a report, with an optional reply: the reporter is told by the server. A report that
 * another admin closed meanwhile is said so, and the list is read again either way.
 */
export function useCloseReport() {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const errorMessage = useReportErrorMessage();
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState<AdminReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CloseReportValues>({
    resolver: zodResolver(closeReportSchema),
    defaultValues: { reply: '' },
  });
  const mutation = useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) => reportsApi.close(id, reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKeys.lists() }),
  });

  const open = (report: AdminReport) => {
    form.reset({ reply: '' });
    setFailure(null);
    setClosing(report);
  };

  const submit = form.handleSubmit(async ({ reply }) => {
    if (!closing) return;
    setFailure(null);
    try {
      await mutation.mutateAsync({ id: closing.id, reply: reply.trim() });
    } catch (error) {
      setFailure(errorMessage(error, t('admin.closeDialog.failed')));
      return;
    }
    toast.success(t('admin.closeDialog.done'));
    setClosing(null);
  });

  return {
    closing,
    open,
    cancel: () => setClosing(null),
    form,
    submit,
    isClosing: mutation.isPending,
    failure,
  };
}
