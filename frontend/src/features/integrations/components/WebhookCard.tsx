import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import type { Webhook } from '../api/webhooks-api';
import { DeliveryLog } from './DeliveryLog';

interface Props {
  webhook: Webhook;
  /** The plan includes webhooks: it may be tested and resumed (deleting needs no plan). */
  canSend: boolean;
  isTesting: boolean;
  isResuming: boolean;
  onTest: () => void;
  onResume: () => void;
  onDelete: () => void;
}

/** Why a paused webhook receives nothing, and the button that resumes it. */
function PausedNotice({
  webhook,
  canSend,
  isResuming,
  onResume,
}: Omit<Props, 'isTesting' | 'onTest' | 'onDelete'>) {
  const { t } = useTranslation('integrations');
  if (!webhook.pausedAt) return null;
  return (
    <Alert
      severity="warning"
      data-testid="webhook-paused"
      action={
        canSend && (
          <Button
            color="inherit"
            size="small"
            onClick={onResume}
            disabled={isResuming}
            aria-label={t('list.resumeOf', { url: webhook.url })}
          >
            {t('list.resume')}
          </Button>
        )
      }
    >
      {t(`paused.${webhook.pauseReason ?? 'owner'}`, { date: formatDate(webhook.pausedAt) })}
    </Alert>
  );
}

/** One webhook: where it posts, what, since when; whether it is paused; its buttons; its log. */
export function WebhookCard({
  webhook,
  canSend,
  isTesting,
  isResuming,
  onTest,
  onResume,
  onDelete,
}: Props) {
  const { t } = useTranslation('integrations');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="webhook-card">
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
        >
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography
              component="h3"
              variant="subtitle1"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
            >
              {webhook.url}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {webhook.events.map((event) => (
                <Chip key={event} size="small" label={event} />
              ))}
              <Typography variant="caption" color="text.secondary">
                {t('list.createdAt', { date: formatDate(webhook.createdAt) })}
              </Typography>
            </Stack>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {canSend && (
              <Button
                variant="outlined"
                size="small"
                onClick={onTest}
                disabled={isTesting}
                startIcon={isTesting ? <CircularProgress size={16} /> : <SendIcon />}
              >
                {t('list.test')}
              </Button>
            )}
            <Button
              color="error"
              size="small"
              onClick={onDelete}
              startIcon={<DeleteOutlineIcon />}
              aria-label={t('list.deleteOf', { url: webhook.url })}
            >
              {t('list.delete')}
            </Button>
          </Stack>
        </Stack>
        <PausedNotice
          webhook={webhook}
          canSend={canSend}
          isResuming={isResuming}
          onResume={onResume}
        />
        <Typography variant="subtitle2" component="h4">
          {t('deliveries.title')}
        </Typography>
        <DeliveryLog webhookId={webhook.id} url={webhook.url} />
      </Stack>
    </Paper>
  );
}
