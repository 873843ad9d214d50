import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, isApiError, useErrorMessage } from '../../../shared/api';
import { webhooksApi, webhooksKeys, type CreatedWebhook } from '../api/webhooks-api';
import { webhookSchema, type WebhookValues } from '../schemas';

const URL_NOT_ALLOWED = 'WEBHOOK_URL_NOT_ALLOWED';

/** "Ajouter un webhook": the URL and its events; the answer holds the secret, shown once. */
export function useWebhookForm() {
  const { t } = useTranslation('integrations');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<WebhookValues>({
    resolver: zodResolver(webhookSchema),
    defaultValues: { url: '', notificationCreated: true },
  });

  const creation = useMutation({
    mutationFn: (values: WebhookValues) =>
      webhooksApi.create({ url: values.url, events: ['notification.created'] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.list() }),
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setCreated(await creation.mutateAsync(values));
      form.reset({ url: '', notificationCreated: true });
    } catch (error) {
      if (isApiError(error) && error.code === URL_NOT_ALLOWED) {
        form.setError('url', { message: errorMessage(error, t('form.failed')) });
      } else if (!applyServerFieldErrors(error, form.setError, { url: 'url' })) {
        setFailure(errorMessage(error, t('form.failed')));
      }
    }
  });

  return {
    form,
    submit,
    isSaving: creation.isPending,
    failure,
    /** The webhook just created, with its secret, until the user has noted it. */
    created,
    dismissSecret: () => setCreated(null),
  };
}
