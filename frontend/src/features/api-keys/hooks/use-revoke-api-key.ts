import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { apiKeysApi, apiKeysKeys, type ApiKey } from '../api/api-keys-api';

/** Revoking a key, once the user confirms it in a dialog. */
export function useRevokeApiKey() {
  const { t } = useTranslation('apiKeys');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ApiKey | null>(null);
  const revocation = useMutation({
    mutationFn: (key: ApiKey) => apiKeysApi.revoke(key.id),
    onSuccess: (_, key) => {
      toast.success(t('revoke.done', { name: key.name }));
      setPending(null);
    },
    onError: (error) => toast.error(errorMessage(error, t('revoke.failed'))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list() }),
  });
  return {
    pending,
    ask: (key: ApiKey) => setPending(key),
    cancel: () => setPending(null),
    confirm: () => pending && revocation.mutate(pending),
    isRevoking: revocation.isPending,
  };
}
