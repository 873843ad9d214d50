import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, useErrorMessage } from '../../../shared/api';
import { apiKeysApi, apiKeysKeys, type CreatedApiKey } from '../api/api-keys-api';
import { apiKeySchema, type ApiKeyValues } from '../schemas';

/**
 * "Créer une clé": a name, then the secret the server shows this once, kept only in this
 * component's state until the user closes its dialog.
 */
export function useCreateApiKey() {
  const { t } = useTranslation('apiKeys');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ApiKeyValues>({
    resolver: zodResolver(apiKeySchema),
    defaultValues: { name: '' },
  });
  const creation = useMutation({
    mutationFn: (values: ApiKeyValues) => apiKeysApi.create(values.name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list() }),
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setCreated(await creation.mutateAsync(values));
      form.reset({ name: '' });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, { name: 'name' }))
        setFailure(errorMessage(error, t('create.failed')));
    }
  });

  return {
    form,
    submit,
    isCreating: creation.isPending,
    failure,
    created,
    /** Forgets the secret: it cannot be shown again. */
    dismissSecret: () => setCreated(null),
  };
}
