import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { webhooksApi, webhooksKeys, type Webhook } from '../api/webhooks-api';

/**
 * The user's webhooks, and what can be done to one: send a test, resume it, delete it. The list
 * is read whatever the plan (once it is known): webhooks made before a downgrade stay listed,
 * to be deleted.
 */
export function useWebhooks(isEnabled: boolean) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: webhooksKeys.list(),
    queryFn: webhooksApi.list,
    enabled: isEnabled,
  });

  const removal = useMutation({
    mutationFn: (webhook: Webhook) => webhooksApi.remove(webhook.id),
    onSuccess: () => {
      toast.success(t('list.deleted'));
      return queryClient.invalidateQueries({ queryKey: webhooksKeys.list() });
    },
    onError: (error) => toast.error(errorMessage(error, t('list.deleteFailed'))),
  });

  const test = useMutation({
    mutationFn: (webhook: Webhook) => webhooksApi.sendTest(webhook.id),
    onSuccess: (delivery, webhook) => {
      if (delivery.state === 'delivered') {
        toast.success(t('test.delivered', { status: delivery.statusCode }));
      } else {
        toast.warning(t('test.failed', { reason: delivery.statusCode ?? delivery.error ?? '' }));
      }
      return queryClient.invalidateQueries({ queryKey: webhooksKeys.deliveries(webhook.id) });
    },
    onError: (error) => toast.error(errorMessage(error, t('test.error'))),
  });

  const resumption = useMutation({
    mutationFn: (webhook: Webhook) => webhooksApi.setPaused(webhook.id, false),
    onSuccess: () => {
      toast.success(t('list.resumed'));
      return queryClient.invalidateQueries({ queryKey: webhooksKeys.list() });
    },
    onError: (error) => toast.error(errorMessage(error, t('list.resumeFailed'))),
  });

  return {
    list,
    resume: (webhook: Webhook) => resumption.mutate(webhook),
    isResuming: (webhook: Webhook) =>
      resumption.isPending && resumption.variables?.id === webhook.id,
    remove: removal.mutateAsync,
    isRemoving: removal.isPending,
    sendTest: (webhook: Webhook) => test.mutate(webhook),
    isTesting: (webhook: Webhook) => test.isPending && test.variables?.id === webhook.id,
  };
}
