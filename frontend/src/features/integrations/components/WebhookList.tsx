import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import type { Webhook } from '../api/webhooks-api';
import type { useWebhooks } from '../hooks/use-webhooks';
import { WebhookCard } from './WebhookCard';

interface Props {
  webhooks: ReturnType<typeof useWebhooks>;
  /** The plan includes webhooks: they may be tested and resumed, not only read and deleted. */
  canSend: boolean;
  onDelete: (webhook: Webhook) => void;
}

/** The user's webhooks, each with its buttons and delivery log. */
export function WebhookList({ webhooks, canSend, onDelete }: Props) {
  const { t } = useTranslation('integrations');
  const errorMessage = useErrorMessage();
  const { list } = webhooks;
  if (list.isError) {
    return <Alert severity="error">{errorMessage(list.error, t('list.loadFailed'))}</Alert>;
  }
  if (list.isPending) {
    return (
      <Stack sx={{ alignItems: 'center', py: 3 }}>
        <CircularProgress aria-label={t('loading')} />
      </Stack>
    );
  }
  if (list.data.length === 0) {
    return <Typography color="text.secondary">{t('list.empty')}</Typography>;
  }
  return list.data.map((webhook) => (
    <WebhookCard
      key={webhook.id}
      webhook={webhook}
      canSend={canSend}
      isTesting={webhooks.isTesting(webhook)}
      isResuming={webhooks.isResuming(webhook)}
      onTest={() => webhooks.sendTest(webhook)}
      onResume={() => webhooks.resume(webhook)}
      onDelete={() => onDelete(webhook)}
    />
  ));
}
