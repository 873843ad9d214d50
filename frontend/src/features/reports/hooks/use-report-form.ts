import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { reportsApi } from '../api/reports-api';
import { reportSchema, type ReportValues } from '../schemas';
import type { ReportField } from '../types';
import { useReportErrorMessage } from './use-report-message';

const EMPTY: ReportValues = { field: '', message: '' };

/**
 * "Signaler une erreur" on a company, or on one of its notices (`recordId`): the field concerned
 * and what is wrong. A refusal (the open-report bound, a company no longer visible) stays in the
 * dialog, said in words; a success closes it with a thank-you.
 */
export function useReportForm(siren: string, recordId?: number) {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const errorMessage = useReportErrorMessage();
  const [isOpen, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReportValues>({ resolver: zodResolver(reportSchema), defaultValues: EMPTY });
  const creation = useMutation({
    mutationFn: (values: { field: ReportField; message: string }) =>
      reportsApi.create(siren, { ...values, ...(recordId ? { recordId } : {}) }),
  });

  const open = () => {
    form.reset({ ...EMPTY, field: recordId ? 'notice' : '' });
    setFailure(null);
    setOpen(true);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await creation.mutateAsync({
        field: values.field as ReportField,
        message: values.message.trim(),
      });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, { field: 'field', message: 'message' }))
        setFailure(errorMessage(error, t('dialog.failed')));
      return;
    }
    toast.success(t('dialog.sent'));
    setOpen(false);
  });

  return {
    isOpen,
    open,
    close: () => setOpen(false),
    form,
    submit,
    isSending: creation.isPending,
    failure,
  };
}
